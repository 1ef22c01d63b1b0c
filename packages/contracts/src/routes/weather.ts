import { z } from 'zod';
import { slugParams } from '../http/params.js';
import { gatewayGraceMs, importTimeLimitsMs } from '../http/time-limits.js';
import {
  adminWeatherSuggestionSchema,
  weatherCacheStatusSchema,
  weatherDataSchema,
  weatherRefreshAnswerSchema,
  weatherReportSchema,
  weatherSuggestionCreateSchema,
  weatherSuggestionIdParams,
  weatherSuggestionImportResultSchema,
  weatherSuggestionSchema,
  weatherSuggestionUpdateSchema,
} from '../http/weather.js';
import { csvImportRoutes, route } from './route.js';

/** Suggestions from a CSV: the import's own limit in its service, and a minute more for its answer. */
const suggestionsImport = csvImportRoutes({
  service: 'weather',
  type: 'weather-suggestions',
  imports: 'suggestions from a CSV matched by condition',
  label: 'suggestions',
  answer: weatherSuggestionImportResultSchema,
  timeLimitMs: importTimeLimitsMs.weatherSuggestions + gatewayGraceMs,
});

/** The weather service: cached weather per city, its refresh, and the weather suggestions. */
export const weatherRoutes = {
  report: route({
    method: 'GET',
    path: '/api/weather/:slug',
    service: 'weather',
    access: 'public',
    summary: "A live city's current weather and forecast from the cache (fetched first when nothing fresh is stored), stale with its age, or unavailable",
    params: slugParams,
    answer: weatherReportSchema,
  }),
  listSuggestions: route({
    method: 'GET',
    path: '/api/weather/suggestions',
    service: 'weather',
    access: 'public',
    summary: 'Every weather suggestion, by condition: the page matches them against the current weather',
    answer: z.array(weatherSuggestionSchema),
  }),
  adminSuggestions: route({
    method: 'GET',
    path: '/api/admin/weather-suggestions',
    service: 'weather',
    access: 'viewer',
    summary: 'Every weather suggestion as staff edit them, by condition: each with its version (If-Match of a change) and who changed it last',
    answer: z.array(adminWeatherSuggestionSchema),
  }),
  createSuggestion: route({
    method: 'POST',
    path: '/api/weather/suggestions',
    service: 'weather',
    access: 'editor',
    summary: 'Adds a suggestion for a weather condition (one per condition, whatever its case)',
    body: weatherSuggestionCreateSchema,
    answer: adminWeatherSuggestionSchema,
    status: 201,
  }),
  updateSuggestion: route({
    method: 'PATCH',
    path: '/api/weather/suggestions/:id',
    service: 'weather',
    access: 'editor',
    summary:
      'Changes some fields of a suggestion; If-Match with its version ("3") refuses a change based on an older one (412 with the current suggestion), without it the last writer wins',
    params: weatherSuggestionIdParams,
    body: weatherSuggestionUpdateSchema,
    answer: adminWeatherSuggestionSchema,
    versioned: true,
  }),
  deleteSuggestion: route({
    method: 'DELETE',
    path: '/api/weather/suggestions/:id',
    service: 'weather',
    access: 'editor',
    summary: 'Deletes a suggestion',
    params: weatherSuggestionIdParams,
    status: 204,
  }),
  importSuggestions: suggestionsImport.upload,
  importTemplate: suggestionsImport.template,
  cacheStatus: route({
    method: 'GET',
    path: '/api/admin/weather',
    service: 'weather',
    access: 'viewer',
    summary: "Each live city's cached weather and last call to the provider, and whether the provider is usable",
    answer: weatherCacheStatusSchema,
  }),
  storedWeather: route({
    method: 'GET',
    path: '/api/admin/weather/:slug',
    service: 'weather',
    access: 'viewer',
    summary: "A city's stored weather_data row, every field, the provider's raw answer included",
    params: slugParams,
    answer: weatherDataSchema,
  }),
  refreshAll: route({
    method: 'POST',
    path: '/api/admin/weather/refresh',
    service: 'weather',
    access: 'editor',
    summary: 'Refreshes every live city now, in the background (409 when the provider is not configured)',
    answer: weatherRefreshAnswerSchema,
    status: 202,
  }),
};
