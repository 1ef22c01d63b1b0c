import { UpstreamError, type CitiesClient } from '@local-seo/contracts';
import { HttpError, notFound, parseInput } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../auth/guard.js';
import type { SessionStore } from '../auth/sessions.js';
import { sendVersioned } from './cache/send-versioned.js';
import type { PageDataCache } from './page-data/page-data-cache.js';

export interface PageDataRoutesOptions {
  cache: PageDataCache;
  /** For `?all=true`, the admin's list of every city, which is not cached. */
  cities: CitiesClient;
  sessions: SessionStore;
}

const slugParams = z.object({ slug: z.string() });
const listQuery = z.object({ all: z.enum(['true', 'false']).optional() });

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
export function registerPageDataRoutes(app: FastifyInstance, options: PageDataRoutesOptions): void {
  app.get('/api/page-data/:slug', async (request, reply) => {
    const { slug } = parseInput(slugParams, request.params);
    const answer = await citiesAnswer(() => options.cache.pageData(slug));
    if (!answer) throw notFound('City not found');
    return sendVersioned(request, reply, answer);
  });

  app.get('/api/cities', async (request, reply) => {
    const { all } = parseInput(listQuery, request.query);
    if (all === 'true') {
      await requireAdmin(request, options.sessions, false);
      return citiesAnswer(() => options.cities.listAll());
    }
    return sendVersioned(request, reply, await citiesAnswer(() => options.cache.activeCities()));
  });

  // Never fails: without the seo service the settings are null (for a short while).
  app.get('/api/schema-settings', async (request, reply) => sendVersioned(request, reply, await options.cache.schemaSettings()));
}
