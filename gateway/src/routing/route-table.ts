import { declaredRoutes, type AnyRoute } from '@local-seo/contracts';
import type { HTTPMethods } from 'fastify';
import { cityRoutes } from './routes/cities.js';

/** The services behind the gateway. */
export const upstreamNames = ['cities', 'catalog', 'contractors', 'weather', 'seo', 'sitemap'] as const;
export type Upstream = (typeof upstreamNames)[number];

/**
 * Who may call a route. Every write is admin-only whatever is written here
 * (docs/decisions.md, decision 1); 'admin' also guards reads that only staff may see.
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
  /** For long admin actions (an audit, a tracking run, a large import): overrides UPSTREAM_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Takes a file upload, whose body may take long to arrive; any other request must arrive within seconds. */
  upload?: boolean;
}

/**
 * Every route the gateway routes to a service, explicitly (one file per
 * service in ./routes). A route not listed answers 404 at the gateway; a test
 * walks this table and proves each admin route and each write refuses an
 * anonymous request.
 */
const fromDeclaration = (route: AnyRoute): ProxiedRoute => ({
  method: route.method,
  url: route.path,
  upstream: route.service as Upstream,
  access: route.access === 'public' ? 'public' : 'admin',
  ...(route.timeLimitMs ? { timeoutMs: route.timeLimitMs } : {}),
  ...(route.upload ? { upload: true } : {}),
});

/** Routes declared in the contracts, then those of services not yet declared there (./routes). */
const declared = declaredRoutes.filter((route) => route.service !== 'gateway' && !route.cachedByGateway).map(fromDeclaration);
const isDeclared = (route: ProxiedRoute) => declaredRoutes.some((d) => d.method === route.method && d.path === route.url);

export const proxiedRoutes: readonly ProxiedRoute[] = [
  ...declared,
  ...[...cityRoutes].filter((route) => !isDeclared(route)),
];

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isWrite = (method: string) => writeMethods.has(method.toUpperCase());

/** Whether this request needs an admin session. */
export function needsAdmin(route: Pick<ProxiedRoute, 'method' | 'access'>, query: Record<string, unknown>): boolean {
  if (isWrite(route.method) || route.access === 'admin') return true;
  if (route.access === 'public') return false;
  return Object.entries(route.access.adminWhenQuery).some(([name, value]) => query[name] === value);
}
