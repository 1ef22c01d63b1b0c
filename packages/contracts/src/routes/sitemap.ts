import type { AnyRoute } from './route.js';

/** The sitemap service's routes, declared once (filled in as the service moves to the one shape). */
export const sitemapRoutes: Record<string, AnyRoute> = {};
