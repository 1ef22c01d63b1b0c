import { z } from 'zod';
import { recordIdParams, slugParams } from '../http/params.js';
import { gatewayGraceMs, importTimeLimitsMs } from '../http/time-limits.js';
import {
  weatherCacheStatusSchema,
  weatherDataSchema,
  weatherRefreshAnswerSchema,
  weatherReportSchema,
  weatherSuggestionCreateSchema,
  weatherSuggestionImportResultSchema,
  weatherSuggestionSchema,
  weatherSuggestionUpdateSchema,
} from '../http/weather.js';
import { route } from './route.js';

const suggestionId = recordIdParams('Weather suggestion');

/** The weather service: cached weather per city, its refresh, and the weather suggestions. */
export const weatherRoutes = {
  // The static path is declared (and matched) before the slug one.
  listSuggestions: route({
    method: 'GET',
    path: '/api/weather/suggestions',
    service: 'weather',
    access: 'public',
    summary: 'Every weather suggestion, by condition: the page matches them against the current weather',
    answer: z.array(weatherSuggestionSchema),
  }),
  createSuggestion: route({
    method: 'POST',
    path: '/api/weather/suggestions',
    service: 'weather',
    access: 'editor',
    summary: 'Adds a suggestion for a weather condition (one per condition, whatever its case)',
    body: weatherSuggestionCreateSchema,
    answer: weatherSuggestionSchema,
    status: 201,
  }),
  updateSuggestion: route({
    method: 'PATCH',
    path: '/api/weather/suggestions/:id',
    service: 'weather',
    access: 'editor',
    summary: 'Changes some fields of a suggestion',
    params: suggestionId,
    body: weatherSuggestionUpdateSchema,
    answer: weatherSuggestionSchema,
  }),
  deleteSuggestion: route({
    method: 'DELETE',
    path: '/api/weather/suggestions/:id',
    service: 'weather',
    access: 'editor',
    summary: 'Deletes a suggestion',
    params: suggestionId,
    status: 204,
  }),
  report: route({
    method: 'GET',
    path: '/api/weather/:slug',
    service: 'weather',
    access: 'public',
    summary: "A live city's current weather and forecast from the cache (fetched first when nothing fresh is stored), stale with its age, or unavailable",
    params: slugParams,
    answer: weatherReportSchema,
  }),
  importSuggestions: route({
    method: 'POST',
    path: '/api/import/weather-suggestions',
    service: 'weather',
    access: 'editor',
    summary: 'Imports suggestions from a CSV matched by condition, all or nothing (or the valid rows with skipInvalid=true)',
    answer: weatherSuggestionImportResultSchema,
    upload: true,
    // The import's own limit in its service, and a minute more for its answer.
    timeLimitMs: importTimeLimitsMs.weatherSuggestions + gatewayGraceMs,
  }),
  importTemplate: route({
    method: 'GET',
    path: '/api/import/weather-suggestions/template',
    service: 'weather',
    access: 'viewer',
    summary: 'A sample CSV of the suggestions import, with its columns',
    format: 'csv',
  }),
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
