import { catalogImportTypes } from '@local-seo/contracts';
import type { ProxiedRoute } from '../route-table.js';

const admin = (method: ProxiedRoute['method'], url: string): ProxiedRoute => ({ method, url, upstream: 'catalog', access: 'admin' });

/** The catalog service's routes. Only the two lists a visitor's page reads are public (decision 2). */
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
  admin('POST', '/api/admin/clean-product-names'),
  admin('POST', '/api/admin/consolidate-products'),
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
  ...catalogImportTypes.flatMap((type) => [admin('POST', `/api/import/${type}`), admin('GET', `/api/import/${type}/template`)]),
];
