import type { PublicCity } from '@local-seo/contracts';
import { Link } from '@tanstack/react-router';

interface CityGroupProps {
  title: string;
  cities: readonly PublicCity[];
  /** Shown instead of the list when no city of the group is served. */
  emptyText: string;
}

/** One group of served cities: name, province and a link to each city's page. */
export function CityGroup({ title, cities, emptyText }: CityGroupProps) {
  return (
    <div className="city-group">
      <h3>{title}</h3>
      {cities.length === 0 ? (
        <p className="city-group__empty">{emptyText}</p>
      ) : (
        <ul className="city-group__list">
          {cities.map((city) => (
            <li key={city.url_slug} className="bar city-row">
              <span className="city-row__place">
                <span className="city-row__name">{city.city_name}</span>
                <span className="city-row__province">{city.province}</span>
              </span>
              <Link to="/$citySlug" params={{ citySlug: city.url_slug }}>
                View Products & Local Contractors<span className="visually-hidden"> in {city.city_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
