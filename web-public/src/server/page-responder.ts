import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { sameOriginPath, type PageDataSource, type SiteSettings } from '@local-seo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { activeCitiesQueryOptions, pageDataQueryOptions, schemaSettingsQueryOptions, siteQueryOptions } from '../data/queries';
import type { ServerManifest } from './client-build';
import { pageContentSecurityPolicy } from './content-security-policy';
import { HtmlCache, type CachedPage } from './html-cache';
import { pageRequestOf } from './paths';
import { renderPage } from './render';
import { deliveryData, serverDataSource } from './server-source';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** What to send for a page request. */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body in each encoding, compressed once per rendering. */
  bodies: Record<Encoding, Buffer>;
}

interface Prepared {
  /** The version of the data the page shows; null when the page is not cached. */
  version: string | null;
  seed: (queryClient: QueryClient) => void;
}

const htmlType = 'text/html; charset=utf-8';
// Pages change when the admin or the weather changes them: browsers revalidate each time (cheap, by etag).
const revalidate = 'public, max-age=0, must-revalidate';

/**
 * Answers page requests: finds the version of the data a page shows, answers
 * from the HTML cache when that version was rendered before, else renders it
 * (once, however many requests wait for it) and caches a 200 page with its
 * compressed copies.
 */
export function createPageResponder(options: {
  source: PageDataSource;
  site: SiteSettings;
  manifest: ServerManifest;
  cacheEntries: number;
}) {
  const { source, site, manifest } = options;
  const dataSource = serverDataSource(source, site);
  const cache = new HtmlCache(options.cacheEntries);
  const rendering = new Map<string, Promise<CachedPage>>();
  // A new client build changes every page (its script names), so it is part of each etag.
  const buildId = JSON.stringify(manifest.routes);
  const seedSite = (queryClient: QueryClient) => queryClient.setQueryData(siteQueryOptions(dataSource).queryKey, site);

  /** Reads the page's data once, ahead of the render, to know its version and hand it to the loaders. */
  async function prepare(url: URL): Promise<Prepared> {
    const request = pageRequestOf(url.pathname);
    try {
      if (request.kind === 'city') {
        const page = await source.pageData(request.slug);
        return {
          version: page?.etag ?? null,
          seed: (queryClient) => {
            seedSite(queryClient);
            queryClient.setQueryData(pageDataQueryOptions(dataSource, request.slug).queryKey, page?.data ?? null);
          },
        };
      }
      if (request.kind === 'delivery') {
        const delivery = await deliveryData(source);
        return {
          version: delivery.version,
          seed: (queryClient) => {
            seedSite(queryClient);
            queryClient.setQueryData(activeCitiesQueryOptions(dataSource).queryKey, delivery.cities);
            queryClient.setQueryData(schemaSettingsQueryOptions(dataSource).queryKey, delivery.schema);
          },
        };
      }
    } catch {
      // The router's loaders ask again and render the failure (the not-found screen, status 500).
    }
    return { version: null, seed: seedSite };
  }

  async function renderToPage(url: URL, prepared: Prepared): Promise<CachedPage> {
    const rendered = await renderPage({ url, dataSource, manifest, seed: prepared.seed });
    if (rendered.location) {
      const location = sameOriginPath(rendered.location, site.publicBaseUrl);
      return { status: rendered.status, headers: { location }, body: Buffer.alloc(0), br: Buffer.alloc(0), gzip: Buffer.alloc(0) };
    }
    const body = Buffer.from(rendered.html);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 6 }),
    ]);
    // The policy names this HTML's own inline scripts by hash, so it is cached with it.
    const headers: Record<string, string> = { 'content-type': htmlType, 'content-security-policy': pageContentSecurityPolicy(rendered.html) };
    if (rendered.status === 200 && prepared.version !== null) {
      headers['cache-control'] = revalidate;
      headers.etag = `"${createHash('sha1').update(`${buildId}\n${prepared.version}`).digest('base64url')}"`;
    } else {
      headers['cache-control'] = 'no-store';
    }
    return { status: rendered.status, headers, body, br, gzip: gz };
  }

  return {
    async respond(url: URL): Promise<PageAnswer> {
      const prepared = await prepare(url);
      // Only plain paths are cached: a query string would let anyone fill the cache.
      const cacheable = prepared.version !== null && url.search === '';
      const key = url.pathname;
      let page = cacheable ? cache.get(key, prepared.version!) : undefined;
      if (!page) {
        const flightKey = `${key}\n${prepared.version}`;
        let pending = cacheable ? rendering.get(flightKey) : undefined;
        if (!pending) {
          pending = renderToPage(url, prepared);
          if (cacheable) {
            rendering.set(flightKey, pending);
            void pending.finally(() => rendering.delete(flightKey)).catch(() => undefined);
          }
        }
        page = await pending;
        if (cacheable && page.status === 200) cache.set(key, prepared.version!, page);
      }
      return { status: page.status, headers: page.headers, bodies: { identity: page.body, br: page.br, gzip: page.gzip } };
    },
  };
}
