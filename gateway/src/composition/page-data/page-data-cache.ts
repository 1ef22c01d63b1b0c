import { createHash } from 'node:crypto';
import type { CityFacts, PageData, PageDataChange, PageDataOutcome, PageDataSource, PageGone, PageMoved, PageSchemaSettings, PublicCity, SchemaSettings } from '@local-seo/contracts';
import { cacheLookups } from '@local-seo/service-kit';
import { etagOf, VersionedCache, type CachedAnswer } from '../cache/versioned-cache.js';
import type { CacheInvalidation } from '@local-seo/contracts';
import { changesNeighbours } from './neighbours.js';

export interface PageDataCacheOptions {
  compose(slug: string): Promise<PageDataOutcome | null>;
  listActiveCities(): Promise<PublicCity[]>;
  /** The schema settings in force; null when the seo service did not answer. */
  loadSchemaSettings(): Promise<SchemaSettings | null>;
  /** How long a complete answer is served. */
  ttlMs: number;
  /** How long an answer with a degraded part is served, so a recovered service shows soon. */
  degradedTtlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * The page data, the active cities and the schema settings as the gateway caches them: answers with their JSON text and etag.
 * Whoever keeps something made from them (the public site's rendered pages) watches what each change drops.
 */
export interface PageDataCache extends PageDataSource, CacheInvalidation {
  pageData(slug: string): Promise<PageDataOutcome<CachedAnswer<PageData>> | null>;
  activeCities(): Promise<CachedAnswer<PublicCity[]>>;
  schemaSettings(): Promise<CachedAnswer<PageSchemaSettings>>;
  watch(listener: (change: PageDataChange) => void): () => void;
  neighbours(city: CityFacts, previousSlug: string | null): void;
}

/**
 * What a page shows, as text: its data without the times that move with no change
 * of content (when it was composed, the weather's age and fetch time, the city
 * record's bookkeeping time). Two compositions with the same content have the same etag.
 */
function pageContent(page: PageData): string {
  const source = page.weather?.source;
  return JSON.stringify({
    ...page,
    composedAt: undefined,
    updatedAt: undefined,
    city: page.city && { ...page.city, updated_at: undefined },
    weather: page.weather && { ...page.weather, source: source && { ...source, age_minutes: undefined, fetched_at: undefined } },
  });
}

/** What is kept under a slug: its page, or where the address moved (never a page under an earlier slug). A gone address is not kept. */
type Kept = PageData | PageMoved | PageGone;
const isPage = (kept: Kept): kept is PageData => !('kind' in kept);

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');

// Each of these caches holds a single answer.
const onlyKey = 'current';

/** The one answer of a single-entry cache whose load never answers null. */
function loaded<T>(answer: CachedAnswer<T> | null, what: string): CachedAnswer<T> {
  if (!answer) throw new Error(`${what} were not loaded`);
  return answer;
}

export function createPageDataCache(options: PageDataCacheOptions): PageDataCache {
  const now = options.now ?? Date.now;
  const startedAt = now();
  /** Each composed page's content hash, for its etag. */
  const contentHashes = new WeakMap<PageData, string>();
  const pages = new VersionedCache<Kept>({
    maxEntries: options.maxEntries,
    lookups: cacheLookups('page-data'),
    etagOf: (kept, body) => (isPage(kept) ? `"${contentHashes.get(kept) ?? sha1(pageContent(kept))}"` : etagOf(body)),
  });
  const outcomes = new WeakMap<CachedAnswer<Kept>, PageDataOutcome<CachedAnswer<PageData>>>();
  /** The content last composed per slug and since when it has been so (outlives the cached answer, bounded like it). */
  const seen = new Map<string, { hash: string; updatedAt: string }>();

  /**
   * Sets the page's updatedAt: unchanged while its content is; when the content
   * changed, the latest time its parts carry if that is after the last one, else
   * now (a product or contractor change carries no time of its own). The first
   * composition since the gateway started takes no time before the start, since
   * what changed before it is not known.
   */
  function stamp(slug: string, page: PageData): PageData {
    const hash = sha1(pageContent(page));
    const before = seen.get(slug);
    const parts = Date.parse(page.updatedAt);
    let updatedAt: string;
    if (before?.hash === hash) updatedAt = before.updatedAt;
    else if (before) updatedAt = parts > Date.parse(before.updatedAt) ? page.updatedAt : new Date(now()).toISOString();
    else updatedAt = parts > startedAt ? page.updatedAt : new Date(startedAt).toISOString();
    seen.delete(slug);
    seen.set(slug, { hash, updatedAt });
    while (seen.size > options.maxEntries) seen.delete(seen.keys().next().value as string);
    const stamped = { ...page, updatedAt };
    contentHashes.set(stamped, hash);
    return stamped;
  }
  const cityList = new VersionedCache<PublicCity[]>({ maxEntries: 1, lookups: cacheLookups('city-list') });
  const schema = new VersionedCache<PageSchemaSettings>({ maxEntries: 1, lookups: cacheLookups('schema-settings') });
  const ttlOf = (page: PageData) => (page.degraded.length === 0 ? options.ttlMs : options.degradedTtlMs);
  const watchers = new Set<(change: PageDataChange) => void>();
  // After the drop, so a watcher that reads again gets the new answer.
  const tell = (change: PageDataChange) => {
    for (const watcher of watchers) watcher(change);
  };

  return {
    degradedTtlMs: options.degradedTtlMs,
    async pageData(slug) {
      const answer = await pages.get(slug, async () => {
        const outcome = await options.compose(slug);
        if (outcome?.kind === 'page') return { value: stamp(slug, outcome.page), ttlMs: ttlOf(outcome.page) };
        // Where an earlier slug leads is kept like a page (a change of its city drops it); gone is asked again each time.
        return { value: outcome, ttlMs: outcome?.kind === 'moved' ? options.ttlMs : 0 };
      });
      if (!answer) return null;
      const kept = answer.data;
      if (!isPage(kept)) return kept;
      // The same kept answer, the same outcome: whoever compares answers by identity sees no change.
      let outcome = outcomes.get(answer);
      if (!outcome) outcomes.set(answer, (outcome = { kind: 'page', page: { ...answer, data: kept } }));
      return outcome;
    },
    activeCities: async () =>
      loaded(await cityList.get(onlyKey, async () => ({ value: await options.listActiveCities(), ttlMs: options.ttlMs })), 'the active cities'),
    async schemaSettings() {
      const answer = await schema.get(onlyKey, async () => {
        const settings = await options.loadSchemaSettings();
        return { value: { settings }, ttlMs: settings ? options.ttlMs : options.degradedTtlMs };
      });
      return loaded(answer, 'the schema settings');
    },
    pages(slugs, cityIds, gone) {
      const slugSet = new Set(slugs);
      const idSet = new Set(cityIds);
      pages.invalidate((slug, kept) => {
        if (slugSet.has(slug)) return true;
        if (isPage(kept)) return slugSet.has(kept.city.url_slug) || idSet.has(kept.city.id);
        return kept.kind === 'moved' && (slugSet.has(kept.slug) || idSet.has(kept.cityId));
      });
      tell(gone ? { kind: 'pages', slugs, cityIds, gone } : { kind: 'pages', slugs, cityIds });
    },
    neighbours(city, previousSlug) {
      const slugs: string[] = [];
      pages.invalidate((slug, kept) => {
        const drop = isPage(kept) && changesNeighbours(kept, city, previousSlug);
        if (drop) slugs.push(slug);
        return drop;
      });
      if (slugs.length > 0) tell({ kind: 'pages', slugs, cityIds: [] });
    },
    allPages() {
      pages.invalidate();
      tell({ kind: 'all-pages' });
    },
    cityList() {
      cityList.invalidate();
      tell({ kind: 'city-list' });
    },
    schema() {
      schema.invalidate();
      tell({ kind: 'schema' });
    },
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
  };
}
