import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog.js';
import { createLocation, deleteLocation, listLocations, readLocation, replaceLocationProducts, updateLocation } from '../data/supplier-locations.js';

/** Supplier locations ("V2"): list, read, create, change, delete, and the products each carries. */
export function registerSupplierLocationRoutes(app: FastifyInstance, catalog: Catalog): void {
  const { db } = catalog.ctx;
  serve(app, catalogRoutes.listLocations, ({ query }) => listLocations(db, query));
  serve(app, catalogRoutes.location, ({ params }) => readLocation(db, params.id));
  serve(app, catalogRoutes.createLocation, ({ body }) => createLocation(catalog, body));
  serve(app, catalogRoutes.updateLocation, ({ params, body }) => updateLocation(catalog, params.id, body));
  serve(app, catalogRoutes.deleteLocation, ({ params }) => deleteLocation(catalog, params.id));
  serve(app, catalogRoutes.replaceLocationProducts, ({ params, body }) => replaceLocationProducts(catalog, params.id, body.product_ids));
}
