import type { SupplierLocationView } from '@local-seo/contracts';
import { useMemo } from 'react';
import { formatNumber } from '../../lib/format';
import { Card, EmptyState, Skeleton } from '../../ui';
import { contactCounts, coordinateCoverage, topCities, topCityLimit } from './rules';

/** Where the locations are (top 8 cities), how many can be placed on a map, and how many can be reached. */
export function LocationAnalytics({ locations }: { locations: readonly SupplierLocationView[] | undefined }) {
  const figures = useMemo(
    () => locations && { cities: topCities(locations), coverage: coordinateCoverage(locations), contacts: contactCounts(locations) },
    [locations],
  );
  if (!figures) return <Skeleton height="12rem" />;
  if (figures.coverage.total === 0) return <EmptyState title="No supplier locations found" />;

  const { cities, coverage, contacts } = figures;
  const most = cities[0]?.count ?? 1;
  const contactRows = [
    { label: 'With a phone number', count: contacts.phone },
    { label: 'With an e-mail address', count: contacts.email },
    { label: 'With a dispatch contact', count: contacts.dispatch },
    { label: 'With a sales contact', count: contacts.sales },
  ];

  return (
    <div className="ui-columns locations__analytics">
      <Card title={`Top ${topCityLimit} Cities`} description="Supplier locations per city." headingLevel={3}>
        {cities.length === 0 ? (
          <p className="ui-note">No location has a city yet.</p>
        ) : (
          <ol className="ui-list locations__bars" aria-label="Locations per city">
            {cities.map(({ city, count }) => (
              <li key={city} className="locations__bar-row">
                <span className="locations__bar-label">{city}</span>
                <span className="locations__bar" aria-hidden="true">
                  <span className="locations__bar-fill" style={{ width: `${(count / most) * 100}%` }} />
                </span>
                <span className="locations__bar-value">{formatNumber(count)}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title="Coordinate Coverage" description="Locations the delivery calculator can place on a map." headingLevel={3}>
        <p className="locations__big-figure">{coverage.percent}%</p>
        <progress className="locations__progress" max={coverage.total} value={coverage.withCoordinates} aria-label="Locations with coordinates" />
        <p className="ui-note">
          {formatNumber(coverage.withCoordinates)} of {formatNumber(coverage.total)} locations have a latitude and longitude.
        </p>
      </Card>
      <Card title="Contact Information" description="How many locations can be reached each way." headingLevel={3}>
        <dl className="ui-stack locations__contacts">
          {contactRows.map((row) => (
            <div key={row.label} className="locations__contact">
              <dt>{row.label}</dt>
              <dd>
                {formatNumber(row.count)} <span className="ui-note">of {formatNumber(coverage.total)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
