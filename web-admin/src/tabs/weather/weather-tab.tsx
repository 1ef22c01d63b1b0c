import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, EmptyState, LoadError, PageHeader, PlusIcon, Skeleton } from '../../ui';
import { AddSuggestionForm } from './add-suggestion-form';
import { weatherSuggestionsQueryOptions } from './queries';
import { SuggestionRow } from './suggestion-row';
import './weather.css';

/** The Weather tab: the suggestions city pages show for the current weather, edited in place. */
export function WeatherTab() {
  const suggestions = useQuery(weatherSuggestionsQueryOptions());
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHeader
        title="Weather Suggestions Management"
        description="Product suggestions a city page shows when its weather matches the condition."
        actions={
          !adding && (
            <Button icon={<PlusIcon />} onClick={() => setAdding(true)}>
              Add Suggestion
            </Button>
          )
        }
      />
      {adding && <AddSuggestionForm onDone={() => setAdding(false)} />}
      {suggestions.isError ? (
        <LoadError what="Weather suggestions" error={suggestions.error} />
      ) : suggestions.data?.length === 0 ? (
        <EmptyState title="No weather suggestions yet" description="Add one for each weather condition your city pages should react to." />
      ) : (
        <div className="weather__table-wrap">
          <table className="weather__table" aria-busy={suggestions.isPending || undefined}>
            <caption className="visually-hidden">Weather suggestions</caption>
            <thead>
              <tr>
                <th scope="col">Weather condition</th>
                <th scope="col">Suggestion</th>
                <th scope="col">Related products</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {suggestions.data
                ? suggestions.data.map((suggestion) => <SuggestionRow key={suggestion.id} suggestion={suggestion} />)
                : Array.from({ length: 4 }, (_, i) => (
                    <tr key={i}>
                      <td colSpan={4}>
                        <Skeleton height="1.25rem" />
                      </td>
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
