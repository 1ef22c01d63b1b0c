import { cacheLookups } from '@local-seo/service-kit';
import type { PageDataSource, SiteSettings } from '@local-seo/contracts';
import type { ServerManifest } from './client-build';
import { PageCache, type CacheEntry } from './page-cache';
import { invalidatePages } from './page-invalidation';
import { createPagePreparation } from './page-preparation';
import { createPageRenderer } from './page-render';
import { canonicalPath } from './paths';
import { createRenderQueue } from './render-queue';
import { notFoundCacheControl } from './response-policy';
import { tooLongPage } from './too-long';
import { serverDataSource } from './server-source';

export { notFoundCacheControl, pageCacheControl } from './response-policy';

/** Every page request, once: a hit when answered from a kept page, a miss when rendered for it (cache_lookups_total{cache="html"}). */
export const htmlLookups = cacheLookups('html');

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
  const dataSource = serverDataSource(source, site);
  const cache = new PageCache({
    maxPages: options.cacheEntries,
    maxOthers: options.otherEntries ?? 1000,
    maxBytes: options.cacheBytes ?? 256 * 1024 * 1024,
  });
  const renderer = createPageRenderer({ site, manifest, dataSource, now, revalidateMs, notFoundTtlMs, degradedTtlMs });
  const renderQueue = createRenderQueue({
    cache,
    prepare: createPagePreparation(source, site, dataSource),
    render: renderer.render,
    renders: renderer.renders,
    now,
    revalidateMs,
    concurrency: options.concurrency ?? 1,
    onError: options.onError,
  });
  /** Requests that waited for a render (nothing kept for their page). */
  let awaited = 0;
  const stopWatching = source.watch?.((change) => invalidatePages(change, cache, renderQueue));

  /** A kept entry whose check is due gets one in the background; the entry is answered meanwhile. */
  function checkIfDue(key: string, entry: CacheEntry, at: number): void {
    if (entry.checkAt > at) return;
    entry.checkAt = at + revalidateMs;
    renderQueue.refresh(key);
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
    return { entry: await renderQueue.produce(key, request), cache: 'MISS' };
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
      for (const path of paths) if (!cache.get(canonicalPath(path).key)) renderQueue.refresh(canonicalPath(path).key);
    },
    /** Recounts the bytes of a page after a compressed copy was added. */
    grew: (key: string, before: number) => cache.grew(key, before),
    /** Resolves when no background render is queued or running. */
    idle: renderQueue.idle,
    stats: () => ({ renders: renderer.renders(), awaited, ...renderQueue.stats(), ...cache.size }),
    close(): void {
      renderQueue.close();
      stopWatching?.();
    },
  };
}

export type PageResponder = ReturnType<typeof createPageResponder>;
