import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../data/catalog.js';
import { createLocation, listLocations, locationPage, readLocation, replaceLocationProducts, updateLocation } from '../data/supplier-locations.js';
import { trashLocation } from '../data/trash.js';
import { serveVersionedRecord } from './versioned-record.js';

/** Supplier locations ("V2"): list, read, create, change, delete (to the Trash), and the products each carries. */
export function registerSupplierLocationRoutes(app: FastifyInstance, catalog: Catalog): void {
  const { db } = catalog.ctx;
  serve(app, catalogRoutes.listLocations, ({ query }) => listLocations(db, query));
  serve(app, catalogRoutes.locationPage, ({ query }) => locationPage(db, query));
  serve(app, catalogRoutes.createLocation, ({ body }) => createLocation(catalog, body));
  serveVersionedRecord(app, catalog, { read: catalogRoutes.location, update: catalogRoutes.updateLocation, remove: catalogRoutes.deleteLocation }, {
    read: readLocation, update: updateLocation, trash: trashLocation,
  });
  serve(app, catalogRoutes.replaceLocationProducts, ({ params, body }) => replaceLocationProducts(catalog, params.id, body.product_ids));
}
