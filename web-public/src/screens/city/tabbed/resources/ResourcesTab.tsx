import { EmptyState } from '../EmptyState';
import { tabbedTexts } from '../texts';

/** 'Resources & Tools': there are no resources per city yet, so always its empty state. */
export function ResourcesTab({ city }: { city: string }) {
  return (
    <div className="tc-resources">
      <h2>Resources &amp; Tools for {city}</h2>
      <EmptyState title={tabbedTexts.noResources(city)} detail={tabbedTexts.noResourcesDetail} />
    </div>
  );
}
