import { durableConsumers, type CityFacts } from '@local-seo/contracts';
import { subscribeToEvents, type Consumer } from '@local-seo/service-kit';
import { forgetCityPage, lockPages, recordCityChange, touchCityPages, touchListingPages } from '../data/page-store.js';
import { noteContentChange } from '../data/state.js';
import type { Context, Db } from '../data/db.js';

/** City fields the delivery page shows of a live city. */
const listingFields = new Set(['city_name', 'province', 'url_slug', 'page_active']);

const listing = (city: CityFacts, occurredAt: string) => ({
  cityId: city.id,
  slug: city.citySlug,
  active: city.pageActive,
  changedAt: new Date(occurredAt),
});

/**
 * Keeps each page's URL and lastmod current from the city events, and marks
 * the sitemap for regeneration on city and product changes ("the data has
 * changed"). The slow work, generating and submitting, happens outside these
 * short transactions.
 */
export function subscribePageChanges(ctx: Context): Promise<Consumer> {
  return subscribeToEvents(ctx.bus, ctx.db, {
    durable: durableConsumers.sitemapPages.durable,
    events: durableConsumers.sitemapPages.events,
    async handle(event, tx: Db) {
      await lockPages(tx);
      const now = new Date();
      const at = new Date(event.occurredAt);
      switch (event.type) {
        case 'cities.city.created': {
          const { city } = event.data;
          if ((await recordCityChange(tx, listing(city, event.occurredAt), now, true)) === 'stale') return;
          await noteContentChange(tx, `City ${city.cityName} created${city.pageActive ? ' (live)' : ''}`, at);
          return;
        }
        case 'cities.city.updated': {
          // A city going to the Trash is told as its page going offline (unlisted), and back on its restore.
          const { city, changed, activation, previousSlug, trash } = event.data;
          const listingChanged = changed.some((field) => listingFields.has(field));
          if ((await recordCityChange(tx, listing(city, event.occurredAt), now, listingChanged)) === 'stale') return;
          const what = trash
            ? `${trash === 'trashed' ? 'moved to' : 'restored from'} the Trash`
            : (activation ?? (previousSlug ? `moved from /${previousSlug}` : `updated (${changed.join(', ')})`));
          await noteContentChange(tx, `City ${city.cityName} ${what}`, at);
          return;
        }
        // Gone for good from the Trash (its page was unlisted when it went there).
        case 'cities.city.purged': {
          const { city } = event.data;
          if (await forgetCityPage(tx, city.id, now)) await noteContentChange(tx, `City ${city.cityName} purged from the Trash`, at);
          return;
        }
        case 'catalog.products.changed': {
          const { productIds, reason } = event.data;
          await noteContentChange(tx, `Products ${reason} (${productIds.length})`, at);
          return;
        }
        // The catalog tells only of lists whose content changed: a real change of those pages.
        case 'catalog.city-products.changed': {
          const ids = event.data.cities.map((city) => city.id);
          if ((await touchCityPages(tx, ids, at, now, true)) > 0) await noteContentChange(tx, `Products of ${ids.length} cities changed`, at);
          return;
        }
        case 'contractors.directory.changed': {
          const { cityIds, reason } = event.data;
          if ((await touchCityPages(tx, cityIds, at, now, true)) > 0) await noteContentChange(tx, `Contractors ${reason} (${cityIds.length} cities)`, at);
          return;
        }
        // Every page's structured data changed. The business details also show as text on
        // every city page and /delivery (delivery days, the same-day cut-off): a real change,
        // announced; the other sections are too small a change to announce every page for.
        case 'seo.schema-settings.updated': {
          const visible = event.data.changedSections.includes('businessDetails');
          if (visible) await touchListingPages(tx, at, now);
          if ((await touchCityPages(tx, 'all', at, now, visible)) > 0 || visible) {
            await noteContentChange(tx, `Schema settings ${event.data.changedSections.join(', ')}`, at);
          }
          return;
        }
      }
    },
  });
}
