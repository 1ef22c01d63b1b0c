import type { ProxiedRoute } from '../route-table.js';

/** The cities service's routes. GET /api/cities is the gateway's own (cached, composition/page-data.ts). */
export const cityRoutes: readonly ProxiedRoute[] = [
  { method: 'GET', url: '/api/cities/:slug', upstream: 'cities', access: 'public' },
  { method: 'POST', url: '/api/cities', upstream: 'cities', access: 'admin' },
  { method: 'PATCH', url: '/api/cities/:id', upstream: 'cities', access: 'admin' },
  { method: 'GET', url: '/api/admin/cities', upstream: 'cities', access: 'admin' },
  { method: 'GET', url: '/api/admin/cities/:id', upstream: 'cities', access: 'admin' },
];
