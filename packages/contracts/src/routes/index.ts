import { citiesRoutes } from './cities.js';
import type { AnyRoute } from './route.js';

export * from './route.js';
export * from './openapi.js';
export * from './cities.js';

/** Every route of the platform, declared once (a service's routes are its object's values). */
export const declaredRoutes: readonly AnyRoute[] = [...Object.values(citiesRoutes)];
