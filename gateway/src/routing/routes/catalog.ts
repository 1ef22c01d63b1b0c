import { catalogImportTypes, gatewayGraceMs, importTimeLimitsMs } from '@local-seo/contracts';
import type { ProxiedRoute } from '../route-table.js';

const admin = (method: ProxiedRoute['method'], url: string, timeoutMs?: number): ProxiedRoute => ({
  method,
  url,
  upstream: 'catalog',
  access: 'admin',
  ...(timeoutMs ? { timeoutMs } : {}),
});
const upload = (url: string): ProxiedRoute => ({ ...admin('POST', url, importTimeoutMs), upload: true });

/**
 * The catalog's own limits for its long admin actions, plus a minute for the answer to
 * come back: an import's transaction may run 30 minutes (services/catalog/src/routes/imports.ts),
 * a name clean-up or a consolidation 2 minutes (routes/maintenance.ts). Waiting less would
 * answer 503 while the catalog carries on and commits.
 */
const importTimeoutMs = importTimeLimitsMs.catalog + gatewayGraceMs;
const maintenanceTimeoutMs = 3 * 60_000;

/** The catalog service's routes. Only the two lists a visitor's page reads are public (docs/decisions.md, decision 2). */
export const catalogRoutes: readonly ProxiedRoute[] = [
  { method: 'GET', url: '/api/products/city/:slug', upstream: 'catalog', access: 'public' },
  { method: 'GET', url: '/api/products/top', upstream: 'catalog', access: 'public' },
  admin('GET', '/api/products'),
  admin('GET', '/api/products/:id'),
  admin('POST', '/api/products'),
  admin('PATCH', '/api/products/:id'),
  admin('DELETE', '/api/products/:id'),
  admin('GET', '/api/categories'),
  admin('POST', '/api/categories'),
  admin('DELETE', '/api/categories/:id'),
  admin('GET', '/api/unit-types'),
  admin('POST', '/api/unit-types'),
  admin('GET', '/api/brand-statuses'),
  admin('POST', '/api/brand-statuses'),
  admin('POST', '/api/admin/clean-product-names', maintenanceTimeoutMs),
  admin('POST', '/api/admin/consolidate-products', maintenanceTimeoutMs),
  admin('GET', '/api/suppliers'),
  admin('GET', '/api/suppliers/raw'),
  admin('GET', '/api/supplier-locations'),
  admin('GET', '/api/supplier-locations/:id'),
  admin('POST', '/api/supplier-locations'),
  admin('PATCH', '/api/supplier-locations/:id'),
  admin('DELETE', '/api/supplier-locations/:id'),
  admin('PUT', '/api/supplier-locations/:id/products'),
  admin('GET', '/api/delivery/calculate'),
  admin('GET', '/api/catalog/stats'),
  // weather-suggestions is the weather service's import.
  ...catalogImportTypes.flatMap((type) => [
    upload(`/api/import/${type}`),
    admin('GET', `/api/import/${type}/template`),
  ]),
];
