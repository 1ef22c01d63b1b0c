import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { sameOriginPath, isUpstreamError, type PageDataChange, type PageDataSource, type SiteSettings } from '@local-seo/contracts';
import { cacheLookups } from '@local-seo/service-kit';
import type { QueryClient } from '@tanstack/react-query';
import { activeCitiesQueryOptions, pageDataQueryOptions, schemaSettingsQueryOptions, siteQueryOptions } from '../data/queries';
import type { ServerManifest } from './client-build';
import { pageContentSecurityPolicy } from './content-security-policy';
import { FinishedPage, PageCache, type CacheEntry, type PageDependency } from './page-cache';
import { pageRequestOf, type PageRequest } from './paths';
import { renderPage } from './render';
import { tooLongPage } from './too-long';
import { deliveryData, serverDataSource } from './server-source';

const htmlType = 'text/html; charset=utf-8';

/** Every page request, once: a hit when answered from a kept page, a miss when rendered for it (cache_lookups_total{cache="html"}). */
export const htmlLookups = cacheLookups('html');

/**
 * Pages change when the admin or the weather changes them. Browsers revalidate by
 * etag (max-age=0); a shared cache (CDN, nginx) may answer for 10 s, then serve
 * what it has while it revalidates, and keep serving it while the site is down.
 */
export const pageCacheControl = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400';
/** An unknown address: a shared cache may keep the answer as briefly as the site does. */
export const notFoundCacheControl = 'public, max-age=0, s-maxage=10';
/** A failure (a service down): nobody keeps it. */
const failureCacheControl = 'no-store';
/** A page with a part its data could not have: shared caches keep it no longer than the data is kept, and never serve it stale. */
const degradedCacheControl = (ttlMs: number) => `public, max-age=0, s-maxage=${Math.floor(ttlMs / 1000)}`;
/** Seconds a client is asked to wait before it asks again for a page whose products could not be had. */
const retryAfter = (ttlMs: number) => String(Math.max(1, Math.ceil(ttlMs / 1000)));

export interface PageResponderOptions {
  source: PageDataSource;
  site: SiteSettings;
  manifest: ServerManifest;
  /** How many live pages to keep (default: every one, a number the data bounds: one per active city, the delivery, terms and privacy pages). */
  cacheEntries?: number;
  /** How many other answers to keep: redirects, 404s and 410s, apart from the live pages (default 1000). */
  otherEntries?: number;
  /** How many bytes of live pages to keep, compressed copies included (default 256 MiB). */
  cacheBytes?: number;
  /** How long a not-found answer is kept (default 10 s; a city created or activated drops them at once). */
  notFoundTtlMs?: number;
  /**
   * How long a page is served before a request makes a background check of its
   * data's version (default 5 s). Events mark pages stale at once where the
   * source tells of changes; this catches data that expired by time, and is the
   * only way over HTTP.
   */
  revalidateMs?: number;
  /** Background renders at once (default 1: with each pausing as long as it took, answering pages keeps half the event loop at least). */
  concurrency?: number;
  /** Where failures of background renders are told (default: nowhere). */
  onError?: (err: unknown, path: string) => void;
  now?: () => number;
}

interface Prepared {
  /** The version of the data the page shows; null when it shows none or it could not be read. */
  version: string | null;
  /** When what the page shows last changed (ms since the epoch), if its data says; otherwise the page's render time is taken. */
  lastModified?: number;
  depends: PageDependency;
  /** Whether a part of the data could not be had, and whether that part is the products (the page's reason to be). */
  degraded: 'no' | 'part' | 'products';
  /** An earlier slug of the city: the path its address leads to now. */
  movedTo?: string;
  /** The city was made inactive: its address answers 410 Gone. */
  gone?: boolean;
  seed: (queryClient: QueryClient) => void;
}

/** A path as the cache knows it: `/{slug}` with the slug encoded one way only, the query string never part of it. */
export function canonicalPath(pathname: string): { key: string; request: PageRequest } {
  const request = pageRequestOf(pathname);
  if (request.kind === 'city') return { key: `/${encodeURIComponent(request.slug)}`, request };
  return { key: pathname, request };
}

/**
 * Answers page requests from finished pages. Pages read no query parameters, so
 * every variant of an address is its canonical path's page. A page is rendered
 * when first asked for (once, however many requests wait for it); from then on
 * it is answered from memory, and when its data changes (an event, a version
 * check) it is rendered again in the background and swapped in when done:
 * no request waits for a render once the page was rendered. One render per page
 * at a time; background work `concurrency` at a time, each pausing as long as
 * its render took, so answering pages keeps at least half the event loop.
 */
