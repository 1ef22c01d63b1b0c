import { slugPattern, type PublicProduct } from '@local-seo/contracts';
import { notFound } from '@local-seo/service-kit';
import type { Catalog } from '../data/catalog.js';
import { buildPublicListing, toPublicProduct, type ListingCandidate } from '../domain/index.js';
import { ListingBodyCache } from './body-cache.js';
import { candidateSelect, readListingBody, readListingState, type ListingState } from './listing-store.js';

const cityNotFound = () => notFound('City not found');

/**
 * What a visitor's page reads (docs/decisions.md, decision 7): a live city's product
 * list as built ahead of time (rebuilt first only when a change made it stale), its
 * body from memory while its content is unchanged, and the top products.
 */
export function createPublicLists(catalog: Catalog) {
  const { db } = catalog.ctx;
  const bodies = new ListingBodyCache();

  async function listing(slug: string): Promise<ListingState> {
    if (!slugPattern.test(slug)) throw cityNotFound();
    const state = await readListingState(db, slug);
    if (!state || !state.pageActive) throw cityNotFound();
    if (!state.stale) return state;
    await catalog.refresher.ensureFresh(state.cityId);
    return (await readListingState(db, slug)) ?? state;
  }

  /** The list as JSON, as stored. */
  async function body(state: ListingState): Promise<Buffer> {
    const cached = state.hash === null ? undefined : bodies.get(state.cityId, state.hash);
    if (cached) return cached;
    const stored = await readListingBody(db, state.cityId);
    const bytes = Buffer.from(stored.body);
    if (stored.hash) bodies.set(state.cityId, stored.hash, bytes);
    return bytes;
  }

  /** The top products: of a city (its city_top_products_cache), or of the whole catalogue. */
  async function top(city: string | undefined, limit: number): Promise<PublicProduct[]> {
    if (city) {
      const state = await listing(city);
      const rows = await db.$queryRawUnsafe<(ListingCandidate & { position: number })[]>(
        `${candidateSelect} JOIN city_top_products_cache t ON t.product_id = p.id
         WHERE t.city_id = $1 ORDER BY t.ranking_position LIMIT $2`,
        state.cityId,
        limit,
      );
      return rows.map(toPublicProduct);
    }
    // Enough candidates that de-duplication still leaves `limit` of them.
    const candidates = await db.$queryRawUnsafe<ListingCandidate[]>(
      `${candidateSelect} WHERE p.active ORDER BY p.ranking DESC, p.product_name, p.id LIMIT $1`,
      limit * 5,
    );
    return buildPublicListing(candidates).slice(0, limit);
  }

  return { listing, body, top };
}
