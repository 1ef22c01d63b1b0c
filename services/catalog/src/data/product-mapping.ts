import { adminProductSchema, type AdminProduct, type ProductUpdate, type TaxonomyKind } from '@local-seo/contracts';
import { nameKey } from '../domain/index.js';
import type { Prisma, Product } from '../generated/prisma/client.js';
import { productColumns, taxonomyColumns, type ProductColumn, type ProductWithRefs } from './product-columns.js';
import type { TaxonomyRecord } from './taxonomy.js';

export { productInclude, type ProductWithRefs } from './product-columns.js';

/** A stored value as the API answers it: money as exact text, instants as ISO text. */
function answerOf(column: ProductColumn, value: unknown): unknown {
  if (value === null) return null;
  if (column.type === 'money') return (value as Prisma.Decimal).toFixed(2);
  if (column.type === 'instant') return (value as Date).toISOString();
  return value;
}

const fieldOf = (product: Product, column: ProductColumn) => (product as unknown as Record<string, unknown>)[column.field];

/** How each field of an AdminProduct is read from a product with its taxonomy entries. */
const readers = new Map<keyof AdminProduct, (product: ProductWithRefs) => unknown>([
  ...productColumns.filter((c) => c.api).map((c) => [c.api!, (p: ProductWithRefs) => answerOf(c, fieldOf(p, c))] as const),
  ...taxonomyColumns.map((c) => [c.taxonomy.api, (p: ProductWithRefs) => p[c.taxonomy.relation]?.name ?? null] as const),
  ['location_count', (p) => p._count.locations],
  // Stored from the gateway's actor header, which was parsed before it was written.
  ['updated_by', (p) => p.updatedBy ?? null],
]);

/** A product with every field, for staff, in the contract's field order. */
export function toAdminProduct(product: ProductWithRefs): AdminProduct {
  return Object.fromEntries(adminProductSchema.keyof().options.map((field) => [field, readers.get(field)!(product)])) as AdminProduct;
}

/** The fields a visitor's list shows or depends on: a change to any of them changes city lists. */
export const listedFields: readonly (keyof AdminProduct)[] = productColumns.filter((c) => c.listed).map((c) => c.taxonomy?.api ?? c.api!);

/** The taxonomy entries a body names, by kind (null: cleared). */
export type ProductRefs = Partial<Record<TaxonomyKind, TaxonomyRecord | null>>;

/** A name's key, beside the name (null with it). */
const keyOf = (value: unknown) => (value === null ? null : nameKey(String(value)));

/** The Prisma data of a validated body: only the fields it carries, with the keys of its names and the ids of the entries it names. */
export function toProductData(input: ProductUpdate, refs: ProductRefs): Prisma.ProductUncheckedUpdateInput {
  const data: Record<string, unknown> = {};
  for (const column of productColumns) {
    const value = column.api && column.api in input ? input[column.api as keyof ProductUpdate] : undefined;
    if (value !== undefined) {
      data[column.field] = value;
      if (column.key) data[column.key.field] = keyOf(value);
    }
    const entry = column.taxonomy && refs[column.taxonomy.kind];
    if (entry !== undefined) data[column.field] = entry?.id ?? null;
  }
  return data as Prisma.ProductUncheckedUpdateInput;
}

/** A product's AdminProduct after a change: the body's fields, and the names of the entries it names. */
export function changedProduct(was: AdminProduct, change: ProductUpdate, refs: ProductRefs): AdminProduct {
  const next: AdminProduct = { ...was, ...(Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<AdminProduct>) };
  for (const { taxonomy } of taxonomyColumns) {
    const entry = refs[taxonomy.kind];
    (next as Record<string, unknown>)[taxonomy.api] = entry === undefined ? was[taxonomy.api] : (entry?.name ?? null);
  }
  return next;
}

const detailColumns = productColumns.filter((c) => c.detail);

/** The details consolidation may fill from a twin, by Prisma field (money as exact text). */
export const detailsOf = (product: Product): Record<string, string | number | null> =>
  Object.fromEntries(detailColumns.map((c) => [c.field, (c.type === 'money' ? answerOf(c, fieldOf(product, c)) : fieldOf(product, c)) as string | number | null]));

/** The Prisma data of merged details, with the keys of the names among them. */
export function detailData(details: Record<string, unknown>): Prisma.ProductUncheckedUpdateInput {
  const data: Record<string, unknown> = {};
  for (const column of detailColumns) {
    data[column.field] = details[column.field];
    if (column.key) data[column.key.field] = keyOf(details[column.field]);
  }
  return data as Prisma.ProductUncheckedUpdateInput;
}
