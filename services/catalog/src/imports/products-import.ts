import { catalogFields as f, productsChanged } from '@local-seo/contracts';
import type { CsvRow } from '@local-seo/service-kit';
import { z } from 'zod';
import { citiesOfProducts, markCitiesStale, unionCities, type AffectedCities } from '../availability/stale.js';
import { inChunks } from '../db.js';
import { TaxonomyIndex } from '../data/taxonomy.js';
import { cleanCategoryName, mergeIncoming, nameKey } from '../domain/index.js';
import { bulkInsert, bulkUpdate, type BulkColumn } from './bulk.js';
import type { ImportDefinition } from './definition.js';
import { SeenInFile } from './seen-in-file.js';

/** The columns of admin-back-office.md "CSV columns: Products", as the template writes them. */
export const productColumns = [
  { name: 'Product', required: true, aliases: ['Product Name', 'product_name', 'Name'] },
  { name: 'Product Description', aliases: ['Description', 'description'] },
  { name: 'Category', required: true, aliases: ['category'] },
  { name: 'Product Size or Attributes', aliases: ['Size or Attributes', 'Size', 'size_attributes'] },
  { name: 'Unit Type', required: true, aliases: ['Unit', 'unit_type'] },
  { name: 'Customer Pricing', aliases: ['Customer Price', 'customer_pricing'] },
  { name: 'Contractor Pricing', aliases: ['Contractor Price', 'contractor_pricing'] },
  { name: 'Price per Unit FOB', aliases: ['FOB Price', 'FOB', 'fob_price'] },
  { name: 'Brand Status', aliases: ['Website Status', 'brand_status'] },
  { name: 'Brand Product Name', aliases: ['Website Product Name', 'brand_product_name'] },
] as const;

/** What a products row writes: the stored form of each column (null: the cell was empty). */
interface ProductValues {
  product_name: string;
  name_key: string;
  description: string | null;
  category_id: number;
  size_attributes: string | null;
  unit_type_id: number;
  customer_pricing: string | null;
  contractor_pricing: string | null;
  fob_price: string | null;
  brand_status_id: number | null;
  brand_product_name: string | null;
  brand_name_key: string | null;
}

interface ProductRow {
  name: string;
  category: string;
  unitType: string;
  brandStatus: string | null;
  /** The ids of the category, unit type and status are filled in when the batch is written. */
  values: ProductValues;
}

const writtenColumns: BulkColumn<ProductValues>[] = [
  { name: 'product_name', type: 'text', value: (p) => p.product_name },
  { name: 'name_key', type: 'text', value: (p) => p.name_key },
  { name: 'description', type: 'text', value: (p) => p.description },
  { name: 'category_id', type: 'int', value: (p) => p.category_id },
  { name: 'size_attributes', type: 'text', value: (p) => p.size_attributes },
  { name: 'unit_type_id', type: 'int', value: (p) => p.unit_type_id },
  { name: 'customer_pricing', type: 'numeric', value: (p) => p.customer_pricing },
  { name: 'contractor_pricing', type: 'numeric', value: (p) => p.contractor_pricing },
  { name: 'fob_price', type: 'numeric', value: (p) => p.fob_price },
  { name: 'brand_status_id', type: 'int', value: (p) => p.brand_status_id },
  { name: 'brand_product_name', type: 'text', value: (p) => p.brand_product_name },
  { name: 'brand_name_key', type: 'text', value: (p) => p.brand_name_key },
];

const storedColumns = `id, name_key, product_name, description, category_id, size_attributes, unit_type_id,
  customer_pricing::text AS customer_pricing, contractor_pricing::text AS contractor_pricing, fob_price::text AS fob_price,
  brand_status_id, brand_product_name, brand_name_key`;

/**
 * Products by name (case-insensitive, whitespace collapsed): a new name creates a
 * product, a known one is updated with the file's non-empty cells, an identical
 * row changes nothing. A category or unit type the file names for the first time
 * is created. Multi-row writes per batch keep 100,000-row files fast and flat in memory.
 */
