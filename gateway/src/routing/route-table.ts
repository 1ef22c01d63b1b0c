import { declaredRoutes, serviceNames, type AnyRoute, type ServiceName } from '@local-seo/contracts';

/** The services behind the gateway. */
export const upstreamNames = serviceNames;
export type Upstream = ServiceName;

/** A route the gateway passes on to the service that answers it. */
export type ProxiedRoute = AnyRoute & { service: Upstream };

/**
 * Every route the gateway passes on: each route a service answers, as declared in
 * the contracts (its access, time limit and upload flag with it), but those the
 * gateway answers itself from its cache. A route not declared answers 404 here.
 */
export const proxiedRoutes: readonly ProxiedRoute[] = declaredRoutes.filter(
  (route): route is ProxiedRoute => route.service !== 'gateway' && !route.cachedByGateway,
);
