import { createHash } from 'node:crypto';
import type { Versioned } from '@local-seo/contracts';
import type { CacheLookups } from '@local-seo/service-kit';

/** A cached answer: the value, its JSON text (sent as is) and its etag (a hash of that text). */
export interface CachedAnswer<T> extends Versioned<T> {
  body: string;
}

/** What a load produced: the value (null = nothing to cache, e.g. not found) and how long it may be served. */
export interface Loaded<T> {
  value: T | null;
  ttlMs: number;
}

interface Entry<T> {
  answer: CachedAnswer<T>;
  expiresAt: number;
}

export interface VersionedCacheOptions<T = unknown> {
  /** At most this many answers are kept; the least recently used goes first. */
  maxEntries: number;
  /** Counts every get, and as a miss each one that starts a load (cache_lookups_total, cache_misses_total). */
  lookups?: CacheLookups;
  /** The etag of an answer; a hash of its JSON text by default. Strong: it must move whenever what the answer says moves. */
  etagOf?: (value: T, body: string) => string;
  now?: () => number;
}

/** A strong etag: the same JSON text, the same etag, on every replica. */
export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Composed answers by key, each until its own expiry, bounded (LRU). Concurrent
 * misses of one key share one load (no stampede). A load under way at an
 * invalidation is handed to its callers but neither kept nor joined by later
 * ones, since it may have read what the invalidation replaced.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, Promise<CachedAnswer<T> | null>>();
  /** Bumped by every invalidation, so a load knows whether what it read is still current. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: VersionedCacheOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  async get(key: string, load: () => Promise<Loaded<T>>): Promise<CachedAnswer<T> | null> {
    this.options.lookups?.lookup();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.answer;
    }
    const pending = this.loading.get(key);
    // Joining a load under way makes nothing again: only the get that starts one is a miss.
    if (pending) return pending;
    this.options.lookups?.miss();
    const started = this.generation;
    const loaded = load()
      .then(({ value, ttlMs }) => {
        if (value === null) {
          this.entries.delete(key);
          return null;
        }
        const body = JSON.stringify(value);
        const answer: CachedAnswer<T> = { data: value, body, etag: this.options.etagOf?.(value, body) ?? etagOf(body) };
        if (this.generation === started && ttlMs > 0) this.keep(key, { answer, expiresAt: this.now() + ttlMs });
        return answer;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Drops the answers the predicate picks (all of them without one). */
  invalidate(picks?: (key: string, value: T) => boolean): void {
    this.generation += 1;
    this.loading.clear(); // a request after the change never joins a load that began before it
    if (!picks) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (picks(key, entry.answer.data)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
