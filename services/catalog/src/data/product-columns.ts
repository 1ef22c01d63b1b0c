import type { AdminProduct, TaxonomyKind } from '@local-seo/contracts';
import type { Prisma } from '../generated/prisma/client.js';

/**
 * How a column is stored and answered. money: numeric(10,2), answered as exact text
 * ('45.00'); instant: timestamptz, answered as Date.toISOString writes it.
 */
export type ColumnType = 'int' | 'text' | 'money' | 'boolean' | 'instant';

/** What every admin read of a product includes: the taxonomy entries its columns point to, and its location count. */
export const productInclude = {
  category: true,
  unitType: true,
  brandStatus: true,
  _count: { select: { locations: true } },
} as const satisfies Prisma.ProductInclude;

export type ProductWithRefs = Prisma.ProductGetPayload<{ include: typeof productInclude }>;

type ProductField = keyof Prisma.ProductUncheckedCreateInput;

/** A column that holds the id of a taxonomy entry: the API and the import name the entry. */
export interface TaxonomyColumn {
  kind: TaxonomyKind;
  /** Where the entries live. */
  table: string;
  /** The entry's name in the API. */
  api: keyof AdminProduct;
  /** Prisma's relation, and the table's alias in SQL. */
  relation: Exclude<keyof typeof productInclude, '_count'>;
  alias: string;
  /** Longest name of an entry. */
  max: number;
  /** An import that names an entry for the first time creates it (else the name must exist). */
  createdByImport?: true;
}

export interface ProductColumn {
  /** In table products. */
  column: string;
  /** In Prisma's model. */
  field: ProductField;
  type: ColumnType;
  /** In the API (an AdminProduct, a JSON body); the taxonomy ids' entries are named by `taxonomy.api`. */
  api?: keyof AdminProduct;
  /** How a person calls it in a message ('Product name is required'). */
  label?: string;
  /** Longest text (varchar(n)); none for a text column. */
  max?: number;
  required?: true;
  taxonomy?: TaxonomyColumn;
  /** Kept beside it lower-cased with whitespace collapsed: what imports and duplicates match on. */
  key?: { column: string; field: ProductField };
  /** Its column in the products import: the header the template writes, and the other spellings accepted. */
  csv?: { header: string; aliases: readonly string[] };
  /** The staff list's search reads it. */
  searched?: true;
  /** A visitor's list shows it (or depends on it): a change to it changes city lists. */
  listed?: true;
  /** A detail a record may lack: consolidation fills it from a twin when empty. */
  detail?: true;
}

/**
 * A product's columns, listed once: the staff answer and its SQL list, the writes
 * of a JSON body, the products import's columns and its bulk writes, consolidation's
 * details and what makes city lists stale are all derived from this list. In the
 * order of the table (the import's columns are in this order too).
 */
