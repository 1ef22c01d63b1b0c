import type { AnyRoute } from './route.js';

/** The catalog service's routes, declared once (filled in as the service moves to the one shape). */
export const catalogRoutes: Record<string, AnyRoute> = {};
