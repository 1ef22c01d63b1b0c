import { catalogRoutes, productsChanged, type AdminProduct } from '@local-seo/contracts';
import { notFound, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { citiesOfProducts, markCitiesStale } from '../availability/stale.js';
import type { Catalog } from '../catalog.js';
import { adminProductListJson } from '../data/product-list.js';
import { changedProduct, listedFields, productInclude, toAdminProduct, toProductData } from '../data/product-mapping.js';
import { assertNotDuplicate, resolveProductRefs } from '../data/product-writes.js';
import type { Prisma } from '../generated/prisma/client.js';

const productNotFound = () => notFound('Product not found');

/** Admin product routes: list, read, create, change, delete. */
export function registerProductRoutes(app: FastifyInstance, catalog: Catalog): void {
  const { ctx } = catalog;
  const { db } = ctx;

  serve(app, catalogRoutes.listProducts, async ({ query: filter, reply }) => {
    // Already JSON text: sent as it is, not serialized again.
    return reply.type('application/json; charset=utf-8').send(await adminProductListJson(db, filter));
  });

  serve(app, catalogRoutes.product, async ({ params: { id } }) => {
    const product = await db.product.findUnique({ where: { id }, include: productInclude });
    if (!product) throw productNotFound();
    return toAdminProduct(product);
  });

  serve(app, catalogRoutes.createProduct, async ({ body: input }) => {
    const product = await catalog.write(async (tx, emit) => {
      const refs = await resolveProductRefs(tx, input);
      await assertNotDuplicate(tx, input.product_name, refs.category!);
      const created = await tx.product.create({
        data: toProductData(input, refs) as Prisma.ProductUncheckedCreateInput,
        include: productInclude,
      });
      emit(productsChanged.create({ productIds: [created.id], reason: 'created' }, ctx.name));
      // A new product is carried nowhere yet: only "shown in all cities" reaches a city list.
      if (created.active && created.showOnAllCities) await markCitiesStale(tx, 'all');
      return created;
    });
    return toAdminProduct(product);
  });

  serve(app, catalogRoutes.updateProduct, async ({ params: { id }, body: change }) => {
    const product = await catalog.write(async (tx, emit) => {
      const before = await tx.product.findUnique({ where: { id }, include: productInclude });
      if (!before) throw productNotFound();
      const refs = await resolveProductRefs(tx, change);
      const was = toAdminProduct(before);
      const next = changedProduct(was, change, refs);
      const changed = (Object.keys(next) as (keyof AdminProduct)[]).filter((key) => next[key] !== was[key]);
      if (changed.length === 0) return before;
      if (changed.includes('product_name') || changed.includes('category')) {
        await assertNotDuplicate(tx, next.product_name, refs.category ?? before.category, id);
      }
      const updated = await tx.product.update({ where: { id }, data: toProductData(change, refs), include: productInclude });
      emit(productsChanged.create({ productIds: [id], reason: 'updated' }, ctx.name));
      if (changed.some((key) => (listedFields as readonly string[]).includes(key))) {
        await markCitiesStale(tx, await citiesOfProducts(tx, [id], before.showOnAllCities));
      }
      return updated;
    });
    return toAdminProduct(product);
  });

  serve(app, catalogRoutes.deleteProduct, async ({ params: { id } }) => {
    await catalog.write(async (tx, emit) => {
      const before = await tx.product.findUnique({ where: { id } });
      if (!before) throw productNotFound();
      // Which city lists show it must be asked before its links go with it.
      const cities = before.active ? await citiesOfProducts(tx, [id], before.showOnAllCities) : [];
      await tx.product.delete({ where: { id } });
      await markCitiesStale(tx, cities);
      emit(productsChanged.create({ productIds: [id], reason: 'deleted' }, ctx.name));
    });
  });
}
