import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EmptyState, ExternalLinkIcon, LoadError, Skeleton } from '../../ui';
import { citiesQueryOptions } from '../cities/queries';
import { serviceAreaPath, serviceAreas } from './rules';

/** The cities with a live page, each linking to it (at its slug, which is where the page answers). */
export function ServiceAreasPanel() {
  const cities = useQuery(citiesQueryOptions());
  const areas = useMemo(() => (cities.data ? serviceAreas(cities.data) : []), [cities.data]);

  if (cities.isPending) return <Skeleton height="8rem" />;
  if (cities.isError) return <LoadError what="Cities" error={cities.error} />;
  if (areas.length === 0) return <EmptyState title="No service areas yet" description="Activate a city's page in the Cities tab." />;
  return (
    <ul className="ui-list ui-list--grid delivery__areas" aria-label="Service areas">
      {areas.map((city) => (
        <li key={city.id}>
          <a className="delivery__area" href={serviceAreaPath(city)} target="_blank" rel="noreferrer">
            <span>
              <span className="delivery__strong">{city.city_name}</span>
              <span className="ui-note">{city.province}</span>
            </span>
            <ExternalLinkIcon />
            <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
