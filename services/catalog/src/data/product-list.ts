import { adminProductSchema, type AdminProduct, type Page, type PagedQuery, type ProductSortKey } from '@local-seo/contracts';
import { likeLiteral, limitSql, orderBySql, pageOf, searchConditionsSql, sqlParameters, whereSql } from '@local-seo/service-kit';
import type { Sql } from './db.js';
import { answerSql, productColumns, taxonomyColumns, taxonomyJoin } from './product-columns.js';

/** What the admin list can be narrowed to; every part is optional. */
interface ProductListFilter {
  /** Part of the product name, the brand product name or the aliases, in any case. */
  search?: string | undefined;
  /** A category name, in any case. */
  category?: string | undefined;
  active?: boolean | undefined;
}

/** Each field of an AdminProduct as PostgreSQL computes it, so the list and a single product agree. */
const adminProductSql = new Map<keyof AdminProduct, string>([
  ...productColumns.filter((c) => c.api).map((c) => [c.api!, answerSql(c)] as const),
  ...taxonomyColumns.map((c) => [c.taxonomy.api, `${c.taxonomy.alias}.name`] as const),
  ['location_count', 'coalesce(l.location_count, 0)'],
  ['updated_by', 'p.updated_by'],
]);

/** The columns in the contract's field order: row_to_json writes them in this order. */
const selectList = adminProductSchema
  .keyof()
  .options.map((field) => `${adminProductSql.get(field)!} AS ${field}`)
  .join(',\n         ');

/** The taxonomy entries a product points to. */
const taxonomyJoins = taxonomyColumns.map(taxonomyJoin).join('\n       ');

const searchedColumns = productColumns.filter((c) => c.searched).map((c) => `p.${c.column}`);
const categoryAlias = taxonomyColumns.find((c) => c.taxonomy.kind === 'category')!.taxonomy.alias;

/** The category (its name, in any case, taken literally) and active filters, which both lists take. */
function filterConditions(filter: Pick<ProductListFilter, 'category' | 'active'>, parameter: (value: unknown) => string): string[] {
  const conditions: string[] = [];
  if (filter.category) conditions.push(`${categoryAlias}.name ILIKE ${parameter(likeLiteral(filter.category))}`);
  if (filter.active !== undefined) conditions.push(filter.active ? 'p.active' : 'NOT p.active');
  return conditions;
}

/** The whole list's narrowing: its search is the text as typed, in the names and aliases. */
function whereClause(filter: ProductListFilter): { sql: string; values: unknown[] } {
  const { values, parameter } = sqlParameters();
  const conditions: string[] = [];
  if (filter.search) {
    const pattern = parameter(`%${likeLiteral(filter.search)}%`);
    conditions.push(`(${searchedColumns.map((column) => `${column} ILIKE ${pattern}`).join(' OR ')})`);
  }
  conditions.push(...filterConditions(filter, parameter));
  return { sql: whereSql(conditions), values };
}

/**
 * The admin product list as JSON text, built by PostgreSQL: by category, priority, name
 * and id, each product as GET /api/products/:id answers it. Building 20,000 products
 * (11.6 MiB) there takes a fraction of mapping them in JavaScript, and keeps the
 * service's event loop free meanwhile.
 */
export async function adminProductListJson(db: Sql, filter: ProductListFilter): Promise<string> {
  const where = whereClause(filter);
  const [row] = await db.$queryRawUnsafe<{ list: string }[]>(
    `SELECT coalesce('[' || string_agg(row_to_json(t)::text, ',' ORDER BY t.category, t.priority, t.product_name, t.id) || ']', '[]') AS list
     FROM (
       SELECT ${selectList}
       FROM products p
       ${taxonomyJoins}
       LEFT JOIN (SELECT product_id, count(*)::int AS location_count FROM location_products GROUP BY product_id) l
         ON l.product_id = p.id
       ${where.sql}
     ) t`,
    ...where.values,
  );
  return row?.list ?? '[]';
}

/** One page of the staff list: what it is narrowed to, and how it is searched and sorted (GET /api/products/paged). */
export interface ProductPageQuery extends PagedQuery<ProductSortKey> {
  category?: string | undefined;
  active?: boolean | undefined;
}

/** Each sort key's expressions; the id breaks ties. 'category' is the whole list's order. */
const productSorts: Record<ProductSortKey, string | readonly string[]> = {
  category: [`lower(${categoryAlias}.name)`, 'p.priority', 'lower(p.product_name)'],
  name: 'lower(p.product_name)',
  unit_type: 'lower(u.name)',
  price: 'p.customer_pricing',
  from_price: 'p.from_price',
  ranking: 'p.ranking',
  brand_status: 'lower(b.name)',
};

/** What a search looks through: the names and aliases, the category, the size and the description. */
const pageSearchedColumns = [...searchedColumns, `${categoryAlias}.name`, 'p.size_attributes', 'p.description'];

/**
 * The page's ids and how many products match. With a search or a filter the matches are
 * found once and counted on the way (a window count): the search is the costly part, not
 * done twice. Without, the count of every product is cheap on its own and runs beside
 * the sort, which then need not carry every product to count it.
 */
async function pageIds(db: Sql, query: ProductPageQuery, conditions: string[], values: unknown[]): Promise<{ ids: number[]; total: number }> {
  const from = `FROM products p
       ${taxonomyJoins}
       ${whereSql(conditions)}`;
  const order = `${orderBySql(query, productSorts, 'p.id')} ${limitSql(query)}`;
  const countAll = async () => (await db.$queryRawUnsafe<{ total: number }[]>(`SELECT count(*)::int AS total ${from}`, ...values))[0]?.total ?? 0;
  if (conditions.length === 0) {
    const [rows, total] = await Promise.all([db.$queryRawUnsafe<{ id: number }[]>(`SELECT p.id ${from} ${order}`), countAll()]);
    return { ids: rows.map((row) => row.id), total };
  }
  const rows = await db.$queryRawUnsafe<{ id: number; total: number }[]>(`SELECT p.id, (count(*) OVER ())::int AS total ${from} ${order}`, ...values);
  // Past the last page no row tells the total: count it alone.
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? (await countAll()) };
}

/**
 * One page of the staff product list and how many products match, each product as GET
 * /api/products/:id answers it. The page's ids come first (searched, narrowed and sorted
 * on the products and their taxonomy alone, with the count), then only that page's
 * products are built whole: on 20,000 products a page costs a few tens of milliseconds,
 * most of it the search or the sort of every match (a sort by name alone could read an
 * index, but no other sort and no search could, and each index slows the products import).
 */
export async function adminProductPage(db: Sql, query: ProductPageQuery): Promise<Page<AdminProduct>> {
  const { values, parameter } = sqlParameters();
  const conditions = [...searchConditionsSql(query.search, pageSearchedColumns, parameter), ...filterConditions(query, parameter)];
  const { ids, total } = await pageIds(db, query, conditions, values);
  if (ids.length === 0) return pageOf([], total, query);
  const rows = await db.$queryRawUnsafe<{ product: AdminProduct }[]>(
    `SELECT row_to_json(t) AS product
     FROM (
       SELECT ${selectList}
       FROM products p
       ${taxonomyJoins}
       LEFT JOIN LATERAL (SELECT count(*)::int AS location_count FROM location_products lp WHERE lp.product_id = p.id) l ON true
       WHERE p.id = ANY($1::int[])
     ) t`,
    ids,
  );
  const byId = new Map(rows.map(({ product }) => [product.id, product]));
  return pageOf(
    ids.map((id) => byId.get(id)).filter((product): product is AdminProduct => product !== undefined),
    total,
    query,
  );
}
