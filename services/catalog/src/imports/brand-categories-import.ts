import { catalogFields as f, productsChanged, riverRockCategory } from '@local-seo/contracts';
import type { CsvRow } from '@local-seo/service-kit';
import { z } from 'zod';
import { citiesOfProducts, markCitiesStale, unionCities, type AffectedCities } from '../availability/stale.js';
import { inChunks, type Sql } from '../data/db.js';
import { TaxonomyIndex } from '../data/taxonomy.js';
import { cleanCategoryName, nameKey } from '../domain/index.js';
import type { ImportContext, ImportDefinition } from './definition.js';
import { SeenInFile } from './seen-in-file.js';
import { productNameColumn, productsByName, unknownProduct } from './product-lookup.js';
import type { Refuse } from './run-import.js';

/** Moves products to a category; answers those that were not in it yet. */
async function moveToCategory(tx: Sql, productIds: readonly number[], categoryId: number): Promise<number[]> {
  if (productIds.length === 0) return [];
  const moved = await tx.$queryRawUnsafe<{ id: number }[]>(
    `UPDATE products SET category_id = $2, updated_at = now() WHERE id = ANY($1::int[]) AND category_id <> $2 RETURNING id`,
    [...productIds],
    categoryId,
  );
  return moved.map((m) => m.id);
}

/** After products changed category: their event, and the city lists that show them. */
async function recategorized({ tx, emit, source }: ImportContext, productIds: readonly number[]): Promise<void> {
  let cities: AffectedCities = [];
  await inChunks(productIds, 1000, async (chunk) => {
    emit(productsChanged.create({ productIds: chunk, reason: 'recategorized' }, source));
    cities = unionCities(cities, await citiesOfProducts(tx, chunk));
  });
  await markCitiesStale(tx, cities);
}

interface CategoryRow {
  product: string;
  category: string;
}

/** Corrected categories by product name: every product of that name goes to the row's category. */
export const brandCategoriesImport: ImportDefinition<CategoryRow> = {
  type: 'brand-categories',
  label: 'Brand products (correct categories)',
  columns: [
    productNameColumn,
    { name: 'Category', required: true, aliases: ['Correct Category', 'Corrected Category', 'New Category', 'category'] },
  ],
  sample: [
    { Product: 'Premium Triple Mix', Category: 'Soils and Soil Mixtures' },
    { Product: 'Cedar Mulch', Category: 'Mulch' },
  ],

  async start(context) {
    const { tx, emit, source } = context;
    const taxonomy = await TaxonomyIndex.load(tx);
    const seen = new SeenInFile();
    const counts = { created: 0, updated: 0, unchanged: 0 };
    const moved: number[] = [];

    const row = z
      .object({
        Product: f.requiredText('Product name is required', 'Product', 255),
        Category: f.requiredText('Category is required', 'Category', 255).refine((v) => cleanCategoryName(v) !== '', 'Category is required'),
      })
      .transform((r): CategoryRow => ({ product: r.Product, category: r.Category }));

    async function writeBatch(rows: CsvRow<CategoryRow>[], refuse: Refuse) {
      const products = await productsByName(tx, rows.map((r) => nameKey(r.value.product)));
      const firstLines = seen.firstLines(rows.map(({ line, value }) => ({ key: nameKey(value.product), line })));
      for (const [i, { line, value }] of rows.entries()) {
        const first = firstLines[i];
        const named = products.get(nameKey(value.product));
        if (first !== undefined) refuse(line, 'Product', `"${value.product}" is already on line ${first} of this file`);
        else if (!named) refuse(line, 'Product', unknownProduct(value.product));
        else {
          const category = await taxonomy.ensure(tx, 'category', value.category, emit, source);
          const ids = await moveToCategory(tx, named.map((p) => p.id), category.id);
          moved.push(...ids);
          if (ids.length > 0) counts.updated++;
          else counts.unchanged++;
        }
      }
    }

    return {
      row,
      writeBatch,
      async finish() {
        await recategorized(context, moved);
        return { ...counts, createdTaxonomy: taxonomy.created };
      },
    };
  },
};

/**
 * Puts every river rock product in the River Rock category (created if needed):
 * the products the file names, and every product whose name or brand name says
 * "river rock".
 */
export const fixRiverRockImport: ImportDefinition<{ product: string }> = {
  type: 'fix-river-rock',
  label: 'River rock category fix',
  columns: [productNameColumn],
  sample: [{ Product: '2-4" River Rock' }, { Product: 'Muskoka River Rock 1-3"' }],

  async start(context) {
    const { tx, emit, source } = context;
    const taxonomy = await TaxonomyIndex.load(tx);
    const riverRock = await taxonomy.ensure(tx, 'category', riverRockCategory, emit, source);
    const named = new Set<number>();

    const row = z
      .object({ Product: f.requiredText('Product name is required', 'Product', 255) })
      .transform((r) => ({ product: r.Product }));

    async function writeBatch(rows: CsvRow<{ product: string }>[], refuse: Refuse) {
      const products = await productsByName(tx, rows.map((r) => nameKey(r.value.product)));
      for (const { line, value } of rows) {
        const found = products.get(nameKey(value.product));
        if (!found) refuse(line, 'Product', unknownProduct(value.product));
        else for (const p of found) named.add(p.id);
      }
    }

    return {
      row,
      writeBatch,
      async finish() {
        const byName = await tx.$queryRawUnsafe<{ id: number }[]>(
          `SELECT id FROM products WHERE name_key LIKE '%river rock%' OR brand_name_key LIKE '%river rock%'`,
        );
        const all = [...new Set([...named, ...byName.map((p) => p.id)])];
        const moved = await moveToCategory(tx, all, riverRock.id);
        await recategorized(context, moved);
        return { created: 0, updated: moved.length, unchanged: all.length - moved.length, createdTaxonomy: taxonomy.created };
      },
    };
  },
};
