import {
  adminWeatherSuggestionSchema,
  etagOf,
  weatherRoutes,
  type AdminWeatherSuggestion,
  type WeatherSuggestionCreate,
  type WeatherSuggestionUpdate,
} from '@local-seo/contracts';
import { callApi } from '../../lib/api';
import { staleRecordOf } from '../../lib/edit-conflict';
import { queryKeys } from '../../lib/query-keys';
import { routeQueryOptions } from '../../lib/read-queries';
import { useWriteMutation } from '../../lib/write-mutation';

export const weatherSuggestionKeys = queryKeys('weather-suggestions');

/** Every weather suggestion as staff edit them, by condition, each with its version (GET /api/admin/weather-suggestions). */
export const weatherSuggestionsQueryOptions = () =>
  routeQueryOptions(weatherSuggestionKeys.list({}), weatherRoutes.adminSuggestions, {});

/** The writes of the Weather tab; each refreshes every list of suggestions. */
const useSuggestionMutation = <TInput, TResult>(write: (input: TInput) => Promise<TResult>) => useWriteMutation(write, [weatherSuggestionKeys]);

export const useCreateSuggestion = () =>
  useSuggestionMutation((input: WeatherSuggestionCreate) => callApi(weatherRoutes.createSuggestion, { body: input }));

/**
 * Changes a suggestion, based on the version the row loaded (If-Match): a change based on an
 * older one is refused with 412 and the suggestion as it is now (staleSuggestionOf), never
 * applied over another person's (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */
export const useUpdateSuggestion = () =>
  useSuggestionMutation(({ id, change, basedOn }: { id: number; change: WeatherSuggestionUpdate; basedOn: number }) =>
    callApi(weatherRoutes.updateSuggestion, { params: { id }, body: change, ifMatch: etagOf(basedOn) }),
  );

/** The suggestion as it is now, when a change was refused for being based on an older version; else null. */
export const staleSuggestionOf = (error: unknown): AdminWeatherSuggestion | null => staleRecordOf(adminWeatherSuggestionSchema, error);

export const useDeleteSuggestion = () => useSuggestionMutation((id: number) => callApi(weatherRoutes.deleteSuggestion, { params: { id } }));
