import { industrySchema, slugPattern, type CityContractorSummary, type ContractorDetails } from '@local-seo/contracts';
import { notFound, parseInput, recordIdParams, type ServiceContext } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LiveCityLookup } from '../cities.js';
import { contractorDetails, contractorNotFound } from '../contractor-details.js';
import type { PublicDirectory } from '../directory.js';
import { industries, perIndustry } from '../domain/industries.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { LivePlaces } from '../providers/live-places.js';

const slugParams = z.object({ slug: z.string() });
const searchQuery = z.object({
  industry: industrySchema.optional(),
  /** The original's switch between a live Places search and the directory; every read here is from the directory. */
  usePlaces: z.enum(['true', 'false'], { error: 'usePlaces must be true or false' }).optional(),
});
const summaryQuery = z.object({
  top: z.coerce.number({ error: 'top must be a whole number from 1 to 12' }).int('top must be a whole number from 1 to 12').min(1, 'top must be a whole number from 1 to 12').max(12, 'top must be a whole number from 1 to 12').default(3),
});
const idParams = recordIdParams('Contractor');

export interface PublicRouteOptions {
  cities: LiveCityLookup;
  directory: PublicDirectory;
  live: LivePlaces;
}

/** What visitors read (decision 2: nothing internal; only live cities). */
export function registerPublicContractorRoutes(app: FastifyInstance, ctx: ServiceContext<PrismaClient>, options: PublicRouteOptions): void {
  const { cities, directory, live } = options;
  const liveCity = (slug: string) => {
    if (!slugPattern.test(slug)) throw notFound('City not found');
    return cities.live(slug);
  };

  /** The contractors of a live city for one industry (or all), best first. */
  app.get('/api/contractors/search/:slug', async (request) => {
    const { slug } = parseInput(slugParams, request.params);
    const { industry } = parseInput(searchQuery, request.query);
    const city = await liveCity(slug);
    return directory.cityCards(city.id, industry);
  });

  /** Page data: how many contractors each industry has, and its best few. */
  app.get('/api/contractors/city/:slug/summary', async (request) => {
    const { slug } = parseInput(slugParams, request.params);
    const { top } = parseInput(summaryQuery, request.query);
    const city = await liveCity(slug);
    const lists = await Promise.all(industries.map((industry) => directory.cityCards(city.id, industry)));
    const byIndustry = perIndustry((industry) => lists[industries.indexOf(industry)]!);
    const summary: CityContractorSummary = {
      city_slug: city.url_slug,
      contractorCounts: perIndustry((industry) => byIndustry[industry].length),
      topContractors: perIndustry((industry) => byIndustry[industry].slice(0, top)),
    };
    return summary;
  });

  /**
   * Name, rating, address, phone and reviews of a contractor a visitor can see
   * listed: active, of a live city. Anything else is 404 before Places is asked,
   * so the open route cannot be used to spend Place Details on any id.
   */
  app.get('/api/contractors/details/:id', async (request, reply): Promise<ContractorDetails> => {
    const { id } = parseInput(idParams, request.params);
    const row = await ctx.db.contractor.findUnique({ where: { id } });
    if (!row || !row.active || !(await cities.isLive(row.cityId))) throw contractorNotFound();
    return contractorDetails(row, live, { request, reply, capped: true });
  });
}
