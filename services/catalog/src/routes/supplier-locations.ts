import {
  locationProductsSchema,
  locationsChanged,
  supplierLocationCreateSchema,
  supplierLocationUpdateSchema,
  type SupplierLocationView,
} from '@local-seo/contracts';
import { badRequest, notFound, parseInput, recordIdParams } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refreshCoverageOfLocations } from '../availability/coverage.js';
import { citiesOfLocations, markCitiesStale } from '../availability/stale.js';
import type { Catalog } from '../catalog.js';
import type { Tx } from '../db.js';
import { coverageFields, locationInclude, toLocationData, toLocationView } from '../data/supplier-mapping.js';
import type { Prisma } from '../generated/prisma/client.js';

const locationId = recordIdParams('Supplier location');
const listQuery = z.object({
  search: z.string().trim().optional(),
  city: z.string().trim().optional(),
  active: z.enum(['true', 'false']).optional(),
});
const locationNotFound = () => notFound('Supplier location not found');

async function assertSupplier(tx: Tx, supplierId: number | null | undefined): Promise<void> {
  if (supplierId === null || supplierId === undefined) return;
  if (!(await tx.supplier.findUnique({ where: { id: supplierId } }))) {
    throw badRequest('Supplier not found', [{ field: 'supplier_id', message: 'Supplier not found' }]);
  }
}

/** Supplier locations ("V2"): list, read, create, change, delete, and the products each carries. */
export function registerSupplierLocationRoutes(app: FastifyInstance, catalog: Catalog): void {
  const { ctx } = catalog;
  const { db } = ctx;

  app.get('/api/supplier-locations', async (request) => {
    const query = parseInput(listQuery, request.query);
    const where: Prisma.SupplierLocationWhereInput = {};
    if (query.search) {
      where.OR = [
        { locationName: { contains: query.search, mode: 'insensitive' } },
        { address: { contains: query.search, mode: 'insensitive' } },
        { supplier: { supplierName: { contains: query.search, mode: 'insensitive' } } },
      ];
    }
    if (query.city) where.city = { equals: query.city, mode: 'insensitive' };
    if (query.active) where.active = query.active === 'true';
    const locations = await db.supplierLocation.findMany({ where, include: locationInclude, orderBy: [{ locationName: 'asc' }, { id: 'asc' }] });
    return locations.map(toLocationView);
  });

  app.get('/api/supplier-locations/:id', async (request) => {
    const { id } = parseInput(locationId, request.params);
    const location = await db.supplierLocation.findUnique({ where: { id }, include: locationInclude });
    if (!location) throw locationNotFound();
    const products = await db.locationProduct.findMany({
      where: { locationId: id },
      select: { product: { select: { id: true, productName: true } } },
      orderBy: { product: { productName: 'asc' } },
    });
    return { ...toLocationView(location), products: products.map(({ product }) => ({ id: product.id, product_name: product.productName })) };
  });

  app.post('/api/supplier-locations', async (request, reply) => {
    const input = parseInput(supplierLocationCreateSchema, request.body);
    const location = await catalog.write(async (tx, emit) => {
      await assertSupplier(tx, input.supplier_id);
      const created = await tx.supplierLocation.create({
        data: toLocationData(input) as Prisma.SupplierLocationUncheckedCreateInput,
        include: locationInclude,
      });
      await markCitiesStale(tx, await refreshCoverageOfLocations(tx, [created.id]));
      emit(locationsChanged.create({ locationIds: [created.id], reason: 'created' }, ctx.name));
      return created;
    });
    return reply.status(201).send(toLocationView(location));
  });

  app.patch('/api/supplier-locations/:id', async (request) => {
    const { id } = parseInput(locationId, request.params);
    const change = parseInput(supplierLocationUpdateSchema, request.body);
    const location = await catalog.write(async (tx, emit) => {
      const before = await tx.supplierLocation.findUnique({ where: { id }, include: locationInclude });
      if (!before) throw locationNotFound();
      await assertSupplier(tx, change.supplier_id);
      const was = toLocationView(before);
      const changed = (Object.keys(change) as (keyof typeof change)[]).filter(
        (key) => change[key] !== undefined && change[key] !== was[key as keyof SupplierLocationView],
      );
      if (changed.length === 0) return before;
      const updated = await tx.supplierLocation.update({ where: { id }, data: toLocationData(change), include: locationInclude });
      if (changed.some((key) => (coverageFields as readonly string[]).includes(key))) {
        await markCitiesStale(tx, await refreshCoverageOfLocations(tx, [id]));
      }
      emit(locationsChanged.create({ locationIds: [id], reason: 'updated' }, ctx.name));
      return updated;
    });
    return toLocationView(location);
  });

  app.delete('/api/supplier-locations/:id', async (request, reply) => {
    const { id } = parseInput(locationId, request.params);
    await catalog.write(async (tx, emit) => {
      if (!(await tx.supplierLocation.findUnique({ where: { id } }))) throw locationNotFound();
      const cities = await citiesOfLocations(tx, [id]);
      await tx.supplierLocation.delete({ where: { id } });
      await markCitiesStale(tx, cities);
      emit(locationsChanged.create({ locationIds: [id], reason: 'deleted' }, ctx.name));
    });
    return reply.status(204).send();
  });

  /** Replaces the products a location carries. */
  app.put('/api/supplier-locations/:id/products', async (request) => {
    const { id } = parseInput(locationId, request.params);
    const { product_ids } = parseInput(locationProductsSchema, request.body);
    const wanted = [...new Set(product_ids)];
    return catalog.write(async (tx, emit) => {
      if (!(await tx.supplierLocation.findUnique({ where: { id } }))) throw locationNotFound();
      const found = await tx.product.findMany({ where: { id: { in: wanted } }, select: { id: true } });
      const existing = new Set(found.map((p) => p.id));
      const missing = wanted.filter((pid) => !existing.has(pid));
      if (missing.length > 0) {
        const message = `No product with id ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', ...' : ''}`;
        throw badRequest(message, [{ field: 'product_ids', message }]);
      }
      const current = new Set((await tx.locationProduct.findMany({ where: { locationId: id }, select: { productId: true } })).map((l) => l.productId));
      const wantedSet = new Set(wanted);
      const added = wanted.filter((pid) => !current.has(pid));
      const removed = [...current].filter((pid) => !wantedSet.has(pid));
      if (added.length + removed.length > 0) {
        await tx.locationProduct.deleteMany({ where: { locationId: id, productId: { in: removed } } });
        await tx.locationProduct.createMany({ data: added.map((productId) => ({ locationId: id, productId })) });
        await markCitiesStale(tx, await citiesOfLocations(tx, [id]));
        emit(locationsChanged.create({ locationIds: [id], reason: 'updated' }, ctx.name));
      }
      return { location_id: id, product_ids: wanted.sort((a, b) => a - b), added: added.length, removed: removed.length };
    });
  });
}
