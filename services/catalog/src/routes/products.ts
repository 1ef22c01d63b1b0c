import {
  productCreateSchema,
  productsChanged,
  productUpdateSchema,
  type AdminProduct,
} from '@local-seo/contracts';
import { notFound, parseInput, recordIdParams } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { citiesOfProducts, markCitiesStale } from '../availability/stale.js';
import type { Catalog } from '../catalog.js';
import { adminProductListJson } from '../data/product-list.js';
import { productInclude, toAdminProduct, listedFields } from '../data/product-mapping.js';
import { assertNotDuplicate, resolveProductRefs, toProductData } from '../data/product-writes.js';
import type { Prisma } from '../generated/prisma/client.js';

const productId = recordIdParams('Product');

const listQuery = z.object({
  search: z.string().trim().optional(),
  category: z.string().trim().optional(),
  active: z
    .enum(['true', 'false'])
    .transform((flag) => flag === 'true')
    .optional(),
});

const productNotFound = () => notFound('Product not found');

/** Admin product routes: list, read, create, change, delete. */
export function registerProductRoutes(app: FastifyInstance, catalog: Catalog): void {
  const { ctx } = catalog;
  const { db } = ctx;

  app.get('/api/products', async (request, reply) => {
    const filter = parseInput(listQuery, request.query);
    // Already JSON text: sent as it is, not serialized again.
    return reply.type('application/json; charset=utf-8').send(await adminProductListJson(db, filter));
  });

  app.get('/api/products/:id', async (request) => {
    const { id } = parseInput(productId, request.params);
    const product = await db.product.findUnique({ where: { id }, include: productInclude });
    if (!product) throw productNotFound();
    return toAdminProduct(product);
  });

  app.post('/api/products', async (request, reply) => {
    const input = parseInput(productCreateSchema, request.body);
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
    return reply.status(201).send(toAdminProduct(product));
  });

  app.patch('/api/products/:id', async (request) => {
    const { id } = parseInput(productId, request.params);
    const change = parseInput(productUpdateSchema, request.body);
    const product = await catalog.write(async (tx, emit) => {
      const before = await tx.product.findUnique({ where: { id }, include: productInclude });
      if (!before) throw productNotFound();
      const refs = await resolveProductRefs(tx, change);
      const was = toAdminProduct(before);
      const next: AdminProduct = {
        ...was,
        ...(Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<AdminProduct>),
        category: refs.category?.name ?? was.category,
        unit_type: refs.unitType?.name ?? was.unit_type,
        brand_status: refs.brandStatus === undefined ? was.brand_status : (refs.brandStatus?.name ?? null),
      };
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

  app.delete('/api/products/:id', async (request, reply) => {
    const { id } = parseInput(productId, request.params);
    await catalog.write(async (tx, emit) => {
      const before = await tx.product.findUnique({ where: { id } });
      if (!before) throw productNotFound();
      // Which city lists show it must be asked before its links go with it.
      const cities = before.active ? await citiesOfProducts(tx, [id], before.showOnAllCities) : [];
      await tx.product.delete({ where: { id } });
      await markCitiesStale(tx, cities);
      emit(productsChanged.create({ productIds: [id], reason: 'deleted' }, ctx.name));
    });
    return reply.status(204).send();
  });
}
