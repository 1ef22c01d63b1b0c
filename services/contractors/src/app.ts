import { createCitiesClient, uploadRequestTimeoutMs } from '@local-seo/contracts';
import { backfillCities, createServiceLegacy, registerCsvUploads, prismaPathsOf, type ServiceRuntime } from '@local-seo/service-kit';
import { createCityDirectory } from './cities.js';
import type { PlacesConfig } from './config.js';
import { createPublicDirectory } from './directory.js';
import { consumeCityEvents } from './events/city-consumer.js';
import { consumeCityCreated } from './events/city-created.js';
import { applyCityFacts } from './events/city-projection.js';
import { PrismaClient } from './generated/prisma/client.js';
import { createProjectedCities, type ProjectedCities } from './live-cities.js';
import { createPopulationWorker, type PopulationWorker } from './population/worker.js';
import { createGooglePlaces } from './providers/google-places.js';
import { createLivePlaces } from './providers/live-places.js';
import { registerAdminContractorRoutes } from './routes/admin-contractors.js';
import { registerImportRoutes } from './routes/import.js';
import { registerPopulationRoutes } from './routes/population.js';
import { registerPublicContractorRoutes } from './routes/public-contractors.js';

export const serviceName = 'contractors';

/** Where the schema and migrations live, from src/ or dist/ alike. */
export const prismaPaths = prismaPathsOf(import.meta.url);

export interface ContractorsServiceOptions extends ServiceRuntime {
  /** The cities service's base URL. */
  citiesUrl: string;
  places: PlacesConfig;
  /** How often the population worker looks for recorded jobs (default 1000 ms). */
  populationPollMs?: number;
  /** How long a running population's lease lasts without renewal: a crashed worker's job waits this long (default 60 s). */
  populationLeaseMs?: number;
  /** How long `POST .../populate` waits for its job before answering 202 (default 8000 ms, under the gateway's timeout). */
  populateWaitMs?: number;
}

/** The contractors service: directory reads, populations from Google Places, imports. */
export async function createContractorsService(options: ContractorsServiceOptions) {
  const provider = createGooglePlaces(options.places, options.logger.child({ provider: 'google-places' }));
  const live = createLivePlaces(
    provider,
    { ttlMs: options.places.PLACES_CACHE_TTL_SECONDS * 1000, detailsPerMinute: options.places.PLACES_DETAILS_MAX_PER_MINUTE },
    options.logger,
  );
  const citiesClient = createCitiesClient({ baseUrl: options.citiesUrl, timeoutMs: 5000 });
  const cities = createCityDirectory(citiesClient);
  let worker: PopulationWorker | undefined;
  let liveCities: ProjectedCities | undefined;

  return createServiceLegacy<PrismaClient>({
    name: serviceName,
    logger: options.logger,
    bus: options.bus,
    requestTimeoutMs: uploadRequestTimeoutMs, // its CSV imports
    database: {
      url: options.databaseUrl,
      ...prismaPaths,
      connect: (adapter) => new PrismaClient({ adapter }),
    },
    async routes(app, ctx) {
      worker = createPopulationWorker({ ctx, provider, live }, options.populationPollMs ?? 1000, options.populationLeaseMs);
      await registerCsvUploads(app);
      liveCities = createProjectedCities(ctx.db, cities);
      registerPublicContractorRoutes(app, ctx, { cities: liveCities, directory: createPublicDirectory(ctx.db, live), live });
      registerAdminContractorRoutes(app, ctx, live);
      registerPopulationRoutes(app, ctx, { cities, provider, worker, waitMs: options.populateWaitMs ?? 8000 });
      registerImportRoutes(app, ctx, cities);
    },
    async consumers(ctx) {
      // The worker stops with the consumers, before the database closes.
      worker!.start();
      // Asked before the events are: a first event must not make a projection missing older cities look filled.
      const backfill = backfillCities({
        db: ctx.db,
        cities: citiesClient,
        hasCities: async () => (await ctx.db.city.count()) > 0,
        apply: applyCityFacts,
        logger: ctx.logger,
      });
      void backfill.done.then(() => liveCities!.filled());
      const cityEvents = await consumeCityEvents(ctx);
      const stopBackfill = {
        async stop() {
          backfill.stop();
          await backfill.done;
        },
      };
      return [cityEvents, stopBackfill, await consumeCityCreated(ctx, () => worker!.notify()), worker!];
    },
  });
}
