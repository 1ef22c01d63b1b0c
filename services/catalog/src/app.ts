import { createCitiesClient, uploadRequestTimeoutMs } from '@local-seo/contracts';
import { backfillCities, createServiceLegacy, prismaPathsOf, type Consumer, type ServiceRuntime } from '@local-seo/service-kit';
import { createListingRefresher } from './availability/refresher.js';
import { createCatalog, type Catalog } from './catalog.js';
import { scheduleMonthlyFigures } from './data/monthly-figures.js';
import { consumeCityEvents } from './events/city-consumer.js';
import { applyCityFacts } from './events/city-projection.js';
import { PrismaClient } from './generated/prisma/client.js';
import { registerAvailabilityRoutes } from './routes/availability.js';
import { registerDeliveryRoutes } from './routes/delivery.js';
import { registerImportRoutes } from './routes/imports.js';
import { registerMaintenanceRoutes } from './routes/maintenance.js';
import { registerProductRoutes } from './routes/products.js';
import { registerStatsRoutes } from './routes/stats.js';
import { registerSupplierLocationRoutes } from './routes/supplier-locations.js';
import { registerSupplierRoutes } from './routes/suppliers.js';
import { registerTaxonomyRoutes } from './routes/taxonomy.js';

export const serviceName = 'catalog';

/** Where the schema and migrations live, from src/ or dist/ alike. */
export const prismaPaths = prismaPathsOf(import.meta.url);

export interface CatalogServiceOptions extends ServiceRuntime {
  /** The cities service, asked once at start when the local projection of cities is empty. */
  citiesUrl: string;
  citiesTimeoutMs?: number;
  /** Products kept per city in city_top_products_cache (default 10). */
  topProductsPerCity?: number;
  /** How often stale city lists are looked for besides the wake-up after each change (default 2 s). */
  refreshIntervalMs?: number;
}

/** The catalog service: products, taxonomy, suppliers and locations, imports, availability by city. */
export async function createCatalogService(options: CatalogServiceOptions) {
  let catalog: Catalog | undefined;
  const service = await createServiceLegacy<PrismaClient>({
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
      const refresher = createListingRefresher(ctx, {
        topCount: options.topProductsPerCity ?? 10,
        source: ctx.name,
        intervalMs: options.refreshIntervalMs ?? 2000,
        logger: ctx.logger,
      });
      catalog = createCatalog(ctx, refresher, options.topProductsPerCity ?? 10);
      registerProductRoutes(app, catalog);
      registerAvailabilityRoutes(app, catalog);
      registerTaxonomyRoutes(app, catalog);
      registerMaintenanceRoutes(app, catalog);
      registerSupplierRoutes(app, catalog);
      registerSupplierLocationRoutes(app, catalog);
      registerDeliveryRoutes(app, catalog);
      registerStatsRoutes(app, catalog);
      await registerImportRoutes(app, catalog);
    },
    async consumers(ctx): Promise<Consumer[]> {
      const { refresher } = catalog!;
      const cityEvents = await consumeCityEvents(ctx, () => refresher.notify());
      const client = createCitiesClient({ baseUrl: options.citiesUrl, timeoutMs: options.citiesTimeoutMs ?? 5000 });
      const backfill = backfillCities({
        db: ctx.db,
        cities: client,
        hasCities: async () => (await ctx.db.city.count()) > 0,
        apply: applyCityFacts,
        logger: ctx.logger,
        onFilled: () => refresher.notify(),
      });
      refresher.start();
      const figures = scheduleMonthlyFigures(ctx.db, (err) => ctx.logger.error({ err }, 'recording the monthly figures failed'));
      return [
        cityEvents,
        figures,
        {
          async stop() {
            backfill.stop();
            await backfill.done;
            await refresher.stop();
          },
        },
      ];
    },
  });
  return Object.assign(service, { catalog: catalog! });
}

export type CatalogService = Awaited<ReturnType<typeof createCatalogService>>;
