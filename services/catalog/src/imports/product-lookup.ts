import type { CsvColumn } from '@local-seo/service-kit';
import type { Sql } from '../data/db.js';

/** The column that names a product, by its name or its brand name, in the imports that look products up. */
export const productNameColumn: CsvColumn = { name: 'Product', required: true, aliases: ['Product Name', 'Brand Product Name', 'product_name'] };

export interface KnownProduct {
  id: number;
  category_id: number;
}

/**
 * The products a file names, by name key: those whose product name matches,
 * else those whose brand product name does (a file from the brand's site uses those).
 */
export async function productsByName(tx: Sql, keys: readonly string[]): Promise<Map<string, KnownProduct[]>> {
  const wanted = [...new Set(keys)];
  const rows = await tx.$queryRawUnsafe<(KnownProduct & { name_key: string; brand_name_key: string | null })[]>(
    `SELECT id, category_id, name_key, brand_name_key FROM products
     WHERE name_key = ANY($1::text[]) OR brand_name_key = ANY($1::text[]) ORDER BY id`,
    wanted,
  );
  const byName = new Map<string, KnownProduct[]>();
  const byBrand = new Map<string, KnownProduct[]>();
  for (const row of rows) {
    const product = { id: row.id, category_id: row.category_id };
    byName.set(row.name_key, [...(byName.get(row.name_key) ?? []), product]);
    if (row.brand_name_key) byBrand.set(row.brand_name_key, [...(byBrand.get(row.brand_name_key) ?? []), product]);
  }
  const found = new Map<string, KnownProduct[]>();
  for (const key of wanted) {
    const products = byName.get(key) ?? byBrand.get(key);
    if (products) found.set(key, products);
  }
  return found;
}

export const unknownProduct = (name: string) => `No product named "${name}"; import it with the products import first`;