export const productsImport: ImportDefinition<ProductRow> = {
  type: 'products',
  label: 'Products',
  columns: productColumns,
  sample: [
    {
      Product: 'Premium Triple Mix',
      'Product Description': 'Screened topsoil, peat and compost, for new gardens and lawns',
      Category: 'Soils and Soil Mixtures',
      'Product Size or Attributes': 'Bulk',
      'Unit Type': 'Cubic Yard',
      'Customer Pricing': '64.99',
      'Contractor Pricing': '54.00',
      'Price per Unit FOB': '38.50',
      'Brand Status': 'Available',
      'Brand Product Name': 'Triple Mix (Premium)',
    },
    {
      Product: '3/4" Clear Stone',
      'Product Description': 'Washed crushed limestone for drainage and bases',
      Category: 'Aggregates',
      'Product Size or Attributes': '3/4 inch',
      'Unit Type': 'Metric Tonne',
      'Customer Pricing': '59.00',
      'Contractor Pricing': '49.00',
      'Price per Unit FOB': '31.25',
      'Brand Status': '',
      'Brand Product Name': '',
    },
  ],

  async start({ tx, emit, source }) {
    const taxonomy = await TaxonomyIndex.load(tx);
    const statuses = taxonomy.names('brand_status');
    const seen = new SeenInFile();
    const counts = { created: 0, updated: 0, unchanged: 0 };
    const updatedIds: number[] = [];

    const row = z
      .object({
        Product: f.requiredText('Product name is required', 'Product', 255),
        'Product Description': f.optionalText('Product Description'),
        Category: f
          .requiredText('Category is required', 'Category', 255)
          .refine((value) => cleanCategoryName(value) !== '', 'Category is required'),
        'Product Size or Attributes': f.optionalText('Product Size or Attributes', 255),
        'Unit Type': f.requiredText('Unit type is required', 'Unit Type', 100),
        'Customer Pricing': f.decimal('Customer Pricing', 10, 2),
        'Contractor Pricing': f.decimal('Contractor Pricing', 10, 2),
        'Price per Unit FOB': f.decimal('Price per Unit FOB', 10, 2),
        'Brand Status': f
          .brandStatus()
          .refine((value) => value === null || value === undefined || taxonomy.find('brand_status', value) !== undefined, {
            message: `Brand Status must be one of: none, ${statuses.join(', ')}`,
          }),
        'Brand Product Name': f.optionalText('Brand Product Name', 255),
      })
      .transform(
        (r): ProductRow => ({
          name: r.Product,
          category: r.Category,
          unitType: r['Unit Type'],
          brandStatus: r['Brand Status'] ?? null,
          values: {
            product_name: r.Product,
            name_key: nameKey(r.Product),
            description: r['Product Description'] ?? null,
            category_id: 0,
            unit_type_id: 0,
            brand_status_id: null,
            size_attributes: r['Product Size or Attributes'] ?? null,
            customer_pricing: r['Customer Pricing'] ?? null,
            contractor_pricing: r['Contractor Pricing'] ?? null,
            fob_price: r['Price per Unit FOB'] ?? null,
            brand_product_name: r['Brand Product Name'] ?? null,
            brand_name_key: r['Brand Product Name'] ? nameKey(r['Brand Product Name']) : null,
          },
        }),
      );

    async function writeBatch(rows: CsvRow<ProductRow>[], refuse: (line: number, field: string, message: string) => void) {
      const fresh: ProductValues[] = [];
      const firstLines = seen.firstLines(rows.map(({ line, value }) => ({ key: value.values.name_key, line })));
      for (const [i, { line, value }] of rows.entries()) {
        const first = firstLines[i];
        if (first !== undefined) {
          refuse(line, 'Product', `"${value.name}" is already on line ${first} of this file`);
          continue;
        }
        const category = taxonomy.find('category', value.category) ?? (await taxonomy.ensure(tx, 'category', value.category, emit, source));
        const unitType = taxonomy.find('unit_type', value.unitType) ?? (await taxonomy.ensure(tx, 'unit_type', value.unitType, emit, source));
        const status = value.brandStatus === null ? null : taxonomy.find('brand_status', value.brandStatus)!;
        const { values } = value;
        values.category_id = category.id;
        values.unit_type_id = unitType.id;
        values.brand_status_id = status?.id ?? null;
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
