import { setTimeout as delay } from 'node:timers/promises';
import type { CacheEntry, FinishedPage, PageCache } from './page-cache';
import type { Prepared } from './page-preparation';
import { canonicalPath, type PageRequest } from './paths';

export interface RenderQueueOptions {
  cache: PageCache;
  /** Reads a page's data ahead of its render. */
  prepare: (request: PageRequest) => Promise<Prepared>;
  render: (key: string, prepared: Prepared, previous: FinishedPage | undefined) => Promise<CacheEntry>;
  /** How many renders were made so far: a background job that rendered pauses after. */
  renders: () => number;
  now: () => number;
  revalidateMs: number;
  /** Background renders at once. */
  concurrency: number;
  /** Where failures of background renders are told. */
  onError?: (err: unknown, path: string) => void;
}

/**
 * The renders of pages: one per page at a time, however many ask for it, and the
 * background work (pages to render again, each once, in order) `concurrency` at a time,
 * each pausing as long as its render took, so answering pages keeps at least half the
 * event loop.
 */
export function createRenderQueue(options: RenderQueueOptions) {
  const { cache, prepare, render, now, revalidateMs, concurrency } = options;
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
    const rendersBefore = options.renders();
    try {
      await produce(key, canonicalPath(key).request);
    } catch (err) {
      const kept = cache.get(key);
      if (kept) kept.checkAt = now() + revalidateMs; // the last finished page stays; try again later
      options.onError?.(err, key);
    }
    // Leave the event loop to the pages being answered for as long as this took.
    if (options.renders() > rendersBefore) await delay(Math.min(performance.now() - startedAt, 100));
  }

  return {
    produce,
    /** Renders `key` again in the background while the kept page is served (after the render under way, if any). */
    refresh,
    /** A render of `key` under way reads the data from before a change: it is made once more after it. */
    renderAgainIfUnderWay(key: string): void {
      if (flights.has(key)) changedDuringFlight.add(key);
    },
    /** Resolves when no background render is queued or running. */
    async idle(): Promise<void> {
      while (queue.size > 0 || working > 0 || flights.size > 0) await delay(5);
    },
    stats: () => ({ queued: queue.size, working }),
    close(): void {
      closed = true;
      queue.clear();
    },
  };
}
export type RenderQueue = ReturnType<typeof createRenderQueue>;
