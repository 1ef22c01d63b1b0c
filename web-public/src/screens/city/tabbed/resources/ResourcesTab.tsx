import type { LocalResource } from '@local-seo/contracts';
import { LocalResources } from '../../content/LocalResources';
import { EmptyState } from '../EmptyState';
import { tabbedTexts } from '../texts';

/** 'Resources & Tools': the city's own resources (docs/decisions.md, decision 16), else its empty state. */
export function ResourcesTab({ city, resources }: { city: string; resources: readonly LocalResource[] }) {
  return (
    <div className="tc-resources">
      <h2>Resources &amp; Tools for {city}</h2>
      {resources.length > 0 ? (
        <LocalResources resources={resources} />
      ) : (
        <EmptyState title={tabbedTexts.noResources(city)} detail={tabbedTexts.noResourcesDetail} />
      )}
    </div>
  );
}
