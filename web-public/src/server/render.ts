import type { QueryClient } from '@tanstack/react-query';
import { createRequestHandler, getSsrStatus, RouterServer, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PublicDataSource } from '../data/source';
import type { ServerManifest } from './client-build';
import { ownInlineScripts, renderMark } from './content-security-policy';
import { createAppRouter, createQueryClient, type RenderReport } from '../router';

/** A page as the router rendered it: HTML, or a redirect. */
export interface RenderedPage {
  status: number;
  html: string;
  /** The hashes of the inline scripts the router wrote into `html` itself (none that came in with the page's data). */
  scripts: string[];
  location: string | null;
}

/**
 * Renders one URL with the app's router: loaders run (reading what `seed`
 * already put in the query cache), the document is rendered to a string with
 * the dehydrated router and query state, and the status says 200, 404 or 500, or 410
 * where a loader reported the city gone (the not-found screen); a loader's or
 * beforeLoad's redirect comes back as its status and location.
 * The router marks the script tags it writes with a secret of this render, so
 * the page's policy hashes those and no other (content-security-policy.ts).
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
  const mark = renderMark();
  const report: RenderReport = { gone: false };
  const handle = createRequestHandler({
    createRouter: () => createAppRouter(options.dataSource, queryClient, mark, report),
    request: new Request(options.url),
    getRouterManifest: () => options.manifest,
  });
  let rendered: { status: number; html: string } | undefined;
  const response = await handle(async ({ router, responseHeaders }) => {
    try {
      const html = await transformHtmlStringWithRouter(router, renderToString(createElement(RouterServer, { router })));
      const status = getSsrStatus(router);
      rendered = { status: status === 404 && report.gone ? 410 : status, html };
      return new Response(null, { status: rendered.status, headers: responseHeaders });
    } finally {
      router.serverSsr?.cleanup();
    }
  });
  // A redirect (from a route's beforeLoad or loader) never reaches the render callback.
  if (!rendered) return { status: response.status, html: '', scripts: [], location: response.headers.get('location') };
  return { status: rendered.status, ...ownInlineScripts(rendered.html, mark), location: null };
}
