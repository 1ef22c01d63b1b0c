import { createService, cronTask, defineServiceModule, prismaPathsOf, type ServiceRuntime } from '@local-seo/service-kit';
import { purgeExpiredCities } from './city-trash.js';
import { optionsFromEnv, type CitiesOptions } from './config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { registerCityRoutes } from './routes/cities.js';
import { registerNearbyRoute } from './routes/nearby.js';
import { registerCityTrashRoutes } from './routes/trash.js';

/** Where the schema and migrations live, from src/ or dist/ alike. */
export const prismaPaths = prismaPathsOf(import.meta.url);

/** The cities service: the cities that have a landing page, their SEO fields, their events, their Trash. */
export function createCitiesService(runtime: ServiceRuntime, options: CitiesOptions) {
  return createService({
    name: 'cities',
    runtime,
    database: { ...prismaPaths, connect: (adapter) => new PrismaClient({ adapter }) },
    build: (ctx) => ({
      routes: (app) => {
        registerCityRoutes(app, ctx, options.brandName);
        registerNearbyRoute(app, ctx);
        registerCityTrashRoutes(app, ctx);
      },
      tasks: [
        // Once a day: the cities deleted more than 30 days ago are purged, and every service told.
        cronTask({ name: 'purging the Trash of cities', schedule: '17 4 * * *', logger: ctx.logger, run: () => purgeExpiredCities(ctx) }),
      ],
      /** Purges now, as the daily task does (tests: `now` moved on). */
      purgeTrash: (now?: Date) => purgeExpiredCities(ctx, now),
    }),
  });
}

export const citiesService = defineServiceModule({ name: 'cities', defaultPort: 3001, optionsFromEnv, create: createCitiesService });
