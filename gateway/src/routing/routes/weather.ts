import type { ProxiedRoute } from '../route-table.js';

/**
 * The weather service gives a suggestions import 2 minutes in its one transaction
 * (services/weather/src/routes/suggestion-import.ts); the gateway waits that long plus a
 * minute for the answer, not its 10 s default.
 */
const importTimeoutMs = 3 * 60_000;

/** The weather service's routes. */
export const weatherRoutes: readonly ProxiedRoute[] = [
  // The static path is matched before the slug one.
  { method: 'GET', url: '/api/weather/suggestions', upstream: 'weather', access: 'public' },
  { method: 'POST', url: '/api/weather/suggestions', upstream: 'weather', access: 'admin' },
  { method: 'PATCH', url: '/api/weather/suggestions/:id', upstream: 'weather', access: 'admin' },
  { method: 'DELETE', url: '/api/weather/suggestions/:id', upstream: 'weather', access: 'admin' },
  { method: 'GET', url: '/api/weather/:slug', upstream: 'weather', access: 'public' },
  { method: 'POST', url: '/api/import/weather-suggestions', upstream: 'weather', access: 'admin', timeoutMs: importTimeoutMs },
  { method: 'GET', url: '/api/import/weather-suggestions/template', upstream: 'weather', access: 'admin' },
  { method: 'GET', url: '/api/admin/weather', upstream: 'weather', access: 'admin' },
  { method: 'GET', url: '/api/admin/weather/:slug', upstream: 'weather', access: 'admin' },
  { method: 'POST', url: '/api/admin/weather/refresh', upstream: 'weather', access: 'admin' },
];
