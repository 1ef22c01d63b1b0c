import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../data/catalog.js';
import { restoreLocation, restoreProduct, trashedLocations, trashedProducts } from '../data/trash.js';

/** The catalog's part of the Trash: trashed products and supplier locations, and their restore. */
export function registerTrashRoutes(app: FastifyInstance, catalog: Catalog): void {
  serve(app, catalogRoutes.trashedProducts, async () => ({ items: await trashedProducts(catalog) }));
  serve(app, catalogRoutes.restoreProduct, ({ params }) => restoreProduct(catalog, params.id));
  serve(app, catalogRoutes.trashedLocations, async () => ({ items: await trashedLocations(catalog) }));
  serve(app, catalogRoutes.restoreLocation, ({ params }) => restoreLocation(catalog, params.id));
}
