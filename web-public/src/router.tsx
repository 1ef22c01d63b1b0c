import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { LoadingScreen } from './components/LoadingScreen';
import { PageError } from './components/PageError';
import type { PublicDataSource } from './data/source';
import { routeTree } from './routeTree.gen';

/** What every route's loader and component can reach. */
export interface RouterContext {
  queryClient: QueryClient;
  dataSource: PublicDataSource;
}

/** The client data defaults (docs/behaviour/public-site.md#the-calls-the-browser-makes): no interval refetch, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchInterval: false, refetchOnWindowFocus: false, retry: false },
    },
  });
}

/**
 * One router (and query client) per server request, one in the browser. The SSR
 * query integration dehydrates what the loaders fetched into the HTML and
 * hydrates it in the browser, so the first render there fetches nothing.
 */
export function createAppRouter(dataSource: PublicDataSource, queryClient: QueryClient = createQueryClient()) {
  const router = createRouter({
    routeTree,
    context: { queryClient, dataSource },
    defaultPreload: 'intent',
    defaultPendingComponent: LoadingScreen,
    defaultErrorComponent: PageError,
    defaultPendingMs: 150,
    scrollRestoration: true,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