export const productColumns: readonly ProductColumn[] = [
  { column: 'id', field: 'id', type: 'int', api: 'id' },
  {
    column: 'product_name',
    field: 'productName',
    type: 'text',
    api: 'product_name',
    label: 'Product name',
    max: 255,
    required: true,
    key: { column: 'name_key', field: 'nameKey' },
    csv: { header: 'Product', aliases: ['Product Name', 'product_name', 'Name'] },
    searched: true,
    listed: true,
  },
  {
    column: 'description',
    field: 'description',
    type: 'text',
    api: 'description',
    csv: { header: 'Product Description', aliases: ['Description', 'description'] },
    detail: true,
  },
  {
    column: 'category_id',
    field: 'categoryId',
    type: 'int',
    api: 'category_id',
    required: true,
    taxonomy: { kind: 'category', table: 'categories', api: 'category', relation: 'category', alias: 'c', max: 255, createdByImport: true },
    csv: { header: 'Category', aliases: ['category'] },
    listed: true,
  },
  {
    column: 'size_attributes',
    field: 'sizeAttributes',
    type: 'text',
    api: 'size_attributes',
    max: 255,
    csv: { header: 'Product Size or Attributes', aliases: ['Size or Attributes', 'Size', 'size_attributes'] },
    detail: true,
  },
  {
    column: 'unit_type_id',
    field: 'unitTypeId',
    type: 'int',
    api: 'unit_type_id',
    required: true,
    taxonomy: { kind: 'unit_type', table: 'unit_types', api: 'unit_type', relation: 'unitType', alias: 'u', max: 100, createdByImport: true },
    csv: { header: 'Unit Type', aliases: ['Unit', 'unit_type'] },
    listed: true,
  },
  {
    column: 'customer_pricing',
    field: 'customerPricing',
    type: 'money',
    api: 'customer_pricing',
    csv: { header: 'Customer Pricing', aliases: ['Customer Price', 'customer_pricing'] },
    detail: true,
  },
  {
    column: 'contractor_pricing',
    field: 'contractorPricing',
    type: 'money',
    api: 'contractor_pricing',
    csv: { header: 'Contractor Pricing', aliases: ['Contractor Price', 'contractor_pricing'] },
    detail: true,
  },
  {
    column: 'fob_price',
    field: 'fobPrice',
    type: 'money',
    api: 'fob_price',
    csv: { header: 'Price per Unit FOB', aliases: ['FOB Price', 'FOB', 'fob_price'] },
    detail: true,
  },
  { column: 'from_price', field: 'fromPrice', type: 'money', api: 'from_price', detail: true },
  {
    column: 'brand_status_id',
    field: 'brandStatusId',
    type: 'int',
    taxonomy: { kind: 'brand_status', table: 'brand_statuses', api: 'brand_status', relation: 'brandStatus', alias: 'b', max: 100 },
    csv: { header: 'Brand Status', aliases: ['Website Status', 'brand_status'] },
    listed: true,
    detail: true,
  },
  {
    column: 'brand_product_name',
    field: 'brandProductName',
    type: 'text',
    api: 'brand_product_name',
    max: 255,
    key: { column: 'brand_name_key', field: 'brandNameKey' },
    csv: { header: 'Brand Product Name', aliases: ['Website Product Name', 'brand_product_name'] },
    searched: true,
    listed: true,
    detail: true,
  },
  { column: 'product_url', field: 'productUrl', type: 'text', api: 'product_url', max: 1000, listed: true, detail: true },
  { column: 'priority', field: 'priority', type: 'int', api: 'priority' },
  { column: 'ranking', field: 'ranking', type: 'int', api: 'ranking', listed: true },
  { column: 'seasonal_availability', field: 'seasonalAvailability', type: 'text', api: 'seasonal_availability', max: 50, listed: true, detail: true },
  { column: 'show_on_all_cities', field: 'showOnAllCities', type: 'boolean', api: 'show_on_all_cities', listed: true },
  { column: 'active', field: 'active', type: 'boolean', api: 'active', listed: true },
  { column: 'aliases', field: 'aliases', type: 'text', api: 'aliases', searched: true, detail: true },
  { column: 'on_brand_site', field: 'onBrandSite', type: 'boolean', api: 'on_brand_site' },
  { column: 'created_at', field: 'createdAt', type: 'instant', api: 'created_at' },
  { column: 'updated_at', field: 'updatedAt', type: 'instant', api: 'updated_at' },
  // Raised by a staff edit's compare-and-set, and by the table's trigger for any other writer (the 20261126055754_product_versions migration).
  { column: 'version', field: 'version', type: 'int', api: 'version' },
];

export const taxonomyColumns = productColumns.filter((c): c is ProductColumn & { taxonomy: TaxonomyColumn } => c.taxonomy !== undefined);

/** The column the API calls `api`. */
export const productColumn = (api: keyof AdminProduct): ProductColumn => productColumns.find((c) => c.api === api)!;

/** An instant as Date.toISOString writes it (UTC, milliseconds cut, not rounded, as a Date holds them). */
const isoInstant = (sql: string) => `to_char(${sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A column of `products p` as PostgreSQL computes its answer: the very value the API gives (money as the numeric(10,2) text, '45.00'). */
export function answerSql(column: ProductColumn): string {
  const sql = `p.${column.column}`;
  if (column.type === 'money') return `${sql}::text`;
  if (column.type === 'instant') return isoInstant(sql);
  return sql;
}

/** The join of a taxonomy column's entries as `alias` (a column that may be empty: a left join). */
export const taxonomyJoin = ({ column, required, taxonomy }: ProductColumn & { taxonomy: TaxonomyColumn }) =>
  `${required ? 'JOIN' : 'LEFT JOIN'} ${taxonomy.table} ${taxonomy.alias} ON ${taxonomy.alias}.id = p.${column}`;
