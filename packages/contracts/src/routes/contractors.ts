import type { AnyRoute } from './route.js';

/** The contractors service's routes, declared once (filled in as the service moves to the one shape). */
export const contractorsRoutes: Record<string, AnyRoute> = {};
