import { cronTask, defineService, prismaDatabase, trashPurgeTask } from '@local-seo/service-kit';
import { createListingRefresher } from './availability/refresher.js';
import { createCatalog } from './data/catalog.js';
import { optionsFromEnv } from './config.js';
import { recordCurrentFigures } from './data/monthly-figures.js';
import { catalogSubscriptions } from './events/subscriptions.js';
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
import { registerTrashRoutes } from './routes/trash.js';

/** The catalog service: products, taxonomy, suppliers and locations, imports, availability by city. */
export const catalogService = defineService(
  { name: 'catalog', defaultPort: 3002, optionsFromEnv, database: prismaDatabase(import.meta.url, PrismaClient) },
  (ctx, options) => {
    const refresher = createListingRefresher(ctx, {
      topCount: options.topProductsPerCity,
      source: ctx.name,
      intervalMs: options.refreshIntervalMs,
      logger: ctx.logger,
    });
    const catalog = createCatalog(ctx, refresher, options.topProductsPerCity);
    return {
      async routes(app) {
        registerProductRoutes(app, catalog);
        registerAvailabilityRoutes(app, catalog);
        registerTaxonomyRoutes(app, catalog);
        registerMaintenanceRoutes(app, catalog);
        registerSupplierRoutes(app, catalog);
        registerSupplierLocationRoutes(app, catalog);
        registerTrashRoutes(app, catalog);
        registerDeliveryRoutes(app, catalog, options.geocoding);
        registerStatsRoutes(app, catalog);
        await registerImportRoutes(app, catalog);
      },
      tasks: [
        ...catalogSubscriptions(ctx, options, () => refresher.wake()),
        refresher,
        // Once a day, so a month nobody opened the dashboard in still has its figures for next month's trends.
        cronTask({ name: 'recording the monthly figures', schedule: '7 0 * * *', logger: ctx.logger, leases: ctx.leases, run: () => recordCurrentFigures(ctx.db) }),
        // Once a day, the products and locations trashed over 30 days ago are forgotten.
        trashPurgeTask({ db: ctx.db, entities: ['product', 'location'], logger: ctx.logger, leases: ctx.leases }),
      ],
      catalog,
    };
  },
);

export type CatalogService = Awaited<ReturnType<typeof catalogService.create>>;

