import { readFileSync } from 'node:fs';
import { adminProductSchema, productCreateSchema, productUpdateSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { Prisma } from '../generated/prisma/client.js';
import { productImportColumns } from '../imports/products-import.js';
import { productColumns, taxonomyColumns } from './product-columns.js';
import { changedProduct, detailData, detailsOf, listedFields, toAdminProduct, toProductData, type ProductWithRefs } from './product-mapping.js';

/** Each field of model Product in schema.prisma: its column and its varchar length, if any. */
function prismaFields(): Map<string, { column: string; varchar?: number }> {
  const schema = readFileSync(new URL('../../prisma/schema.prisma', import.meta.url), 'utf8');
  const model = /model Product \{([^}]*)\}/.exec(schema)![1]!;
  const fields = new Map<string, { column: string; varchar?: number }>();
  for (const line of model.split('\n')) {
    const match = /^\s+(\w+)\s+\w+\??\s*(.*)$/.exec(line);
    if (!match || line.trim().startsWith('//')) continue;
    const [, field, rest] = match as unknown as [string, string, string];
    const varchar = /@db\.VarChar\((\d+)\)/.exec(rest)?.[1];
    fields.set(field, { column: /@map\("(\w+)"\)/.exec(rest)?.[1] ?? field, ...(varchar ? { varchar: Number(varchar) } : {}) });
  }
  return fields;
}

const stored: ProductWithRefs = {
  id: 7,
  productName: 'Premium Triple Mix',
  nameKey: 'premium triple mix',
  description: null,
  categoryId: 2,
  sizeAttributes: 'Bulk',
  unitTypeId: 3,
  customerPricing: new Prisma.Decimal('64.9'),
  contractorPricing: null,
  fobPrice: new Prisma.Decimal('38'),
  fromPrice: null,
  brandStatusId: null,
  brandProductName: 'Triple Mix',
  brandNameKey: 'triple mix',
  productUrl: null,
  priority: 1,
  ranking: 40,
  seasonalAvailability: 'Year-round',
  showOnAllCities: false,
  active: true,
  aliases: null,
  onBrandSite: false,
  createdAt: new Date('2026-03-04T05:06:07.999Z'),
  updatedAt: new Date('2026-03-05T05:06:07.000Z'),
  version: 3,
  updatedBy: { id: 2, email: 'editor@example.com', name: 'Ed' },
  category: { id: 2, name: 'Soils and Soil Mixtures', nameKey: 'soils and soil mixtures', createdAt: new Date() },
  unitType: { id: 3, name: 'Cubic Yard', nameKey: 'cubic yard', createdAt: new Date() },
  brandStatus: null,
  _count: { locations: 4 },
} as ProductWithRefs;

describe("a product's columns, listed once", () => {
  it('name real columns of the products table, with their lengths', () => {
    const fields = prismaFields();
    for (const column of productColumns) {
      expect(fields.get(column.field)?.column, column.field).toBe(column.column);
      if (column.key) expect(fields.get(column.key.field)?.column, column.key.field).toBe(column.key.column);
      if (column.max !== undefined) expect(fields.get(column.field)?.varchar, column.field).toBe(column.max);
    }
  });

  it('answer every field of the staff product, in the contract order, money as exact text', () => {
    const answer = toAdminProduct(stored);
    expect(Object.keys(answer)).toEqual(adminProductSchema.keyof().options);
    expect(adminProductSchema.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({
      category: 'Soils and Soil Mixtures',
      unit_type: 'Cubic Yard',
      brand_status: null,
      customer_pricing: '64.90',
      fob_price: '38.00',
      contractor_pricing: null,
      location_count: 4,
      created_at: '2026-03-04T05:06:07.999Z',
    });
  });

  it('write every field a body may carry, with the keys of its names and the ids of the entries it names', () => {
    const body = productCreateSchema.parse({ product_name: ' Play  Sand ', category: 'Sand', unit_type: 'Bag', customer_pricing: '5.5', brand_product_name: null, on_brand_site: true });
    expect(toProductData(body, { category: { id: 9, name: 'Sand' }, unit_type: { id: 4, name: 'Bag' }, brand_status: null })).toEqual({
      productName: 'Play  Sand',
      nameKey: 'play sand',
      categoryId: 9,
      unitTypeId: 4,
      customerPricing: '5.50',
      brandStatusId: null,
      brandProductName: null,
      brandNameKey: null,
      onBrandSite: true,
    });
    // Every body field but the taxonomy names (resolved to ids) lands in a column.
    const bodyFields = Object.keys(productCreateSchema.shape);
    const written = new Set([...productColumns.map((c) => c.api), ...taxonomyColumns.map((c) => c.taxonomy.api)]);
    expect(bodyFields.filter((field) => !written.has(field as never))).toEqual([]);
  });

  it('tell what a change makes of the staff product, taxonomy names as stored', () => {
    const was = toAdminProduct(stored);
    const change = productUpdateSchema.parse({ ranking: 41, category: 'aggregates', brand_status: 'none' });
    const next = changedProduct(was, change, { category: { id: 5, name: 'Aggregates' }, brand_status: null });
    expect(next).toEqual({ ...was, ranking: 41, category: 'Aggregates', brand_status: null });
  });

  it("give consolidation the details a record may lack, and write them back with their names' keys", () => {
    const details = detailsOf(stored);
    expect(details).toEqual({
      description: null,
      sizeAttributes: 'Bulk',
      customerPricing: '64.90',
      contractorPricing: null,
      fobPrice: '38.00',
      fromPrice: null,
      brandStatusId: null,
      brandProductName: 'Triple Mix',
      productUrl: null,
      seasonalAvailability: 'Year-round',
      aliases: null,
    });
    expect(detailData({ ...details, brandProductName: 'Triple  MIX' })).toMatchObject({ brandProductName: 'Triple  MIX', brandNameKey: 'triple mix' });
  });

  it('know which fields a visitor sees, and the columns of the products import', () => {
    expect(listedFields).toEqual(['product_name', 'category', 'unit_type', 'brand_status', 'brand_product_name', 'product_url', 'ranking', 'seasonal_availability', 'show_on_all_cities', 'active']);
    expect(productImportColumns.map((c) => `${c.required ? '*' : ''}${c.name}`)).toEqual([
      '*Product',
      'Product Description',
      '*Category',
      'Product Size or Attributes',
      '*Unit Type',
      'Customer Pricing',
      'Contractor Pricing',
      'Price per Unit FOB',
      'Brand Status',
      'Brand Product Name',
    ]);
  });
});
