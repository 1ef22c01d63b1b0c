import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog.js';
import { adminProductListJson } from '../data/product-list.js';
import { createProduct, deleteProduct, readProduct, updateProduct } from '../data/products.js';

/** Staff product routes: list, read, create, change, delete. */
export function registerProductRoutes(app: FastifyInstance, catalog: Catalog): void {
  const { db } = catalog.ctx;

  serve(app, catalogRoutes.listProducts, async ({ query, reply }) =>
    // Already JSON text: sent as it is, not serialized again.
    reply.type('application/json; charset=utf-8').send(await adminProductListJson(db, query)),
  );
  serve(app, catalogRoutes.product, ({ params }) => readProduct(db, params.id));
  serve(app, catalogRoutes.createProduct, ({ body }) => createProduct(catalog, body));
  serve(app, catalogRoutes.updateProduct, ({ params, body }) => updateProduct(catalog, params.id, body));
  serve(app, catalogRoutes.deleteProduct, ({ params }) => deleteProduct(catalog, params.id));
}
