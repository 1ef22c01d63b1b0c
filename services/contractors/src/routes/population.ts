import { industrySchema, populationStatuses, slugPattern, type PopulateResult } from '@local-seo/contracts';
import { HttpError, notFound, parseInput, type ServiceContext } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CityDirectory } from '../cities.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { toJobView } from '../population/jobs.js';
import { jobForRequest, waitForJob } from '../population/on-demand.js';
import type { PopulationWorker } from '../population/worker.js';
import { notConfiguredMessage, type PlacesProvider } from '../providers/google-places.js';

const populateQuery = z.object({
  industry: industrySchema,
  /** true: run again even when a population succeeded a moment ago. */
  force: z.enum(['true', 'false'], { error: 'force must be true or false' }).optional(),
});
const slugParams = z.object({ slug: z.string() });
const jobsQuery = z.object({
  city: z.string().optional(),
  status: z.enum(populationStatuses, { error: `Status must be one of ${populationStatuses.join(', ')}` }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export interface PopulationRouteOptions {
  cities: CityDirectory;
  provider: PlacesProvider;
  worker: PopulationWorker;
  /** How long the request waits for the job before answering 202 (under the gateway's timeout). */
  waitMs: number;
}

export function registerPopulationRoutes(app: FastifyInstance, ctx: ServiceContext<PrismaClient>, options: PopulationRouteOptions): void {
  /**
   * Populates one industry of a city now (the admin panel calls it for each
   * industry after creating a city, and to retry). Answers 200 when done, 202
   * while it still runs, 502 when Places failed (after its retries), 503 when
   * no key is configured.
   */
  app.post('/api/admin/contractors/populate/:slug', async (request, reply) => {
    const { slug } = parseInput(slugParams, request.params);
    const { industry, force } = parseInput(populateQuery, request.query);
    if (!options.provider.configured) throw new HttpError(503, notConfiguredMessage);
    if (!slugPattern.test(slug)) throw notFound('City not found');
    const city = await options.cities.any(slug);
    const job = await jobForRequest(
      ctx,
      { id: city.id, slug: city.url_slug, name: city.city_name, province: city.province, latitude: city.latitude, longitude: city.longitude },
      industry,
      force === 'true',
    );
    options.worker.notify();
    const done = await waitForJob(ctx.db, job.id, options.waitMs);
    const where = `${done.cityName} (${industry})`;
    switch (done.status) {
      case 'succeeded': {
        const body: PopulateResult = {
          message: `Populated ${done.found} ${industry} contractors for ${done.cityName} (${done.created} new)`,
          job: toJobView(done),
        };
        return body;
      }
      case 'failed':
        throw new HttpError(502, `Contractor population failed for ${where}: ${done.error}`);
      case 'not_configured':
        throw new HttpError(503, notConfiguredMessage);
      default:
        return reply.status(202).send({ message: `Contractor population for ${where} is ${done.status}; check back shortly`, job: toJobView(done) } satisfies PopulateResult);
    }
  });

  /** The populations, newest first, with their state and error: where the admin sees what failed. */
  app.get('/api/admin/contractors/population', async (request) => {
    const { city, status, limit } = parseInput(jobsQuery, request.query);
    const jobs = await ctx.db.populationJob.findMany({
      where: { ...(city ? { citySlug: city } : {}), ...(status ? { status } : {}) },
      orderBy: { id: 'desc' },
      take: limit,
    });
    return jobs.map(toJobView);
  });
}
