import type { FastifyInstance, RouteOptions } from 'fastify';

export interface ExposedRoute {
  method: string;
  url: string;
}

const registries = new WeakMap<FastifyInstance, ExposedRoute[]>();

/** Starts recording every route registered on the app from now on, in any plugin scope. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: ExposedRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url });
  });
}

/** Every route the app exposes (for the access test that keeps admin routes closed). */
export function exposedRoutes(app: FastifyInstance): readonly ExposedRoute[] {
  return registries.get(app) ?? [];
}