export function createPageResponder(options: PageResponderOptions) {
  const { source, site, manifest } = options;
  const now = options.now ?? Date.now;
  const revalidateMs = options.revalidateMs ?? 5000;
  const notFoundTtlMs = options.notFoundTtlMs ?? 10_000;
  const degradedTtlMs = source.degradedTtlMs ?? 15_000;
  const concurrency = options.concurrency ?? 1;
  const dataSource = serverDataSource(source, site);
  const cache = new PageCache({
    maxPages: options.cacheEntries,
    maxOthers: options.otherEntries ?? 1000,
    maxBytes: options.cacheBytes ?? 256 * 1024 * 1024,
  });
  // A new client build changes every page (its script names), so it is part of each etag.
  const buildId = JSON.stringify(manifest.routes);
  const startedAt = now();
  const siteVersion = createHash('sha1').update(JSON.stringify(site)).digest('base64url');
  const seedSite = (queryClient: QueryClient) => queryClient.setQueryData(siteQueryOptions(dataSource).queryKey, site);
  let renders = 0;
  /** Requests that waited for a render (nothing kept for their page). */
  let awaited = 0;

  /** Reads the page's data once, ahead of the render, to know its version and hand it to the loaders. */
  async function prepare(request: PageRequest): Promise<Prepared> {
    try {
      if (request.kind === 'city') {
        const page = await source.pageData(request.slug);
        const degraded = page?.data.degraded ?? [];
        const current = page?.data.city.url_slug;
        const updatedAt = page ? Date.parse(page.data.updatedAt) : NaN;
        return {
          version: page?.etag ?? null,
          lastModified: Number.isNaN(updatedAt) ? undefined : updatedAt,
          movedTo: current !== undefined && current !== request.slug ? `/${encodeURIComponent(current)}` : undefined,
          degraded: degraded.includes('products') ? 'products' : degraded.length > 0 ? 'part' : 'no',
          depends: { kind: 'city', slug: request.slug, cityId: page?.data.city.id ?? null },
          seed: (queryClient) => {
            seedSite(queryClient);
            queryClient.setQueryData(pageDataQueryOptions(dataSource, request.slug).queryKey, page?.data ?? null);
          },
        };
      }
      if (request.kind === 'legal') {
        // The terms and privacy pages show the brand settings alone: they change when the site is started with others.
        return { version: siteVersion, degraded: 'no', depends: { kind: 'none' }, seed: seedSite };
      }
      if (request.kind === 'delivery') {
        const delivery = await deliveryData(source);
        return {
          version: delivery.version,
          degraded: 'no',
          depends: { kind: 'delivery' },
          seed: (queryClient) => {
            seedSite(queryClient);
            queryClient.setQueryData(activeCitiesQueryOptions(dataSource).queryKey, delivery.cities);
            queryClient.setQueryData(schemaSettingsQueryOptions(dataSource).queryKey, delivery.schema);
          },
        };
      }
    } catch (err) {
      if (request.kind === 'city' && isUpstreamError(err) && err.status === 410) {
        // The not-found screen, answered 410 and kept like a 404; the city's activation drops it.
        return {
          version: null,
          depends: { kind: 'city', slug: request.slug, cityId: null },
          degraded: 'no',
          gone: true,
          seed: (queryClient) => {
            seedSite(queryClient);
            queryClient.setQueryData(pageDataQueryOptions(dataSource, request.slug).queryKey, null);
          },
        };
      }
      // The router's loaders ask again and render the failure (the not-found screen, status 500).
      return { version: null, depends: { kind: 'none' }, degraded: 'no', seed: seedSite };
    }
    return { version: null, depends: { kind: 'none' }, degraded: 'no', seed: seedSite };
  }

  /** Renders the page of `key`; null when it must not be kept (a failure). */
  async function render(key: string, prepared: Prepared, previous: FinishedPage | undefined): Promise<CacheEntry> {
    if (prepared.movedTo !== undefined) {
      // Kept with the city it leads to: a change of that city (a new slug) makes it lead to the new one, in one hop.
      const page = new FinishedPage(301, { location: prepared.movedTo, 'cache-control': pageCacheControl }, Buffer.alloc(0));
      return { page, version: prepared.version, depends: prepared.depends, live: false, degraded: false, checkAt: now() + revalidateMs, expiresAt: Infinity };
    }
    renders += 1;
    const rendered = await renderPage({ url: new URL(key, site.publicBaseUrl), dataSource, manifest, seed: prepared.seed });
    const at = now();
    if (rendered.location) {
      const location = sameOriginPath(rendered.location, site.publicBaseUrl);
      const page = new FinishedPage(rendered.status, { location }, Buffer.alloc(0));
      return { page, version: null, depends: { kind: 'none' }, live: false, degraded: false, checkAt: Infinity, expiresAt: Infinity };
    }
    const headers: Record<string, string> = {
      'content-type': htmlType,
      // The policy names this HTML's own inline scripts by hash, so it is kept with it.
      'content-security-policy': pageContentSecurityPolicy(rendered),
      vary: 'accept-encoding',
    };
    const found = rendered.status === 200 && prepared.version !== null;
    const notFound = rendered.status === 404;
    const gone = notFound && prepared.gone === true;
    const degraded = found && prepared.degraded !== 'no';
    // A city page without its products would tell crawlers the city gets nothing: 503, ask again soon.
    const status = found && prepared.degraded === 'products' ? 503 : gone ? 410 : rendered.status;
    if (status === 503) {
      headers['cache-control'] = failureCacheControl;
      headers['retry-after'] = retryAfter(degradedTtlMs);
    } else if (found) {
      headers['cache-control'] = degraded ? degradedCacheControl(degradedTtlMs) : pageCacheControl;
      // Strong: the version is of the data's content (never of when it was read), and the build is part of it.
      headers.etag = `"${createHash('sha1').update(`${buildId}\n${prepared.version}`).digest('base64url')}"`;
      // Never before this server started (its build may have changed every page), never in the future.
      headers['last-modified'] = new Date(Math.min(Math.max(prepared.lastModified ?? at, startedAt), at)).toUTCString();
    } else {
      headers['cache-control'] = notFound ? notFoundCacheControl : failureCacheControl;
    }
    const page = new FinishedPage(status, headers, Buffer.from(rendered.html));
    // A page replacing one that was sent compressed is compressed the same ways before it is swapped in.
    if (previous) await Promise.all(previous.encodings.map((encoding) => page.encode(encoding)));
    return {
      page,
      version: prepared.version,
      depends: prepared.depends,
      // Only the page of an address the data makes: a 200 (or its 503 while the products are missing) with a version of its data.
      live: found,
      degraded,
      checkAt: found && !degraded ? at + revalidateMs : Infinity,
      // Kept no longer than the data it shows: then the next request renders it again.
      expiresAt: degraded ? at + degradedTtlMs : found ? Infinity : notFound ? at + notFoundTtlMs : 0,
    };
  }

  const flights = new Map<string, Promise<CacheEntry>>();
  /** Paths changed while their render ran: rendered once more after it. */
  const changedDuringFlight = new Set<string>();

  /** The one render of `key` under way, or a new one: reads the data, renders unless the version is the one kept, keeps the result. */
  function produce(key: string, request: PageRequest): Promise<CacheEntry> {
    const running = flights.get(key);
    if (running) return running;
    const flight = (async () => {
      const prepared = await prepare(request);
      const kept = cache.get(key);
      if (kept && kept.version !== null && kept.version === prepared.version) {
        kept.checkAt = now() + revalidateMs;
        return kept;
      }
      // A whole page is served on while its data lacks a part (stale beats a false empty); checked again later.
      if (kept && !kept.degraded && kept.page.status === 200 && prepared.degraded !== 'no') {
        kept.checkAt = now() + revalidateMs;
        return kept;
      }
      const entry = await render(key, prepared, kept?.page);
      if (entry.expiresAt > now()) cache.set(key, entry);
      return entry;
    })().finally(() => {
      flights.delete(key);
      if (changedDuringFlight.delete(key)) refresh(key);
    });
    flights.set(key, flight);
    return flight;
  }

  // Background work: paths to render again, each once, in order.
  const queue = new Set<string>();
  let working = 0;
  let closed = false;

  function refresh(key: string): void {
    if (closed) return;
    if (flights.has(key)) {
      changedDuringFlight.add(key);
      return;
    }
    queue.add(key);
    pump();
  }

  function pump(): void {
    while (working < concurrency && queue.size > 0 && !closed) {
      const key = queue.values().next().value as string;
      queue.delete(key);
      working += 1;
      void work(key).finally(() => {
        working -= 1;
        pump();
      });
    }
  }

  async function work(key: string): Promise<void> {
    const startedAt = performance.now();
    const rendersBefore = renders;
    try {
      await produce(key, canonicalPath(key).request);
    } catch (err) {
      const kept = cache.get(key);
      if (kept) kept.checkAt = now() + revalidateMs; // the last finished page stays; try again later
      options.onError?.(err, key);
    }
    // Leave the event loop to the pages being answered for as long as this took.
    if (renders > rendersBefore) await delay(Math.min(performance.now() - startedAt, 100));
  }

  /** Marks pages whose data a change dropped: each is rendered again in the background while the last one is served. */
  function changed(change: PageDataChange): void {
    if (change.kind === 'city-list') cache.clearNotFound(); // a city created or activated has a page now
    if (change.kind === 'pages') {
      for (const slug of change.slugs) {
        const key = `/${encodeURIComponent(slug)}`;
        const status = cache.get(key)?.page.status;
        if (status === 404 || status === 410) cache.delete(key);
      }
    }
    const slugs = change.kind === 'pages' ? new Set(change.slugs) : undefined;
    const ids = change.kind === 'pages' ? new Set(change.cityIds) : undefined;
    for (const [key, entry] of cache.entries()) {
      const { depends } = entry;
      const affected =
        depends.kind === 'city'
          ? change.kind === 'all-pages' || (change.kind === 'pages' && (slugs!.has(depends.slug) || (depends.cityId !== null && ids!.has(depends.cityId))))
          : depends.kind === 'delivery' && (change.kind === 'city-list' || change.kind === 'schema');
      if (!affected) continue;
      // A page that is no more (taken offline, in the Trash) is not served while its 410 is made: the next request makes it.
      if (change.kind === 'pages' && change.gone && depends.kind === 'city') {
        cache.delete(key);
        if (flights.has(key)) changedDuringFlight.add(key); // a render of the data before the change: made again after it
      } else refresh(key);
    }
  }
  const stopWatching = source.watch?.(changed);

  /** A kept entry whose check is due gets one in the background; the entry is answered meanwhile. */
  function checkIfDue(key: string, entry: CacheEntry, at: number): void {
    if (entry.checkAt > at) return;
    entry.checkAt = at + revalidateMs;
    refresh(key);
  }

  /** The one answer of every path too long to be a page: made once, kept nowhere, no render and no data read for it. */
  const tooLong: CacheEntry = {
    page: tooLongPage(site, manifest, notFoundCacheControl),
    version: null,
    depends: { kind: 'none' },
    live: false,
    degraded: false,
    checkAt: Infinity,
    expiresAt: Infinity,
  };

  /** The page for a path (query string already left out), and whether it came from memory (HIT) or was rendered for it (MISS). */
  async function answer(pathname: string): Promise<{ entry: CacheEntry; cache: 'HIT' | 'MISS' }> {
    const { key, request } = canonicalPath(pathname);
    if (request.kind === 'too-long') return { entry: tooLong, cache: 'HIT' };
    const at = now();
    const kept = cache.get(key, at);
    htmlLookups.record(kept !== undefined);
    if (kept) {
      checkIfDue(key, kept, at);
      return { entry: kept, cache: 'HIT' };
    }
    awaited += 1;
    return { entry: await produce(key, request), cache: 'MISS' };
  }

  return {
    answer,
    /** The page for a path (query string already left out): from memory, or rendered now if never rendered. */
    async respond(pathname: string): Promise<CacheEntry> {
      return (await answer(pathname)).entry;
    },
    /**
     * The kept entry of an exact canonical path, for the fast path in front of
     * the router; undefined when the request must go the whole way. Not counted
     * as a lookup: the fast path counts the requests it answers, respond() the rest.
     */
    lookup(key: string): CacheEntry | undefined {
      const at = now();
      const kept = cache.get(key, at);
      if (kept) checkIfDue(key, kept, at);
      return kept;
    },
    /** Renders these paths in the background (a warm-up). */
    warm(paths: readonly string[]): void {
      for (const path of paths) if (!cache.get(canonicalPath(path).key)) refresh(canonicalPath(path).key);
    },
    /** Recounts the bytes of a page after a compressed copy was added. */
    grew: (key: string, before: number) => cache.grew(key, before),
    /** Resolves when no background render is queued or running. */
    async idle(): Promise<void> {
      while (queue.size > 0 || working > 0 || flights.size > 0) await delay(5);
    },
    stats: () => ({ renders, awaited, queued: queue.size, working, ...cache.size }),
    close(): void {
      closed = true;
      queue.clear();
      stopWatching?.();
    },
  };
}

export type PageResponder = ReturnType<typeof createPageResponder>;
