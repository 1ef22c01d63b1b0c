import { locationsChanged, productsChanged, type Actor, type TrashItem } from '@local-seo/contracts';
import { conflict, listTrash, moveToTrash, notFound, restoreFromTrash, type TrashKind } from '@local-seo/service-kit';
import { refreshCoverageOfLocations } from '../availability/coverage.js';
import { citiesOfLocations, citiesOfProducts, markCitiesStale } from '../availability/stale.js';
import type { Catalog } from './catalog.js';
import type { Sql } from './db.js';
import { productInclude, toAdminProduct } from './product-mapping.js';

/**
 * A deleted product or supplier location goes to the Trash
 * (docs/decisions.md, decision 11): its row, with its location links, is kept in the
 * `trash` table for 30 days, restorable as it was; meanwhile every list, count, export,
 * city list and import of the catalog finds it gone, since its row left its table. What a
 * delete did besides (the city lists that showed it rebuilt, its event) a trash does too;
 * a restore, what a create does.
 */
const productTrash: TrashKind = {
  entity: 'product',
  table: 'products',
  label: 'Product',
  // The links to locations still there come back (a trashed location's come back with it).
  dependents: [{ table: 'location_products', column: 'product_id', keepWhere: 'EXISTS (SELECT 1 FROM supplier_locations l WHERE l.id = r.location_id)' }],
};

const locationTrash: TrashKind = {
  entity: 'location',
  table: 'supplier_locations',
  label: 'Supplier location',
  // Which cities it reaches (city_locations) is found again at its restore.
  dependents: [{ table: 'location_products', column: 'location_id', keepWhere: 'EXISTS (SELECT 1 FROM products p WHERE p.id = r.product_id)' }],
};

export const trashedProducts = (catalog: Catalog): Promise<TrashItem[]> => listTrash(catalog.ctx.db, 'product');
export const trashedLocations = (catalog: Catalog): Promise<TrashItem[]> => listTrash(catalog.ctx.db, 'location');

/** Moves a product, with its location links, to the Trash; the city lists that showed it are rebuilt. */
export async function trashProduct(catalog: Catalog, id: number, actor?: Actor): Promise<TrashItem> {
  return catalog.write(async (tx, emit) => {
    const before = await tx.product.findUnique({ where: { id }, include: { category: true } });
    if (!before) throw notFound('Product not found');
    // Which city lists show it must be asked before its links go with it. Their rows are
    // locked first, as a rebuild of a list does (then its top products): the other order
    // deadlocks with a rebuild under way.
    await markCitiesStale(tx, before.active ? await citiesOfProducts(tx, [id], before.showOnAllCities) : []);
    const item = await moveToTrash(tx, productTrash, id, { name: before.productName, detail: before.category.name, actor });
    emit(productsChanged.create({ productIds: [id], reason: 'trashed', summary: { name: before.productName } }, catalog.ctx.name));
    return item;
  });
}

/**
 * Brings a product back from the Trash with its id, fields and location links; 409 when
 * a live product of its name is in its category (created since), or its category is gone.
 */
export async function restoreProduct(catalog: Catalog, id: number): Promise<TrashItem> {
  return catalog.write(async (tx, emit) => {
    const { item } = await restoreFromTrash(tx, productTrash, id, async (row, { name }) => {
      const [category] = await tx.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM categories WHERE id = $1`, row.category_id);
      if (!category) throw conflict(`Product "${name}" cannot be restored: its category was deleted meanwhile; create the category again first`);
      const [twin] = await tx.$queryRawUnsafe<{ id: number }[]>(
        `SELECT id FROM products WHERE name_key = $1 AND category_id = $2 LIMIT 1`,
        row.name_key,
        row.category_id,
      );
      if (twin) throw conflict(`A product named "${name}" exists in category "${category.name}" (id ${twin.id}); rename it before restoring this one`);
    });
    const product = await tx.product.findUniqueOrThrow({ where: { id }, include: productInclude });
    await markCitiesStale(tx, product.active ? await citiesOfProducts(tx, [id], product.showOnAllCities) : []);
    emit(productsChanged.create({ productIds: [id], reason: 'restored', summary: { name: item.name, after: toAdminProduct(product) } }, catalog.ctx.name));
    return item;
  });
}

/** Moves a supplier location, with its product links, to the Trash; the city lists it supplied are rebuilt. */
export async function trashLocation(catalog: Catalog, id: number, actor?: Actor): Promise<TrashItem> {
  return catalog.write(async (tx, emit) => {
    const before = await tx.supplierLocation.findUnique({ where: { id }, include: { supplier: true } });
    if (!before) throw notFound('Supplier location not found');
    const cities = await citiesOfLocations(tx, [id]);
    const item = await moveToTrash(tx, locationTrash, id, { name: before.locationName, detail: before.supplier?.supplierName ?? null, actor });
    await markCitiesStale(tx, cities);
    emit(locationsChanged.create({ locationIds: [id], reason: 'trashed', summary: { name: before.locationName } }, catalog.ctx.name));
    return item;
  });
}

/**
 * Brings a supplier location back from the Trash with its id, fields and product links, and
 * finds again which cities it reaches; 409 when a live location of its name is at its
 * supplier (an import matches locations by supplier and name). A supplier deleted meanwhile
 * leaves it without one, as deleting the supplier would have.
 */
export async function restoreLocation(catalog: Catalog, id: number): Promise<TrashItem> {
  return catalog.write(async (tx, emit) => {
    const { item } = await restoreFromTrash(tx, locationTrash, id, async (row, { name, detail }) => {
      const supplierId = row.supplier_id === null || row.supplier_id === undefined ? null : Number(row.supplier_id);
      const supplierGone = supplierId !== null && !(await exists(tx, `SELECT 1 FROM suppliers WHERE id = $1`, supplierId));
      const [twin] = await tx.$queryRawUnsafe<{ id: number }[]>(
        `SELECT id FROM supplier_locations WHERE name_key = $1 AND supplier_id IS NOT DISTINCT FROM $2 LIMIT 1`,
        row.name_key,
        supplierGone ? null : supplierId,
      );
      if (twin) throw conflict(`A supplier location named "${name}" exists${detail && !supplierGone ? ` at ${detail}` : ''} (id ${twin.id}); rename it before restoring this one`);
      return supplierGone ? { ...row, supplier_id: null } : row;
    });
    await markCitiesStale(tx, await refreshCoverageOfLocations(tx, [id]));
    emit(locationsChanged.create({ locationIds: [id], reason: 'restored', summary: { name: item.name } }, catalog.ctx.name));
    return item;
  });
}

async function exists(tx: Sql, query: string, ...values: unknown[]): Promise<boolean> {
  return (await tx.$queryRawUnsafe<unknown[]>(query, ...values)).length > 0;
}
