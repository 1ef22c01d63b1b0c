import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../data/catalog.js';
import { cleanProductNames, consolidateProducts } from '../data/product-maintenance.js';

/** Maintenance actions of the Products tab. */
export function registerMaintenanceRoutes(app: FastifyInstance, catalog: Catalog): void {
  serve(app, catalogRoutes.cleanProductNames, () => cleanProductNames(catalog));
  serve(app, catalogRoutes.consolidateProducts, () => consolidateProducts(catalog));
}
