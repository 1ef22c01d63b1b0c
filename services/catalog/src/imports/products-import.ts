import { catalogFields as f, productsChanged, taxonomyLabels, type TaxonomyKind } from '@local-seo/contracts';
import type { CsvColumn, CsvRow } from '@local-seo/service-kit';
import { z } from 'zod';
import { citiesOfProducts, markCitiesStale, unionCities, type AffectedCities } from '../availability/stale.js';
import { inChunks } from '../data/db.js';
import { productColumns, type ColumnType, type ProductColumn, type TaxonomyColumn } from '../data/product-columns.js';
import { TaxonomyIndex, tidyTaxonomyName } from '../data/taxonomy.js';
import { mergeIncoming, nameKey } from '../domain/index.js';
import { bulkInsert, bulkUpdate, type BulkColumn } from './bulk.js';
import type { ImportDefinition } from './definition.js';
import { SeenInFile } from './seen-in-file.js';

/** The stored form of a products row, by SQL column (null: the cell was empty). */
type ProductValues = Record<string, string | number | null> & { name_key: string; category_id: number };

interface ProductRow {
  name: string;
  /** The names of the taxonomy entries the row names (null: none); their ids are filled in when the batch is written. */
  entries: Partial<Record<TaxonomyKind, string | null>>;
  values: ProductValues;
}

/** The product columns the import fills, in the order of the template. */
const imported = productColumns.filter((c): c is ProductColumn & { csv: NonNullable<ProductColumn['csv']> } => c.csv !== undefined);

/** The import's columns: each header, whether it is required, its other spellings. */
export const productImportColumns: CsvColumn[] = imported.map((c) => ({ name: c.csv.header, ...(c.required ? { required: true } : {}), aliases: c.csv.aliases }));

/** The product's name: rows are matched on its key. */
const nameColumn = imported.find((c) => c.api === 'product_name')!;
const importedTaxonomy = imported.filter((c): c is (typeof imported)[number] & { taxonomy: TaxonomyColumn } => c.taxonomy !== undefined);

const bulkTypes: Record<ColumnType, BulkColumn<unknown>['type']> = { int: 'int', text: 'text', money: 'numeric', boolean: 'boolean', instant: 'timestamptz' };

/** What a row writes: each imported column, and the key beside each name. */
const writtenColumns: BulkColumn<ProductValues>[] = imported.flatMap((c) => [
  { name: c.column, type: bulkTypes[c.type], value: (p: ProductValues) => p[c.column] },
  ...(c.key ? [{ name: c.key.column, type: 'text' as const, value: (p: ProductValues) => p[c.key!.column] }] : []),
]);

/** The same columns as stored, to compare with (money as its exact text). */
const storedColumns = ['id', ...writtenColumns.map((c) => (c.type === 'numeric' ? `${c.name}::text AS ${c.name}` : c.name))].join(', ');

/** A sample row by API name, under the template's headers. */
const sampleRow = (values: Partial<Record<string, string>>) =>
  Object.fromEntries(imported.map((c) => [c.csv.header, values[c.taxonomy?.api ?? c.api!] ?? '']));

/**
 * Products by name (case-insensitive, whitespace collapsed): a new name creates a
 * product, a known one is updated with the file's non-empty cells, an identical
 * row changes nothing. A category or unit type the file names for the first time
 * is created. Multi-row writes per batch keep 100,000-row files fast and flat in memory.
 */
