import type { LocalResource } from '@local-seo/contracts';
import './content.css';

/**
 * The city's local resources, written by staff (docs/decisions.md, decision 16): each a
 * title with its link, or a title with a short text. A link leaves the site, so it opens
 * in a new tab.
 */
export function LocalResources({ resources, heading }: { resources: readonly LocalResource[]; heading?: string }) {
  if (resources.length === 0) return null;
  return (
    <div className="city-resources">
      {heading ? <h3>{heading}</h3> : null}
      <ul>
        {resources.map((resource, index) => (
          <li key={`${index}-${resource.title}`}>
            {resource.url ? (
              <a href={resource.url} target="_blank" rel="noopener noreferrer">
                {resource.title}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <>
                <strong>{resource.title}</strong>
                {resource.text ? <p>{resource.text}</p> : null}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
