import { createService, defineServiceModule, prismaPathsOf, type ServiceRuntime } from '@local-seo/service-kit';
import { optionsFromEnv, type CitiesOptions } from './config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { registerCityRoutes } from './routes/cities.js';
import { registerNearbyRoute } from './routes/nearby.js';

/** Where the schema and migrations live, from src/ or dist/ alike. */
export const prismaPaths = prismaPathsOf(import.meta.url);

/** The cities service: the cities that have a landing page, their SEO fields, their events. */
export function createCitiesService(runtime: ServiceRuntime, options: CitiesOptions) {
  return createService({
    name: 'cities',
    runtime,
    database: { ...prismaPaths, connect: (adapter) => new PrismaClient({ adapter }) },
    build: (ctx) => ({
      routes: (app) => {
        registerCityRoutes(app, ctx, options.brandName);
        registerNearbyRoute(app, ctx);
      },
    }),
  });
}

export const citiesService = defineServiceModule({ name: 'cities', defaultPort: 3001, optionsFromEnv, create: createCitiesService });
