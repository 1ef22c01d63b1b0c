import { gatewayGraceMs, importTimeLimitsMs } from '@local-seo/contracts';
import type { ProxiedRoute } from '../route-table.js';

/** The contractors import's own limit and a minute more for its answer. */
const importTimeoutMs = importTimeLimitsMs.contractors + gatewayGraceMs;

/** The contractors service's routes. */
export const contractorRoutes: readonly ProxiedRoute[] = [
  // Public (decision 2: these answers carry nothing internal)
  { method: 'GET', url: '/api/contractors/search/:slug', upstream: 'contractors', access: 'public' },
  { method: 'GET', url: '/api/contractors/details/:id', upstream: 'contractors', access: 'public' },
  { method: 'GET', url: '/api/contractors/city/:slug/summary', upstream: 'contractors', access: 'public' },
  // The Contractors tab
  { method: 'GET', url: '/api/contractors/template', upstream: 'contractors', access: 'admin' },
  { method: 'GET', url: '/api/contractors/authentic', upstream: 'contractors', access: 'admin' },
  { method: 'GET', url: '/api/contractors/brand-customers', upstream: 'contractors', access: 'admin' },
  { method: 'GET', url: '/api/contractors/stats', upstream: 'contractors', access: 'admin' },
  // Any contractor's details, also of a city not yet live (the public route answers only live ones)
  { method: 'GET', url: '/api/admin/contractors/details/:id', upstream: 'contractors', access: 'admin' },
  // Populations from Google Places, and their state
  { method: 'POST', url: '/api/admin/contractors/populate/:slug', upstream: 'contractors', access: 'admin' },
  { method: 'GET', url: '/api/admin/contractors/population', upstream: 'contractors', access: 'admin' },
  // Import of authentic contractors
  { method: 'POST', url: '/api/import/contractors', upstream: 'contractors', access: 'admin', timeoutMs: importTimeoutMs, upload: true },
  { method: 'GET', url: '/api/import/contractors/template', upstream: 'contractors', access: 'admin' },
];
