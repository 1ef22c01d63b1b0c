import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { createPublicLists } from '../availability/public-lists.js';
import type { Catalog } from '../data/catalog.js';

/** Public: what a visitor of a city can order, and the top products. */
export function registerAvailabilityRoutes(app: FastifyInstance, catalog: Catalog): void {
  const lists = createPublicLists(catalog);

  serve(app, catalogRoutes.cityProducts, async ({ params, request, reply }) => {
    const listing = await lists.listing(params.slug);
    const etag = `"${listing.hash ?? 'empty'}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    // Already JSON text: sent as it is, not serialized again.
    return reply.type('application/json; charset=utf-8').send(await lists.body(listing));
  });

  serve(app, catalogRoutes.topProducts, ({ query }) => lists.top(query.city, query.limit));
}
