import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * The server's HTML of `element` at `path`, inside a router (for the header's links) and with a
 * query client (for the lists that fetch more), without React's text separators (`<!-- -->`).
 */
export async function renderRouted(element: ReactNode, path = '/barrie'): Promise<string> {
  const router = createRouter({ routeTree: createRootRoute({ component: () => element }), history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return html.replaceAll('<!-- -->', '');
}
