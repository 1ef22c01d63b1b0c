import { createCitiesClient } from '@local-seo/contracts';
import { defineService, prismaDatabase, registerCsvUploads, trashPurgeTask } from '@local-seo/service-kit';
import { createCityDirectory } from './data/cities.js';
import { optionsFromEnv } from './config.js';
import { createPublicDirectory } from './data/directory.js';
import { contractorsSubscriptions } from './events/subscriptions.js';
import { PrismaClient } from './generated/prisma/client.js';
import { createLiveCities } from './data/live-cities.js';
import { populationWorker } from './population/worker.js';
import { createGooglePlaces } from './providers/google-places.js';
import { createLivePlaces } from './providers/live-places.js';
import { registerAdminContractorRoutes } from './routes/admin-contractors.js';
import { registerImportRoutes } from './routes/import.js';
import { registerPopulationRoutes } from './routes/population.js';
import { registerPublicContractorRoutes } from './routes/public-contractors.js';

/** The contractors service: directory reads, populations from Google Places, imports. */
export const contractorsService = defineService(
  { name: 'contractors', defaultPort: 3003, optionsFromEnv, database: prismaDatabase(import.meta.url, PrismaClient) },
  (ctx, options) => {
    const provider = createGooglePlaces(options.places, ctx.logger.child({ provider: 'google-places' }));
    if (!provider.configured) ctx.logger.warn('GOOGLE_PLACES_API_KEY is not set: template contractors cannot be populated');
    const live = createLivePlaces(provider, { ttlMs: options.places.cacheTtlMs, detailsPerMinute: options.places.detailsMaxPerMinute }, ctx.logger);
    // Staff writes ask the cities service itself; public reads use the copy of cities.
    const cities = createCityDirectory(createCitiesClient({ baseUrl: options.citiesUrl, timeoutMs: options.citiesTimeoutMs }));
    const liveCities = createLiveCities(ctx.db);
    const worker = populationWorker({ ctx, provider, live }, { pollMs: options.populationPollMs, leaseMs: options.populationLeaseMs });
    return {
      async routes(app) {
        await registerCsvUploads(app);
        registerPublicContractorRoutes(app, { db: ctx.db, live, cities: liveCities, directory: createPublicDirectory(ctx.db, live) });
        registerAdminContractorRoutes(app, { db: ctx.db, live, ctx });
        registerPopulationRoutes(app, { ctx, cities, provider, worker, waitMs: options.populateWaitMs });
        registerImportRoutes(app, ctx, cities);
      },
      tasks: [
        ...contractorsSubscriptions(ctx, options, () => worker.wake()),
        worker,
        // Once a day, the contractors trashed over 30 days ago are forgotten.
        trashPurgeTask({ db: ctx.db, entities: ['contractor'], logger: ctx.logger, leases: ctx.leases }),
      ],
    };
  },
);

