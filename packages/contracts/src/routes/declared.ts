import { auditRoutes } from './audit.js';
import { catalogRoutes } from './catalog.js';
import { citiesRoutes } from './cities.js';
import { contractorsRoutes } from './contractors.js';
import { gatewayRoutes } from './gateway.js';
import type { AnyRoute } from './route.js';
import { seoRoutes } from './seo.js';
import { sitemapRoutes } from './sitemap.js';
import { weatherRoutes } from './weather.js';

/** Every route of the platform, declared once (a service's routes are its object's values). */
export const declaredRoutes: readonly AnyRoute[] = [gatewayRoutes, citiesRoutes, catalogRoutes, contractorsRoutes, weatherRoutes, seoRoutes, sitemapRoutes, auditRoutes].flatMap(
  (routes) => Object.values(routes),
);
