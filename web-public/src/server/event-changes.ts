import { invalidateFor, type CacheInvalidation, type EventEnvelope, type PageDataChange } from '@local-seo/contracts';

/**
 * What the events say changed, as the page-data source's changes (PageDataChange), for a
 * public site that reads the page data over HTTP (compose, Kubernetes): every replica
 * hears the events itself and marks the pages they change, so a rename or a takedown is
 * seen by every replica within a second rather than at its next check by time.
 *
 * The gateways hear the same events and drop their own copy at about the same moment; a
 * page asked again before a gateway did would come back unchanged. So a change is told a
 * little after the event, and again later for a gateway slowed down (each telling of a page
 * whose data did not change costs one revalidation by etag).
 */
export function eventPageChanges(options: { delaysMs?: readonly number[] } = {}) {
  const delays = options.delaysMs ?? [100, 500, 1500];
  const listeners = new Set<(change: PageDataChange) => void>();
  const tell = (change: PageDataChange) => {
    for (const delay of delays) {
      setTimeout(() => {
        for (const listener of listeners) listener(change);
      }, delay).unref();
    }
  };
  const caches: CacheInvalidation = {
    pages: (slugs, cityIds, gone) => tell({ kind: 'pages', slugs: [...slugs], cityIds: [...cityIds], ...(gone ? { gone } : {}) }),
    allPages: () => tell({ kind: 'all-pages' }),
    cityList: () => tell({ kind: 'city-list' }),
    schema: () => tell({ kind: 'schema' }),
    // Which pages list a city as nearby is the gateway's to know: every page is checked (by etag).
    neighbours: () => tell({ kind: 'all-pages' }),
  };
  return {
    /** An event heard. */
    hear: (event: EventEnvelope) => invalidateFor(event, caches),
    /** Events may have been missed (not connected, reconnected): everything is checked. */
    gap() {
      caches.allPages();
      caches.cityList();
      caches.schema();
    },
    /** The page-data source's `watch`. */
    watch(listener: (change: PageDataChange) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
