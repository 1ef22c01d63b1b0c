import type { QueryClient } from '@tanstack/react-query';
import { createRequestHandler, getSsrStatus, RouterServer, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
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
 *
 * The router's default handler wraps the HTML in a Response that is then read
 * back as text; here the HTML is kept as the string it is (a CPU profile showed
 * that round trip at about a tenth of a render).
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
  let rendered: { status: number; html: string } | undefined;
  const response = await handle(async ({ router, responseHeaders }) => {
    try {
      const html = await transformHtmlStringWithRouter(router, renderToString(createElement(RouterServer, { router })));
      rendered = { status: getSsrStatus(router), html };
      return new Response(null, { status: rendered.status, headers: responseHeaders });
    } finally {
      router.serverSsr?.cleanup();
    }
  });
  // A redirect (from a route's beforeLoad) never reaches the render callback.
  if (!rendered) return { status: response.status, html: '', location: response.headers.get('location') };
  return { ...rendered, location: null };
}
