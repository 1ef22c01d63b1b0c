import { cronTask, defineService, prismaDatabase } from '@local-seo/service-kit';
import { purgeExpiredCities } from './data/city-trash.js';
import { optionsFromEnv } from './config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { registerCityRoutes } from './routes/cities.js';
import { registerNearbyRoute } from './routes/nearby.js';
import { registerCityTrashRoutes } from './routes/trash.js';

/** The cities service: the cities that have a landing page, their SEO fields, their events, their Trash. */
export const citiesService = defineService(
  { name: 'cities', defaultPort: 3001, optionsFromEnv, database: prismaDatabase(import.meta.url, PrismaClient) },
  (ctx, options) => ({
    routes: (app) => {
      registerCityRoutes(app, ctx, options.brandName);
      registerNearbyRoute(app, ctx);
      registerCityTrashRoutes(app, ctx);
    },
    tasks: [
      // Once a day: the cities deleted more than 30 days ago are purged, and every service told.
      cronTask({ name: 'purging the Trash of cities', schedule: '17 4 * * *', logger: ctx.logger, leases: ctx.leases, run: () => purgeExpiredCities(ctx) }),
    ],
    /** Purges now, as the daily task does (tests: `now` moved on). */
    purgeTrash: (now?: Date) => purgeExpiredCities(ctx, now),
  }),
);

