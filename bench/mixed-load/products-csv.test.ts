import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import type { ListedProduct } from './admin.js';
import { writeProductsCsv } from './products-csv.js';

const dir = await mkdtemp(join(tmpdir(), 'bench-products-csv-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const catalogue: ListedProduct[] = [
  { product_name: 'Triple Mix', category: 'Soils and Soil Mixtures', size_attributes: null, unit_type: 'Cubic Yard', description: 'Topsoil, peat and compost', customer_pricing: '50.00' },
];

async function rowsOf(rows: number): Promise<Record<string, string>[]> {
  const path = join(dir, `products-${rows}.csv`);
  await writeProductsCsv(path, rows, catalogue);
  return parse(await readFile(path), { columns: true }) as Record<string, string>[];
}

describe('the products CSV of the mixed-load benchmark', () => {
  it('holds 100,000 rows in the spec columns, each product name once, so the import takes every row', async () => {
    const rows = await rowsOf(100_000);
    expect(rows).toHaveLength(100_000);
    expect(Object.keys(rows[0]!)).toEqual(['Product', 'Product Description', 'Category', 'Product Size or Attributes', 'Unit Type', 'Customer Pricing', 'Contractor Pricing', 'Price per Unit FOB', 'Brand Status', 'Brand Product Name']);
    const names = new Set(rows.map((row) => row.Product!.toLowerCase().replace(/\s+/g, ' ')));
    expect(names.size).toBe(100_000);
    expect(new Set(rows.map((row) => row.Category)).size).toBeGreaterThanOrEqual(8);
    expect(rows.every((row) => /^\d+\.\d\d$/.test(row['Customer Pricing']!))).toBe(true);
  });

  it('starts with the catalogue, repriced by 4 % with the other cells left empty, so the import updates it', async () => {
    const [first, second] = await rowsOf(2);
    expect(first).toMatchObject({ Product: 'Triple Mix', 'Customer Pricing': '52.00', 'Contractor Pricing': '45.76', 'Brand Status': '' });
    expect(second!.Product).toMatch(/ - .+ /); // a new product: material, pack, supplier and town
  });
});
