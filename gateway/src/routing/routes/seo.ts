import type { ProxiedRoute } from '../route-table.js';

/** The seo service's routes: the SEO Analytics and Schema tabs, and the schema settings the public pages read. */
export const seoRoutes: readonly ProxiedRoute[] = [
  { method: 'GET', url: '/api/seo/pages', upstream: 'seo', access: 'admin' },
  { method: 'GET', url: '/api/seo/keywords', upstream: 'seo', access: 'admin' },
  { method: 'POST', url: '/api/seo/keywords', upstream: 'seo', access: 'admin' },
  { method: 'DELETE', url: '/api/seo/keywords/:id', upstream: 'seo', access: 'admin' },
  { method: 'GET', url: '/api/seo/tracking-runs', upstream: 'seo', access: 'admin' },
  { method: 'GET', url: '/api/seo/serp', upstream: 'seo', access: 'admin' },
  { method: 'POST', url: '/api/seo/track', upstream: 'seo', access: 'admin', timeoutMs: 5 * 60_000 },
  { method: 'POST', url: '/api/seo/audit', upstream: 'seo', access: 'admin', timeoutMs: 5 * 60_000 },
  { method: 'GET', url: '/api/seo/onpage', upstream: 'seo', access: 'admin' },
  { method: 'GET', url: '/api/seo/settings', upstream: 'seo', access: 'admin' },
  { method: 'PUT', url: '/api/seo/settings', upstream: 'seo', access: 'admin' },
  { method: 'GET', url: '/api/seo/schema-settings', upstream: 'seo', access: 'public' },
  { method: 'PUT', url: '/api/seo/schema-settings', upstream: 'seo', access: 'admin' },
  { method: 'GET', url: '/api/seo/schema-settings/versions', upstream: 'seo', access: 'admin' },
];
