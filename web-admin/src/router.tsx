import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { RouteError, RouteNotFound, RoutePending } from './shell/route-states';

/** What every route's loader and beforeLoad receive. */
export interface AdminRouterContext {
  queryClient: QueryClient;
}

/** The admin app's router: file routes under /admin, data through TanStack Query. */
export function createAdminRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: '/admin',
    context: { queryClient } satisfies AdminRouterContext,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router never holds data of its own.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAdminRouter>;
  }
}
