import { catalogRoutes } from '@local-seo/contracts';
import { actorOf, serve, versionedWriteOf, withVersionTag } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog.js';
import { createLocation, listLocations, locationPage, readLocation, replaceLocationProducts, updateLocation } from '../data/supplier-locations.js';
import { trashLocation } from '../data/trash.js';

/** Supplier locations ("V2"): list, read, create, change, delete (to the Trash), and the products each carries. */
export function registerSupplierLocationRoutes(app: FastifyInstance, catalog: Catalog): void {
  const { db } = catalog.ctx;
  serve(app, catalogRoutes.listLocations, ({ query }) => listLocations(db, query));
  serve(app, catalogRoutes.locationPage, ({ query }) => locationPage(db, query));
  serve(app, catalogRoutes.location, async ({ params, reply }) => withVersionTag(reply, await readLocation(db, params.id)));
  serve(app, catalogRoutes.createLocation, ({ body }) => createLocation(catalog, body));
  serve(app, catalogRoutes.updateLocation, async ({ params, body, request, reply }) =>
    withVersionTag(reply, await updateLocation(catalog, params.id, body, versionedWriteOf(request.headers))),
  );
  serve(app, catalogRoutes.deleteLocation, async ({ params, request }) => {
    await trashLocation(catalog, params.id, actorOf(request.headers));
  });
  serve(app, catalogRoutes.replaceLocationProducts, ({ params, body }) => replaceLocationProducts(catalog, params.id, body.product_ids));
}
