import type { PageData } from '@local-seo/contracts';
import { Link } from '@tanstack/react-router';
import './local.css';

/**
 * "Nearby service areas" (docs/behaviour/public-site.md#nearby-service-areas): links to
 * the six nearest live cities, and back to every delivery area.
 */
export function NearbyAreas({ data }: { data: Pick<PageData, 'city' | 'nearby' | 'degraded'> }) {
  return (
    <nav className="city-nearby" aria-labelledby="city-nearby-title">
      <h2 id="city-nearby-title">Nearby service areas</h2>
      {data.nearby.length > 0 && (
        <ul>
          {data.nearby.map((city) => (
            <li key={city.url_slug}>
              <Link to="/$citySlug" params={{ citySlug: city.url_slug }}>
                {city.city_name}
              </Link>{' '}
              <span className="city-nearby__distance">{city.distance_km} km</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/delivery">All delivery areas</Link>
      </p>
    </nav>
  );
}
