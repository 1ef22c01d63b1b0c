import {
  weatherSuggestionSchema,
  type WeatherSuggestion,
  type WeatherSuggestionCreate,
  type WeatherSuggestionUpdate,
} from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export const weatherSuggestionKeys = queryKeys('weather-suggestions');

const suggestionsPath = '/api/weather/suggestions';
const suggestionListSchema = z.array(weatherSuggestionSchema);

/** Every weather suggestion, by condition (GET /api/weather/suggestions). */
export const weatherSuggestionsQueryOptions = () =>
  queryOptions({
    queryKey: weatherSuggestionKeys.list({}),
    queryFn: async () => suggestionListSchema.parse(await api.get<unknown>(suggestionsPath)),
  });

/** The writes of the Weather tab; each refreshes every list of suggestions. */
function useSuggestionMutation<TInput>(write: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weatherSuggestionKeys.all }),
  });
}

export const useCreateSuggestion = () =>
  useSuggestionMutation((input: WeatherSuggestionCreate) => api.post<WeatherSuggestion>(suggestionsPath, input));

export const useUpdateSuggestion = () =>
  useSuggestionMutation(({ id, change }: { id: number; change: WeatherSuggestionUpdate }) =>
    api.patch<WeatherSuggestion>(`${suggestionsPath}/${id}`, change),
  );

export const useDeleteSuggestion = () => useSuggestionMutation((id: number) => api.delete(`${suggestionsPath}/${id}`));
