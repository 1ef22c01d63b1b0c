import { citiesRoutes, gatewayRoutes, routePath, UpstreamError } from '@local-seo/contracts';
import { HttpError, notFound, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { sendVersioned } from '../composition/cache/send-versioned.js';
import type { PageDataCache } from '../composition/page-data/page-data-cache.js';

/** Only the cities service failing fails a page: say so plainly. */
async function citiesAnswer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof UpstreamError) throw new HttpError(503, 'The cities service is unavailable right now; please try again shortly.');
    throw err;
  }
}

/**
 * `GET /api/page-data/:slug` (a city page's data, composed), `GET /api/cities`
 * (the active cities) and `GET /api/schema-settings` (the structured-data
 * settings in force), all public, cached and revalidated by etag.
 */
export function registerPageDataRoutes(app: FastifyInstance, cache: PageDataCache): void {
  serve(app, gatewayRoutes.pageData, async ({ params, request, reply }) => {
    const answer = await citiesAnswer(() => cache.pageData(params.slug));
    // What the address holds, as its status (docs/behaviour/public-site.md#addresses-that-keep-their-value): the one place it is mapped.
    if (!answer) throw notFound('City not found');
    if (answer.kind === 'gone') throw new HttpError(410, 'This city page is no longer active');
    if (answer.kind === 'moved') return reply.redirect(routePath(gatewayRoutes.pageData, { slug: answer.slug }), 301);
    return sendVersioned(request, reply, answer.page);
  });

  serve(app, citiesRoutes.listActive, async ({ request, reply }) => sendVersioned(request, reply, await citiesAnswer(() => cache.activeCities())));

  // Never fails: without the seo service the settings are null (for a short while).
  serve(app, gatewayRoutes.schemaSettings, async ({ request, reply }) => sendVersioned(request, reply, await cache.schemaSettings()));
}
