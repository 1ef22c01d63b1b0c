import { gatewayGraceMs, importTimeLimitsMs } from '@local-seo/contracts';
import type { ProxiedRoute } from '../route-table.js';

/** A suggestions import's own limit and a minute more for its answer, not the 10 s default. */
const importTimeoutMs = importTimeLimitsMs.weatherSuggestions + gatewayGraceMs;

/** The weather service's routes. */
export const weatherRoutes: readonly ProxiedRoute[] = [
  // The static path is matched before the slug one.
  { method: 'GET', url: '/api/weather/suggestions', upstream: 'weather', access: 'public' },
  { method: 'POST', url: '/api/weather/suggestions', upstream: 'weather', access: 'admin' },
  { method: 'PATCH', url: '/api/weather/suggestions/:id', upstream: 'weather', access: 'admin' },
  { method: 'DELETE', url: '/api/weather/suggestions/:id', upstream: 'weather', access: 'admin' },
  { method: 'GET', url: '/api/weather/:slug', upstream: 'weather', access: 'public' },
  { method: 'POST', url: '/api/import/weather-suggestions', upstream: 'weather', access: 'admin', timeoutMs: importTimeoutMs, upload: true },
  { method: 'GET', url: '/api/import/weather-suggestions/template', upstream: 'weather', access: 'admin' },
  { method: 'GET', url: '/api/admin/weather', upstream: 'weather', access: 'admin' },
  { method: 'GET', url: '/api/admin/weather/:slug', upstream: 'weather', access: 'admin' },
  { method: 'POST', url: '/api/admin/weather/refresh', upstream: 'weather', access: 'admin' },
];
