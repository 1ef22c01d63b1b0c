import { catalogRoutes, slugPattern } from '@local-seo/contracts';
import { notFound, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { ListingBodyCache } from '../availability/body-cache.js';
import { candidateSelect, readListingBody, readListingState, type ListingState } from '../availability/listing-store.js';
import type { Catalog } from '../catalog.js';
import { buildPublicListing, toPublicProduct, type ListingCandidate } from '../domain/index.js';

const cityNotFound = () => notFound('City not found');

/** Public: what a visitor of a city can order (decision 7), and the top products. */
export function registerAvailabilityRoutes(app: FastifyInstance, catalog: Catalog): void {
  const { db } = catalog.ctx;

  const bodies = new ListingBodyCache();

  /** A live city's list as built ahead of time; rebuilt first only when a change made it stale. */
  async function listingOf(slug: string): Promise<ListingState> {
    if (!slugPattern.test(slug)) throw cityNotFound();
    const state = await readListingState(db, slug);
    if (!state || !state.pageActive) throw cityNotFound();
    if (!state.stale) return state;
    await catalog.refresher.ensureFresh(state.cityId);
    return (await readListingState(db, slug)) ?? state;
  }

  async function bodyOf(listing: ListingState): Promise<Buffer> {
    const cached = listing.hash === null ? undefined : bodies.get(listing.cityId, listing.hash);
    if (cached) return cached;
    const stored = await readListingBody(db, listing.cityId);
    const body = Buffer.from(stored.body);
    if (stored.hash) bodies.set(listing.cityId, stored.hash, body);
    return body;
  }

  serve(app, catalogRoutes.cityProducts, async ({ params: { slug }, request, reply }) => {
    const listing = await listingOf(slug);
    const etag = `"${listing.hash ?? 'empty'}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(await bodyOf(listing));
  });

  /** The top products: of a city (its city_top_products_cache), or of the whole catalogue. */
  serve(app, catalogRoutes.topProducts, async ({ query: { city, limit } }) => {
    if (city) {
      const listing = await listingOf(city);
      const rows = await db.$queryRawUnsafe<(ListingCandidate & { position: number })[]>(
        `${candidateSelect} JOIN city_top_products_cache t ON t.product_id = p.id
         WHERE t.city_id = $1 ORDER BY t.ranking_position LIMIT $2`,
        listing.cityId,
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
  });
}
