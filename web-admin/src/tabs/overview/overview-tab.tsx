import { useQuery } from '@tanstack/react-query';
import { statsQueryOptions } from '../../lib/stats';
import { Alert, Card, EmptyState, LoadError, PageHeader, StatStrip } from '../../ui';
import { weatherSuggestionsQueryOptions } from '../weather/queries';
import { overviewCards, overviewSuggestionLimit } from './overview-cards';
import './overview.css';

/** The dashboard: the four statistics with their monthly trends, and a few weather suggestions. */
export function OverviewTab() {
  const stats = useQuery(statsQueryOptions());
  const suggestions = useQuery(weatherSuggestionsQueryOptions());
  const figures = overviewCards(stats.data).map((card) => ({ ...card, loading: stats.isPending }));
  const shown = suggestions.data?.slice(0, overviewSuggestionLimit) ?? [];

  return (
    <>
      <PageHeader title="Overview" description="The platform at a glance." />
      {stats.isError && (
        <LoadError what="Statistics" error={stats.error} />
      )}
      {stats.data && stats.data.unavailable.length > 0 && (
        <Alert variant="warning" title="Some figures are missing">
          The {stats.data.unavailable.join(' and ')} service did not answer; its figures show as 0.
        </Alert>
      )}
      <StatStrip label="Statistics" figures={figures} />
      <Card title="Weather Suggestions" description={`Products suggested for the weather (up to ${overviewSuggestionLimit}).`} className="overview__suggestions">
        {suggestions.isPending ? (
          <p className="overview__muted">Loading weather suggestions...</p>
        ) : suggestions.isError ? (
          <Alert variant="destructive">{suggestions.error.message}</Alert>
        ) : shown.length === 0 ? (
          <EmptyState title="No weather suggestions yet" description="Add them in the Weather tab." />
        ) : (
          <ul className="ui-list ui-list--grid">
            {shown.map((suggestion) => (
              <li key={suggestion.id} className="overview__suggestion">
                <p className="overview__condition">{suggestion.weather_condition}</p>
                <p className="overview__text">{suggestion.suggestion_text}</p>
                {suggestion.related_products && <p className="overview__products">{suggestion.related_products}</p>}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
