import { catalogRoutes } from '@local-seo/contracts';
import { actorOf, serve, versionedWriteOf, withVersionTag } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog.js';
import { adminProductListJson, adminProductPage } from '../data/product-list.js';
import { createProduct, readProduct, updateProduct } from '../data/products.js';
import { trashProduct } from '../data/trash.js';

/** Staff product routes: list, read, create, change, delete (to the Trash). */
export function registerProductRoutes(app: FastifyInstance, catalog: Catalog): void {
  const { db } = catalog.ctx;

  serve(app, catalogRoutes.listProducts, async ({ query, reply }) =>
    // Already JSON text: sent as it is, not serialized again.
    reply.type('application/json; charset=utf-8').send(await adminProductListJson(db, query)),
  );
  serve(app, catalogRoutes.productPage, ({ query }) => adminProductPage(db, query));
  serve(app, catalogRoutes.product, async ({ params, reply }) => withVersionTag(reply, await readProduct(db, params.id)));
  serve(app, catalogRoutes.createProduct, ({ body }) => createProduct(catalog, body));
  serve(app, catalogRoutes.updateProduct, async ({ params, body, request, reply }) =>
    withVersionTag(reply, await updateProduct(catalog, params.id, body, versionedWriteOf(request.headers))),
  );
  serve(app, catalogRoutes.deleteProduct, async ({ params, request }) => {
    await trashProduct(catalog, params.id, actorOf(request.headers));
  });
}
