import { createService, prismaPathsOf, type ServiceRuntime } from '@local-seo/service-kit';
import { PrismaClient } from './generated/prisma/client.js';
import { registerCityRoutes } from './routes/cities.js';

export const serviceName = 'cities';

/** Where the schema and migrations live, from src/ or dist/ alike. */
export const prismaPaths = prismaPathsOf(import.meta.url);

export interface CitiesServiceOptions extends ServiceRuntime {
  brandName: string;
}

/** The cities service: routes registered explicitly, its own database, its events. */
export function createCitiesService(options: CitiesServiceOptions) {
  return createService<PrismaClient>({
    name: serviceName,
    logger: options.logger,
    bus: options.bus,
    database: {
      url: options.databaseUrl,
      ...prismaPaths,
      connect: (adapter) => new PrismaClient({ adapter }),
    },
    routes(app, context) {
      registerCityRoutes(app, context, options.brandName);
    },
  });
}
