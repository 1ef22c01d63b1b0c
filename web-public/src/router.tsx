import { dehydrate, hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { LoadingScreen } from './components/LoadingScreen';
import { PageError } from './components/PageError';
import type { PublicDataSource } from './data/source';
import { routeTree } from './routeTree.gen';

/**
 * What a render's loaders tell the server's answer beyond the router's own status and
 * redirects: a city page that is gone is the not-found screen answered 410 (server/render.ts).
 */
export interface RenderReport {
  gone: boolean;
}

/** What every route's loader and component can reach. */
export interface RouterContext {
  queryClient: QueryClient;
  dataSource: PublicDataSource;
  /** The server render's report; the browser's router keeps one nobody reads. */
  report: RenderReport;
}

/** The client data defaults (docs/behaviour/public-site.md#the-calls-the-browser-makes): no interval refetch, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchInterval: false, refetchOnWindowFocus: false, retry: false },
    },
  });
}

/** The router checks by type that what it dehydrates is serializable; query keys and data are `unknown` to it, though ours are plain JSON. */
type PlainJson = Record<string, never>;

/**
 * One router (and query client) per server request, one in the browser. What the
 * loaders fetched is dehydrated into the HTML with the router's state and hydrated
 * in the browser, so the first render there fetches nothing. Every query a page
 * needs is in the cache before it renders (renderToString, no suspense), so the
 * state goes out whole with the router's: TanStack's SSR query integration would
 * stream it instead, which keeps the router off its string fast path (a CPU
 * profile put that detour at about a fifth of a cold render).
 */
export function createAppRouter(dataSource: PublicDataSource, queryClient: QueryClient = createQueryClient(), renderMark?: string, report: RenderReport = { gone: false }) {
  const router = createRouter({
    routeTree,
    context: { queryClient, dataSource, report },
    defaultPreload: 'intent',
    defaultPendingComponent: LoadingScreen,
    defaultErrorComponent: PageError,
    defaultPendingMs: 150,
    scrollRestoration: true,
    dehydrate: () => ({ queries: dehydrate(queryClient, { shouldDehydrateQuery: () => true }) as unknown as PlainJson }),
    hydrate: ({ queries }) => hydrate(queryClient, queries as unknown as DehydratedState),
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    // On the server, the nonce of every script tag the router writes: how the page's policy tells its own scripts from any other (server/content-security-policy.ts).
    ...(renderMark === undefined ? {} : { ssr: { nonce: renderMark } }),
  });
  return router;
}

type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
