import { cityCreated, cityPurged, cityUpdated, type CityFacts } from './cities.js';
import { cityProductsChanged } from './catalog.js';
import { contractorDirectoryChanged, contractorPopulationFailed } from './contractors.js';
import type { EventEnvelope } from './envelope.js';

/** What a change can make a cache of page data drop (the gateway's, and the public site's rendered pages). */
export interface CacheInvalidation {
  /** The pages of these cities, by slug or id; `gone` when those pages are no more (offline, in the Trash, purged). */
  pages(slugs: readonly string[], cityIds: readonly number[], gone?: boolean): void;
  /** Every page (a part all pages share changed: suggestions, schema settings, the catalogue). */
  allPages(): void;
  /** The list of active cities. */
  cityList(): void;
  /** The schema settings kept for pages without a city (the delivery page). */
  schema(): void;
  /** The pages whose nearby cities this city's change changes (created, moved, renamed, (de)activated). */
  neighbours?(city: CityFacts, previousSlug: string | null): void;
}

/** The subjects whose events change what the page data, the city list and the schema settings hold. */
export const pageDataSubjects = ['cities.>', 'catalog.>', 'contractors.>', 'weather.>', 'seo.schema-settings.updated'] as const;

/**
 * Drops what an event affects: the pages of the cities it names, or every page
 * when it names none (or is of a version this gateway does not know); the city
 * list for the cities' events, the schema settings for the seo service's.
 */
export function invalidateFor(event: EventEnvelope, caches: CacheInvalidation): void {
  const source = event.type.split('.')[0];
  switch (event.type) {
    case cityCreated.type: {
      // A new city adds to the list, and may be a neighbour; its own page was never cached (unknown slugs are not).
      const created = cityCreated.schema.safeParse(event);
      caches.cityList();
      if (created.success) caches.neighbours?.(created.data.data.city, null);
      return;
    }
    case cityUpdated.type: {
      const updated = cityUpdated.schema.safeParse(event);
      if (!updated.success) break;
      const { city, previousSlug, activation, trash } = updated.data.data;
      caches.cityList();
      // Taken offline or moved to the Trash: its page answers 410 from now on, never the page kept.
      const gone = activation === 'deactivated' || trash === 'trashed';
      caches.pages(previousSlug ? [city.citySlug, previousSlug] : [city.citySlug], [city.id], gone);
      return caches.neighbours?.(city, previousSlug ?? null);
    }
    case cityPurged.type: {
      // Purged from the Trash: its page (410 until now) is unknown from now on.
      const purged = cityPurged.schema.safeParse(event);
      if (!purged.success) break;
      caches.cityList();
      return caches.pages([purged.data.data.city.citySlug], [purged.data.data.city.id], true);
    }
    case cityProductsChanged.type: {
      const changed = cityProductsChanged.schema.safeParse(event);
      if (changed.success) return caches.pages(changed.data.data.cities.map((c) => c.slug), changed.data.data.cities.map((c) => c.id));
      break;
    }
    case contractorDirectoryChanged.type: {
      const changed = contractorDirectoryChanged.schema.safeParse(event);
      if (changed.success) return caches.pages([], changed.data.data.cityIds);
      break;
    }
    case contractorPopulationFailed.type:
      return; // nothing was written
  }
  if (source === 'cities') caches.cityList();
  if (source === 'seo') caches.schema();
  caches.allPages();
}
