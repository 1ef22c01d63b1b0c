import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../data/catalog.js';
import { adminProductListJson, adminProductPage } from '../data/product-list.js';
import { createProduct, readProduct, updateProduct } from '../data/products.js';
import { trashProduct } from '../data/trash.js';
import { serveVersionedRecord } from './versioned-record.js';

/** Staff product routes: list, read, create, change, delete (to the Trash). */
export function registerProductRoutes(app: FastifyInstance, catalog: Catalog): void {
  const { db } = catalog.ctx;

  serve(app, catalogRoutes.listProducts, async ({ query, reply }) =>
    // Already JSON text: sent as it is, not serialized again.
    reply.type('application/json; charset=utf-8').send(await adminProductListJson(db, query)),
  );
  serve(app, catalogRoutes.productPage, ({ query }) => adminProductPage(db, query));
  serve(app, catalogRoutes.createProduct, ({ body }) => createProduct(catalog, body));
  serveVersionedRecord(app, catalog, { read: catalogRoutes.product, update: catalogRoutes.updateProduct, remove: catalogRoutes.deleteProduct }, {
    read: readProduct, update: updateProduct, trash: trashProduct,
  });
}
