import type { AnyRoute } from './route.js';

/** The seo service's routes, declared once (filled in as the service moves to the one shape). */
export const seoRoutes: Record<string, AnyRoute> = {};
