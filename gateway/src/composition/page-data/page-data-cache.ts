import type { CityFacts, PageData, PageDataChange, PageDataSource, PageSchemaSettings, PublicCity, SchemaSettings } from '@local-seo/contracts';
import { cacheLookups } from '@local-seo/service-kit';
import { VersionedCache, type CachedAnswer } from '../cache/versioned-cache.js';
import type { CacheInvalidation } from './invalidation.js';
import { changesNeighbours } from './neighbours.js';

export interface PageDataCacheOptions {
  compose(slug: string): Promise<PageData | null>;
  listActiveCities(): Promise<PublicCity[]>;
  /** The schema settings in force; null when the seo service did not answer. */
  loadSchemaSettings(): Promise<SchemaSettings | null>;
  /** How long a complete answer is served. */
  ttlMs: number;
  /** How long an answer with a degraded part is served, so a recovered service shows soon. */
  degradedTtlMs: number;
  maxEntries: number;
}

/**
 * The page data, the active cities and the schema settings as the gateway caches them: answers with their JSON text and etag.
 * Whoever keeps something made from them (the public site's rendered pages) watches what each change drops.
 */
export interface PageDataCache extends PageDataSource, CacheInvalidation {
  pageData(slug: string): Promise<CachedAnswer<PageData> | null>;
  activeCities(): Promise<CachedAnswer<PublicCity[]>>;
  schemaSettings(): Promise<CachedAnswer<PageSchemaSettings>>;
  watch(listener: (change: PageDataChange) => void): () => void;
  neighbours(city: CityFacts, previousSlug: string | null): void;
}

// Each of these caches holds a single answer.
const onlyKey = 'current';

/** The one answer of a single-entry cache whose load never answers null. */
function loaded<T>(answer: CachedAnswer<T> | null, what: string): CachedAnswer<T> {
  if (!answer) throw new Error(`${what} were not loaded`);
  return answer;
}

export function createPageDataCache(options: PageDataCacheOptions): PageDataCache {
  const pages = new VersionedCache<PageData>({ maxEntries: options.maxEntries, lookups: cacheLookups('page-data') });
  const cityList = new VersionedCache<PublicCity[]>({ maxEntries: 1, lookups: cacheLookups('city-list') });
  const schema = new VersionedCache<PageSchemaSettings>({ maxEntries: 1, lookups: cacheLookups('schema-settings') });
  const ttlOf = (page: PageData | null) => (page && page.degraded.length === 0 ? options.ttlMs : options.degradedTtlMs);
  const watchers = new Set<(change: PageDataChange) => void>();
  // After the drop, so a watcher that reads again gets the new answer.
  const tell = (change: PageDataChange) => {
    for (const watcher of watchers) watcher(change);
  };

  return {
    degradedTtlMs: options.degradedTtlMs,
    pageData: (slug) =>
      pages.get(slug, async () => {
        const value = await options.compose(slug);
        return { value, ttlMs: ttlOf(value) };
      }),
    activeCities: async () =>
      loaded(await cityList.get(onlyKey, async () => ({ value: await options.listActiveCities(), ttlMs: options.ttlMs })), 'the active cities'),
    async schemaSettings() {
      const answer = await schema.get(onlyKey, async () => {
        const settings = await options.loadSchemaSettings();
        return { value: { settings }, ttlMs: settings ? options.ttlMs : options.degradedTtlMs };
      });
      return loaded(answer, 'the schema settings');
    },
    pages(slugs, cityIds) {
      const slugSet = new Set(slugs);
      const idSet = new Set(cityIds);
      pages.invalidate((slug, page) => slugSet.has(slug) || slugSet.has(page.city.url_slug) || idSet.has(page.city.id));
      tell({ kind: 'pages', slugs, cityIds });
    },
    neighbours(city, previousSlug) {
      const slugs: string[] = [];
      pages.invalidate((slug, page) => {
        const drop = changesNeighbours(page, city, previousSlug);
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
