import type { PageData, PageDataSource, PublicCity } from '@local-seo/contracts';
import { VersionedCache, type CachedAnswer } from '../cache/versioned-cache.js';
import type { CacheInvalidation } from './invalidation.js';

export interface PageDataCacheOptions {
  compose(slug: string): Promise<PageData | null>;
  listActiveCities(): Promise<PublicCity[]>;
  /** How long a complete answer is served. */
  ttlMs: number;
  /** How long an answer with a degraded part is served, so a recovered service shows soon. */
  degradedTtlMs: number;
  maxEntries: number;
}

/** The page data and the active cities as the gateway caches them: answers with their JSON text and etag. */
export interface PageDataCache extends PageDataSource, CacheInvalidation {
  pageData(slug: string): Promise<CachedAnswer<PageData> | null>;
  activeCities(): Promise<CachedAnswer<PublicCity[]>>;
}

const activeCitiesKey = 'active';

export function createPageDataCache(options: PageDataCacheOptions): PageDataCache {
  const pages = new VersionedCache<PageData>({ maxEntries: options.maxEntries });
  const cityList = new VersionedCache<PublicCity[]>({ maxEntries: 1 });
  const ttlOf = (page: PageData | null) => (page && page.degraded.length === 0 ? options.ttlMs : options.degradedTtlMs);

  return {
    pageData: (slug) =>
      pages.get(slug, async () => {
        const value = await options.compose(slug);
        return { value, ttlMs: ttlOf(value) };
      }),
    async activeCities() {
      const answer = await cityList.get(activeCitiesKey, async () => ({ value: await options.listActiveCities(), ttlMs: options.ttlMs }));
      if (!answer) throw new Error('the active cities were not loaded'); // listActiveCities answers a list or throws
      return answer;
    },
    pages(slugs, cityIds) {
      const slugSet = new Set(slugs);
      const idSet = new Set(cityIds);
      pages.invalidate((slug, page) => slugSet.has(slug) || slugSet.has(page.city.url_slug) || idSet.has(page.city.id));
    },
    allPages: () => pages.invalidate(),
    cityList: () => cityList.invalidate(),
  };
}
