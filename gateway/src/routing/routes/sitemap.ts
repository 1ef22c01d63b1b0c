import type { ProxiedRoute } from '../route-table.js';

const admin = (method: 'GET' | 'POST', url: string): ProxiedRoute => ({ method, url, upstream: 'sitemap', access: 'admin' });
/** Regenerating, submitting and the self-test (which fetches every listed page) can outlast the usual upstream timeout. */
const longAdmin = (url: string): ProxiedRoute => ({ ...admin('POST', url), timeoutMs: 5 * 60_000 });

/** The sitemap service's routes: the crawler files at the site root, and the Sitemap tab's calls. */
export const sitemapRoutes: readonly ProxiedRoute[] = [
  { method: 'GET', url: '/sitemap.xml', upstream: 'sitemap', access: 'public' },
  { method: 'GET', url: '/sitemap-:number.xml', upstream: 'sitemap', access: 'public' },
  { method: 'GET', url: '/robots.txt', upstream: 'sitemap', access: 'public' },
  // The IndexNow key file, /{key}.txt at the site root.
  { method: 'GET', url: '/:indexNowKey.txt', upstream: 'sitemap', access: 'public' },
  admin('GET', '/api/admin/sitemap-status'),
  admin('GET', '/api/admin/google-sitemap-status'),
  admin('GET', '/api/admin/bing-sitemap-status'),
  admin('GET', '/api/admin/test-google-connection'),
  longAdmin('/api/admin/regenerate-sitemap'),
  longAdmin('/api/admin/regenerate-sitemap-index'),
  longAdmin('/api/admin/submit-sitemap-to-google'),
  longAdmin('/api/admin/submit-sitemap-to-bing'),
  longAdmin('/api/admin/submit-sitemap-all'),
  longAdmin('/api/admin/test-sitemap-system'),
];
