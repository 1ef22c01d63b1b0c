import { contractorsRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { listJobs } from '../population/jobs.js';
import { populateNow, type PopulateDependencies } from '../population/on-demand.js';

/** Populations from Google Places on an admin's request, and their state. */
export function registerPopulationRoutes(app: FastifyInstance, deps: PopulateDependencies): void {
  serve(app, contractorsRoutes.populate, async ({ params, query, reply }) => {
    const { status, result } = await populateNow(deps, params.slug, query.industry, query.force);
    return status === 200 ? result : reply.status(status).send(result);
  });

  serve(app, contractorsRoutes.populations, ({ query }) => listJobs(deps.ctx.db, query));
}
