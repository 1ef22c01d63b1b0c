import type { QueryClient } from '@tanstack/react-query';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import type { PublicDataSource } from '../data/source';
import type { ServerManifest } from './client-build';
import { createAppRouter, createQueryClient } from '../router';

/** A page as the router rendered it: HTML, or a redirect. */
export interface RenderedPage {
  status: number;
  html: string;
  location: string | null;
}

/**
 * Renders one URL with the app's router: loaders run (reading what `seed`
 * already put in the query cache), the document is rendered to a string with
 * the dehydrated router and query state, and the status says 200, 404 or 500.
 */
export async function renderPage(options: {
  url: URL;
  dataSource: PublicDataSource;
  manifest: ServerManifest;
  seed: (queryClient: QueryClient) => void;
}): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  options.seed(queryClient);
  const handle = createRequestHandler({
    createRouter: () => createAppRouter(options.dataSource, queryClient),
    request: new Request(options.url),
    getRouterManifest: () => options.manifest,
  });
  const response = await handle(defaultRenderHandler);
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}
