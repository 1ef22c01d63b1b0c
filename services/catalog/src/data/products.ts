import { fieldChanges, productsChanged, type AdminProduct, type ProductCreate, type ProductUpdate } from '@local-seo/contracts';
import { badRequest, changeVersioned, conflict, notFound, type VersionedWrite } from '@local-seo/service-kit';
import { citiesOfProducts, markCitiesStale } from '../availability/stale.js';
import type { Catalog } from './catalog.js';
import type { Sql, Tx } from './db.js';
import { nameKey } from '../domain/index.js';
import type { Prisma } from '../generated/prisma/client.js';
import { changedProduct, listedFields, productInclude, toAdminProduct, toProductData, type ProductRefs } from './product-mapping.js';
import { findTaxonomy, type TaxonomyRecord } from './taxonomy.js';

/** The category, unit type and brand status a body names, which must exist (docs/decisions.md, decision 4). */
async function resolveProductRefs(tx: Sql, input: Pick<ProductUpdate, 'category' | 'unit_type' | 'brand_status'>): Promise<ProductRefs> {
  const refs: ProductRefs = {};
  if (input.category !== undefined) {
    const category = await findTaxonomy(tx, 'category', input.category);
    if (!category) throw unknown('category', `Category "${input.category}" does not exist; create it in the Categories tab first`);
    refs.category = category;
  }
  if (input.unit_type !== undefined) {
    const unitType = await findTaxonomy(tx, 'unit_type', input.unit_type);
    if (!unitType) throw unknown('unit_type', `Unit type "${input.unit_type}" does not exist; create it first`);
    refs.unit_type = unitType;
  }
  if (input.brand_status === null) refs.brand_status = null;
  else if (input.brand_status !== undefined) {
    const status = await findTaxonomy(tx, 'brand_status', input.brand_status);
    if (!status) {
      const names = await tx.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM brand_statuses ORDER BY id`);
      throw unknown('brand_status', `Brand status must be one of: none, ${names.map((n) => n.name).join(', ')}`);
    }
    refs.brand_status = status;
  }
  return refs;
}

const unknown = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** The same product twice in a category is what consolidation exists to undo: refuse it up front. */
async function assertNotDuplicate(tx: Sql, name: string, category: TaxonomyRecord, exceptId?: number): Promise<void> {
  const [twin] = await tx.$queryRawUnsafe<{ id: number }[]>(
    `SELECT id FROM products WHERE name_key = $1 AND category_id = $2 AND id <> $3 LIMIT 1`,
    nameKey(name),
    category.id,
    exceptId ?? 0,
  );
  if (twin) throw conflict(`A product named "${name}" already exists in category "${category.name}" (id ${twin.id})`);
}

const productNotFound = () => notFound('Product not found');

/** A product as a versioned write reads it. */
const productRecord = (tx: Tx, id: number) =>
  ({ table: 'products', what: 'product', read: () => tx.product.findUnique({ where: { id }, include: productInclude }), view: toAdminProduct, notFound: productNotFound });

/** A product with every field, for staff. */
export async function readProduct(db: Pick<Tx, 'product'>, id: number): Promise<AdminProduct> {
  const product = await db.product.findUnique({ where: { id }, include: productInclude });
  if (!product) throw productNotFound();
  return toAdminProduct(product);
}

/** Creates a product; only "shown in all cities" makes it reach city lists (it is carried nowhere yet). */
export function createProduct(catalog: Catalog, input: ProductCreate): Promise<AdminProduct> {
  return catalog.write(async (tx, emit) => {
    const refs = await resolveProductRefs(tx, input);
    await assertNotDuplicate(tx, input.product_name, refs.category!);
    const created = await tx.product.create({ data: toProductData(input, refs) as Prisma.ProductUncheckedCreateInput, include: productInclude });
    emit(productsChanged.create({ productIds: [created.id], reason: 'created', summary: { name: created.productName, after: toAdminProduct(created) } }, catalog.ctx.name));
    if (created.active && created.showOnAllCities) await markCitiesStale(tx, 'all');
    return toAdminProduct(created);
  });
}

/**
 * Changes some fields of a product; the city lists that show it are rebuilt when a field
 * they show changed. The change is a compare-and-set on the version it was based on
 * (If-Match, else the version read here): a write based on an older one answers 412
 * with the product as it is now (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */
export function updateProduct(catalog: Catalog, id: number, change: ProductUpdate, write: VersionedWrite = {}): Promise<AdminProduct> {
  return changeVersioned(catalog.write, productRecord, id, write, async ({ tx, emit, before, was, set }) => {
    const refs = await resolveProductRefs(tx, change);
    const next = changedProduct(was, change, refs);
    const changed = (Object.keys(next) as (keyof AdminProduct)[]).filter((key) => next[key] !== was[key]);
    if (changed.length === 0) return before;
    if (changed.includes('product_name') || changed.includes('category')) {
      await assertNotDuplicate(tx, next.product_name, refs.category ?? before.category, id);
    }
    await set((where, stamp) =>
      tx.product.updateMany({ where, data: { ...(toProductData(change, refs) as Prisma.ProductUncheckedUpdateManyInput), ...stamp } }),
    );
    emit(productsChanged.create({ productIds: [id], reason: 'updated', summary: fieldChanges(was, next, changed, next.product_name) }, catalog.ctx.name));
    if (changed.some((key) => listedFields.includes(key))) {
      await markCitiesStale(tx, await citiesOfProducts(tx, [id], before.showOnAllCities));
    }
    return tx.product.findUniqueOrThrow({ where: { id }, include: productInclude });
  });
}
