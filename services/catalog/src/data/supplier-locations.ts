import {
  locationsChanged,
  type SupplierLocationCreate,
  type SupplierLocationUpdate,
  type SupplierLocationView,
  type supplierLocationDetailSchema,
  type supplierLocationListQuerySchema,
  type LocationSortKey,
  type Page,
  type PagedQuery,
  type locationProductsResultSchema,
} from '@local-seo/contracts';
import { badRequest, changeVersioned, containsText, notFound, pageOf, prismaPage, sameTextAnyCase, searchConditions, type VersionedWrite } from '@local-seo/service-kit';
import type { z } from 'zod';
import { refreshCoverageOfLocations } from '../availability/coverage.js';
import { citiesOfLocations, markCitiesStale } from '../availability/stale.js';
import type { Catalog } from './catalog.js';
import type { Tx } from './db.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { coverageFields, locationInclude, toLocationData, toLocationView } from './supplier-mapping.js';

const locationNotFound = () => notFound('Supplier location not found');

/** A supplier location as a versioned write reads it. */
const locationRecord = (tx: Tx, id: number) =>
  ({ table: 'supplier_locations', what: 'location', read: () => tx.supplierLocation.findUnique({ where: { id }, include: locationInclude }), view: toLocationView, notFound: locationNotFound });

async function assertSupplier(tx: Tx, supplierId: number | null | undefined): Promise<void> {
  if (supplierId === null || supplierId === undefined) return;
  if (!(await tx.supplier.findUnique({ where: { id: supplierId } }))) {
    throw badRequest('Supplier not found', [{ field: 'supplier_id', message: 'Supplier not found' }]);
  }
}

/** The supplier locations by name, narrowed by part of a name, address or supplier name, by city, by activity. */
export async function listLocations(db: PrismaClient, query: z.output<typeof supplierLocationListQuerySchema>): Promise<SupplierLocationView[]> {
  const where: Prisma.SupplierLocationWhereInput = {};
  if (query.search) {
    where.OR = [
      { locationName: containsText(query.search) },
      { address: containsText(query.search) },
      { supplier: { supplierName: containsText(query.search) } },
    ];
  }
  if (query.city) where.city = sameTextAnyCase(query.city);
  if (query.active) where.active = query.active === 'true';
  const locations = await db.supplierLocation.findMany({ where, include: locationInclude, orderBy: [{ locationName: 'asc' }, { id: 'asc' }] });
  return locations.map(toLocationView);
}

/** Each sort key's Prisma order; the id breaks ties. */
const locationSorts: Record<LocationSortKey, (order: Prisma.SortOrder) => Prisma.SupplierLocationOrderByWithRelationInput[]> = {
  name: (order) => [{ locationName: order }],
  supplier: (order) => [{ supplier: { supplierName: order } }],
  city: (order) => [{ city: { sort: order, nulls: 'last' } }],
  type: (order) => [{ locationType: { sort: order, nulls: 'last' } }],
  radius: (order) => [{ deliveryRadius: { sort: order, nulls: 'last' } }],
  products: (order) => [{ products: { _count: order } }],
  // Active first when ascending, as the table reads (Active before Inactive).
  status: (order) => [{ active: order === 'asc' ? 'desc' : 'asc' }],
  updated: (order) => [{ updatedAt: order }],
};

/**
 * One page of the supplier locations and how many match (GET /api/supplier-locations/paged):
 * every word of the search in the name, address, city, postal code or supplier's name, in any case;
 * narrowed by city and activity; sorted by a column, then id.
 */
export async function locationPage(
  db: PrismaClient,
  query: PagedQuery<LocationSortKey> & { city?: string | undefined; active?: 'true' | 'false' | undefined },
): Promise<Page<SupplierLocationView>> {
  const where: Prisma.SupplierLocationWhereInput = {
    AND: searchConditions(query.search, (word) => [
      { locationName: word },
      { address: word },
      { city: word },
      { postalCode: word },
      { supplier: { supplierName: word } },
    ]),
  };
  if (query.city) where.city = sameTextAnyCase(query.city);
  if (query.active) where.active = query.active === 'true';
  const { orderBy, skip, take } = prismaPage(query, locationSorts, (order) => ({ id: order }));
  const [locations, total] = await Promise.all([
    db.supplierLocation.findMany({ where, include: locationInclude, orderBy, skip, take }),
    db.supplierLocation.count({ where }),
  ]);
  return pageOf(locations.map(toLocationView), total, query);
}

/** A location with the products it carries, by name. */
export async function readLocation(db: PrismaClient, id: number): Promise<z.output<typeof supplierLocationDetailSchema>> {
  const location = await db.supplierLocation.findUnique({ where: { id }, include: locationInclude });
  if (!location) throw locationNotFound();
  const products = await db.locationProduct.findMany({
    where: { locationId: id },
    select: { product: { select: { id: true, productName: true } } },
    orderBy: { product: { productName: 'asc' } },
  });
  return { ...toLocationView(location), products: products.map(({ product }) => ({ id: product.id, product_name: product.productName })) };
}

/** Creates a location; the cities it reaches are found at once. */
export function createLocation(catalog: Catalog, input: SupplierLocationCreate): Promise<SupplierLocationView> {
  return catalog.write(async (tx, emit) => {
    await assertSupplier(tx, input.supplier_id);
    const created = await tx.supplierLocation.create({
      data: toLocationData(input) as Prisma.SupplierLocationUncheckedCreateInput,
      include: locationInclude,
    });
    await markCitiesStale(tx, await refreshCoverageOfLocations(tx, [created.id]));
    emit(locationsChanged.create({ locationIds: [created.id], reason: 'created' }, catalog.ctx.name));
    return toLocationView(created);
  });
}

/** Changes some fields of a location; where it delivers is found again when its place, radius or activity changed. */
export function updateLocation(catalog: Catalog, id: number, change: SupplierLocationUpdate, write: VersionedWrite = {}): Promise<SupplierLocationView> {
  return changeVersioned(catalog.write, locationRecord, id, write, async ({ tx, emit, before, was, set }) => {
    await assertSupplier(tx, change.supplier_id);
    const changed = (Object.keys(change) as (keyof typeof change)[]).filter(
      (key) => change[key] !== undefined && change[key] !== was[key as keyof SupplierLocationView],
    );
    if (changed.length === 0) return before;
    await set((where, stamp) =>
      tx.supplierLocation.updateMany({ where, data: { ...(toLocationData(change) as Prisma.SupplierLocationUncheckedUpdateManyInput), ...stamp } }),
    );
    const updated = await tx.supplierLocation.findUniqueOrThrow({ where: { id }, include: locationInclude });
    if (changed.some((key) => (coverageFields as readonly string[]).includes(key))) {
      await markCitiesStale(tx, await refreshCoverageOfLocations(tx, [id]));
    }
    emit(locationsChanged.create({ locationIds: [id], reason: 'updated' }, catalog.ctx.name));
    return updated;
  });
}

/** Replaces the products a location carries (every id must be a product). */
export async function replaceLocationProducts(catalog: Catalog, id: number, productIds: readonly number[]): Promise<z.output<typeof locationProductsResultSchema>> {
  const wanted = [...new Set(productIds)];
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
      emit(locationsChanged.create({ locationIds: [id], reason: 'updated' }, catalog.ctx.name));
    }
    return { location_id: id, product_ids: wanted.sort((a, b) => a - b), added: added.length, removed: removed.length };
  });
}
