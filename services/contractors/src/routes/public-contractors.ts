import { contractorsRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { publicContractorDetails, type DetailsSources } from '../data/contractor-details.js';
import type { PublicDirectory } from '../data/directory.js';

/** What visitors read (docs/decisions.md, decision 2: nothing internal; only live cities, from the service's copy of cities). */
export function registerPublicContractorRoutes(app: FastifyInstance, sources: DetailsSources & { directory: PublicDirectory }): void {
  const { cities, directory } = sources;

  serve(app, contractorsRoutes.search, async ({ params, query }) => directory.cityCards((await cities.live(params.slug)).id, query.industry));

  serve(app, contractorsRoutes.citySummary, async ({ params, query }) => directory.citySummary(await cities.live(params.slug), query.top));

  serve(app, contractorsRoutes.details, ({ params, request }) => publicContractorDetails(sources, params.id, request.log));
}
