import type { HTTPMethods } from 'fastify';

/** The services behind the gateway. */
export type Upstream = 'cities';

/**
 * Who may call a route. Every write is admin-only whatever is written here
 * (decision 1); 'admin' also guards reads that only staff may see.
 */
export type Access =
  | 'public'
  | 'admin'
  /** Public, except with the query flags named here (e.g. `?all=true` lists inactive cities). */
  | { adminWhenQuery: Record<string, string> };

export interface ProxiedRoute {
  method: HTTPMethods;
  url: string;
  upstream: Upstream;
  access: Access;
}

/**
 * Every /api route the gateway routes to a service, explicitly. A route not
 * listed here answers 404 at the gateway; a test walks this table and proves
 * each admin route and each write refuses an anonymous request.
 */
export const proxiedRoutes: readonly ProxiedRoute[] = [
  { method: 'GET', url: '/api/cities', upstream: 'cities', access: { adminWhenQuery: { all: 'true' } } },
  { method: 'GET', url: '/api/cities/:slug', upstream: 'cities', access: 'public' },
  { method: 'POST', url: '/api/cities', upstream: 'cities', access: 'admin' },
  { method: 'PATCH', url: '/api/cities/:id', upstream: 'cities', access: 'admin' },
  { method: 'GET', url: '/api/admin/cities', upstream: 'cities', access: 'admin' },
  { method: 'GET', url: '/api/admin/cities/:id', upstream: 'cities', access: 'admin' },
];

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isWrite = (method: string) => writeMethods.has(method.toUpperCase());

/** Whether this request needs an admin session. */
export function needsAdmin(route: Pick<ProxiedRoute, 'method' | 'access'>, query: Record<string, unknown>): boolean {
  if (isWrite(route.method) || route.access === 'admin') return true;
  if (route.access === 'public') return false;
  return Object.entries(route.access.adminWhenQuery).some(([name, value]) => query[name] === value);
}
