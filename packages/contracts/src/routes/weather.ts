import type { AnyRoute } from './route.js';

/** The weather service's routes, declared once (filled in as the service moves to the one shape). */
export const weatherRoutes: Record<string, AnyRoute> = {};