export const productsImport: ImportDefinition<ProductRow> = {
  type: 'products',
  label: 'Products',
  columns: productImportColumns,
  sample: [
    sampleRow({
      product_name: 'Premium Triple Mix',
      description: 'Screened topsoil, peat and compost, for new gardens and lawns',
      category: 'Soils and Soil Mixtures',
      size_attributes: 'Bulk',
      unit_type: 'Cubic Yard',
      customer_pricing: '64.99',
      contractor_pricing: '54.00',
      fob_price: '38.50',
      brand_status: 'Available',
      brand_product_name: 'Triple Mix (Premium)',
    }),
    sampleRow({
      product_name: '3/4" Clear Stone',
      description: 'Washed crushed limestone for drainage and bases',
      category: 'Aggregates',
      size_attributes: '3/4 inch',
      unit_type: 'Metric Tonne',
      customer_pricing: '59.00',
      contractor_pricing: '49.00',
      fob_price: '31.25',
    }),
  ],

  async start({ tx, emit, source }) {
    const taxonomy = await TaxonomyIndex.load(tx);
    const seen = new SeenInFile();
    const counts = { created: 0, updated: 0, unchanged: 0 };
    const updatedIds: number[] = [];

    /** The rule of one cell: its column's, with the header in the messages. */
    const cellOf = (c: (typeof imported)[number]): z.ZodType => {
      const { header } = c.csv;
      if (c.taxonomy?.kind === 'brand_status') {
        const names = taxonomy.names('brand_status');
        return f.brandStatus().refine((value) => value === null || value === undefined || taxonomy.find('brand_status', value) !== undefined, {
          message: `${header} must be one of: none, ${names.join(', ')}`,
        });
      }
      if (c.taxonomy) {
        const required = `${taxonomyLabels[c.taxonomy.kind]} is required`;
        return f.requiredText(required, header, c.taxonomy.max).refine((value) => tidyTaxonomyName(c.taxonomy!.kind, value) !== '', required);
      }
      if (c.type === 'money') return f.decimal(header, 10, 2);
      return c.required ? f.requiredText(`${c.label} is required`, header, c.max!) : f.optionalText(header, c.max);
    };

    const row = z.object(Object.fromEntries(imported.map((c) => [c.csv.header, cellOf(c)]))).transform((r): ProductRow => {
      const cell = (c: ProductColumn & { csv: { header: string } }) => (r[c.csv.header] ?? null) as string | null;
      const values: Record<string, string | number | null> = {};
      const entries: ProductRow['entries'] = {};
      for (const c of imported) {
        if (c.taxonomy) {
          entries[c.taxonomy.kind] = cell(c);
          values[c.column] = c.required ? 0 : null;
        } else {
          values[c.column] = cell(c);
          if (c.key) values[c.key.column] = cell(c) ? nameKey(cell(c)!) : null;
        }
      }
      return { name: cell(nameColumn)!, entries, values: values as ProductValues };
    });

    async function writeBatch(rows: CsvRow<ProductRow>[], refuse: (line: number, field: string, message: string) => void) {
      const fresh: ProductValues[] = [];
      const firstLines = seen.firstLines(rows.map(({ line, value }) => ({ key: value.values.name_key, line })));
      for (const [i, { line, value }] of rows.entries()) {
        const first = firstLines[i];
        if (first !== undefined) {
          refuse(line, nameColumn.csv.header, `"${value.name}" is already on line ${first} of this file`);
          continue;
        }
        const { values } = value;
        for (const { column, taxonomy: { kind, createdByImport } } of importedTaxonomy) {
          const name = value.entries[kind] ?? null;
          // The row's rule let through only names that exist, unless the import creates them.
          const entry = name === null ? null : createdByImport ? await taxonomy.ensure(tx, kind, name, emit, source) : taxonomy.find(kind, name)!;
          values[column] = entry?.id ?? null;
        }
        fresh.push(values);
      }
      const stored = await tx.$queryRawUnsafe<(ProductValues & { id: number })[]>(
        `SELECT ${storedColumns} FROM products WHERE name_key = ANY($1::text[]) ORDER BY id`,
        fresh.map((r) => r.name_key),
      );
      const byKey = new Map<string, (typeof stored)[number][]>();
      for (const product of stored) {
        const twins = byKey.get(product.name_key);
        if (twins) twins.push(product);
        else byKey.set(product.name_key, [product]);
      }

      const creates: ProductValues[] = [];
      const updates: (ProductValues & { id: number })[] = [];
      for (const values of fresh) {
        const twins = byKey.get(values.name_key);
        if (!twins) {
          creates.push(values);
          continue;
        }
        // Same name in several categories: the one in the row's category, else the oldest.
        const match = twins.find((p) => p.category_id === values.category_id) ?? twins[0]!;
        const { id, ...current } = match;
        const merged = mergeIncoming<ProductValues>(current, values);
        if (merged.changed.length === 0) counts.unchanged++;
        else updates.push({ id, ...merged.values });
      }
      const createdIds = await bulkInsert(tx, 'products', writtenColumns, creates);
      await bulkUpdate(tx, 'products', (p) => p.id, writtenColumns, updates);
      counts.created += createdIds.length;
      counts.updated += updates.length;
      updatedIds.push(...updates.map((u) => u.id));
      const changed = [...createdIds, ...updates.map((u) => u.id)];
      if (changed.length > 0) emit(productsChanged.create({ productIds: changed, reason: 'imported' }, source));
    }

    return {
      row,
      writeBatch,
      async finish() {
        // New products are carried nowhere and not shown everywhere yet: only updated ones reach city lists.
        let cities: AffectedCities = [];
        await inChunks(updatedIds, 5000, async (chunk) => {
          cities = unionCities(cities, await citiesOfProducts(tx, chunk));
        });
        await markCitiesStale(tx, cities);
        return { ...counts, createdTaxonomy: taxonomy.created };
      },
    };
  },
};
