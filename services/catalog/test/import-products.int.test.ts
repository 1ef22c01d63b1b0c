import { productsChanged, taxonomyChanged, type AdminProduct } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptedUpload, csvOf, eventsOf, productHeader, refusedUpload, startStack, waitLong, type Stack } from './helpers.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('import_products');
});
afterAll(async () => stack?.close());

const products = async () => ((await stack.api('GET', '/api/products')).json() as AdminProduct[]).sort((a, b) => a.id - b.id);
const byName = async (name: string) => (await products()).find((p) => p.product_name === name);
/** A product's fields in the order of the file's columns (productHeader). */
const fileOrder = ['product_name', 'description', 'category', 'size_attributes', 'unit_type', 'customer_pricing', 'contractor_pricing', 'fob_price', 'brand_status', 'brand_product_name'] as const;
/** One value per field, no more and no fewer. */
type Cells<Fields extends readonly string[]> = { -readonly [I in keyof Fields]: string | null };
/** A product as the API gives it back, its values in the file's column order: set beside the row it was imported from. */
const stored = (...values: Cells<typeof fileOrder>) => Object.fromEntries(fileOrder.map((field, i) => [field, values[i]]));
/** What an import must leave untouched when it refuses a file. */
const snapshot = async () => JSON.stringify(await products());

// A spreadsheet export: BOM, CRLF, quoted fields with commas, quotes and a line break, accents.
const catalogue = `\uFEFF${csvOf([
  productHeader,
  ['Premium Triple Mix', 'Topsoil, peat and compost', 'Soils and Soil Mixtures', 'Bulk', 'Cubic Yard', '$64.99', '54', '38.50', 'Available', 'Triple Mix (Premium)'],
  ['3/4" Clear Stone', 'Washed "clear" limestone\nfor drainage', 'Aggregates', '3/4 inch', 'Metric Tonne', '59.00', '49.00', '31.25', '', ''],
  ['Terre à jardin', 'Mélange québécois', 'Terreaux spéciaux', '', 'Sac de 30 L', '7.49', '', '', 'Seasonal', 'Terre à jardin (sac)'],
  ['Cedar Mulch', '', 'Mulch', '', 'Cubic Yard', '1,049.00', '', '', '', ''],
])}`;

describe('POST /api/import/products', () => {
  it('creates the products of a spreadsheet export (BOM, CRLF, quoted fields, UTF-8 accents)', async () => {
    expect(await acceptedUpload(stack, 'products', catalogue, { filename: 'catalogue.csv' })).toEqual({
      message: 'Products imported from catalogue.csv: 4 created, 0 updated, 0 unchanged, new: Terreaux spéciaux, Sac de 30 L',
      created: 4,
      updated: 0,
      unchanged: 0,
      refused: [],
      created_taxonomy: [
        { kind: 'category', name: 'Terreaux spéciaux' },
        { kind: 'unit_type', name: 'Sac de 30 L' },
      ],
    });
    expect(await byName('Premium Triple Mix')).toMatchObject(
      stored('Premium Triple Mix', 'Topsoil, peat and compost', 'Soils and Soil Mixtures', 'Bulk', 'Cubic Yard', '64.99', '54.00', '38.50', 'Available', 'Triple Mix (Premium)'),
    );
    expect(await byName('3/4" Clear Stone')).toMatchObject({ description: 'Washed "clear" limestone\nfor drainage', brand_status: null });
    expect(await byName('Terre à jardin')).toMatchObject({ category: 'Terreaux spéciaux', unit_type: 'Sac de 30 L', brand_status: 'Seasonal' });
    expect(await byName('Cedar Mulch')).toMatchObject({ customer_pricing: '1049.00' });
    const ids = (await products()).map((p) => p.id);
    await vi.waitFor(() => {
      const imported = eventsOf<{ productIds: number[]; reason: string }>(stack, productsChanged.type).filter((e) => e.data.reason === 'imported');
      expect(imported.flatMap((e) => e.data.productIds).sort()).toEqual(ids.sort());
      expect(eventsOf(stack, taxonomyChanged.type).map((e) => e.data)).toEqual([
        { kind: 'category', name: 'Terreaux spéciaux', change: 'created' },
        { kind: 'unit_type', name: 'Sac de 30 L', change: 'created' },
      ]);
    }, waitLong);
  });

  it('changes nothing when the same file comes again, and publishes nothing', async () => {
    const before = await snapshot();
    const eventsBefore = stack.events.length;
    const response = await stack.upload('products', catalogue, { filename: 'catalogue.csv' });
    expect(response.json()).toMatchObject({ created: 0, updated: 0, unchanged: 4, refused: [] });
    expect(response.json().message).toBe('Products imported from catalogue.csv: 0 created, 0 updated, 4 unchanged');
    expect(await snapshot()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stack.events.length).toBe(eventsBefore);
  });

  it('matches rows by name (any case, any spacing), updates what differs and keeps what a cell leaves empty', async () => {
    const update = csvOf([
      ['Product', 'Category', 'Unit Type', 'Customer Pricing', 'Contractor Pricing'],
      ['premium   triple mix', 'Soils and Soil Mixtures', 'Cubic Yard', '66.50', ''],
      ['Cedar Mulch', 'Mulch', 'Cubic Yard', '1049', ''],
    ]);
    const response = await stack.upload('products', update);
    expect(response.json()).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect(await byName('premium   triple mix')).toMatchObject({
      customer_pricing: '66.50',
      contractor_pricing: '54.00', // empty cell: kept
      description: 'Topsoil, peat and compost', // absent column: kept
      brand_status: 'Available',
    });
    expect((await products()).length).toBe(4);
  });

  it('refuses a file without a required column, and changes nothing', async () => {
    const before = await snapshot();
    const response = await stack.upload('products', csvOf([['Product', 'Category', 'Customer Pricing'], ['Play Sand', 'Sand', '5']]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `The file has no "Unit Type" column. Expected a header row with: ${productHeader.join(', ')}`,
    );
    expect(response.json().details).toEqual([{ line: 1, field: 'Unit Type', message: 'Required column is missing' }]);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a bad number with its line and column, and writes none of the valid rows', async () => {
    const file = csvOf([
      ['Product', 'Category', 'Unit Type', 'Customer Pricing', 'Contractor Pricing'],
      ['Play Sand', 'Sand', 'Bag', '5.99', ''],
      ['Masonry Sand', 'Sand', 'Cubic Yard', 'call us', '-3'],
      ['Concrete Sand', 'Sand', 'Cubic Yard', '45.123', ''],
    ]);
    expect(await refusedUpload(stack, 'products', file, snapshot)).toMatchObject({
      statusCode: 422,
      message: '2 rows are invalid (of 3); nothing was imported. Correct the file, or import again with skipInvalid=true to write only the valid rows.',
      details: [
        { line: 3, field: 'Customer Pricing', message: 'Customer Pricing must be a number' },
        { line: 3, field: 'Contractor Pricing', message: 'Contractor Pricing cannot be negative' },
        { line: 4, field: 'Customer Pricing', message: 'Customer Pricing must have at most 2 decimals' },
      ],
    });
  });

  it('refuses an empty name, category or unit type, and changes nothing', async () => {
    const file = csvOf([
      ['Product', 'Category', 'Unit Type'],
      ['  ', 'Sand', 'Bag'],
      ['Pit Run', '', 'Metric Tonne'],
      ['Granite Chips', 'Aggregates', ' '],
      ['Granite Fines', 'Aggregates', 'Bag'],
    ]);
    expect((await refusedUpload(stack, 'products', file, snapshot)).details).toEqual([
      { line: 2, field: 'Product', message: 'Product name is required' },
      { line: 3, field: 'Category', message: 'Category is required' },
      { line: 4, field: 'Unit Type', message: 'Unit type is required' },
    ]);
  });

  it('refuses a file that is not UTF-8, and changes nothing', async () => {
    const before = await snapshot();
    const latin1 = Buffer.from('Product,Category,Unit Type\r\nTerre noire à potager,Soils and Soil Mixtures,Bag\r\n', 'latin1');
    const response = await stack.upload('products', latin1);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" and try again.');
    expect(await snapshot()).toBe(before);
  });

  it('refuses what is not a CSV file with 415 and a clear message', async () => {
    const pdf = await stack.upload('products', Buffer.from('%PDF-1.7\n%\u00e2\u00e3'), { filename: 'prices.pdf', contentType: 'application/pdf' });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('"prices.pdf" is not a CSV file. Please select a CSV file.');
    const notMultipart = await stack.api('POST', '/api/import/products', { file: 'Product\nx' });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json().message).toBe('Send the CSV as multipart/form-data with one field named "file"');
    const binary = await stack.upload('products', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]), { filename: 'book.csv' });
    expect(binary.statusCode).toBe(415);
  });

  it('refuses a second row for the same product in one file', async () => {
    const file = csvOf([
      ['Product', 'Category', 'Unit Type', 'Customer Pricing'],
      ['River Sand', 'Sand', 'Cubic Yard', '40'],
      ['RIVER SAND', 'Sand', 'Cubic Yard', '42'],
    ]);
    expect((await refusedUpload(stack, 'products', file, snapshot)).details).toEqual([
      { line: 3, field: 'Product', message: '"RIVER SAND" is already on line 2 of this file' },
    ]);
  });

  it('finds a repeated product across the batches of a long file, and keeps nothing of it', async () => {
    const rows = Array.from({ length: 4500 }, (_, i) => [`Bulk Item ${i}`, 'Aggregates', 'Metric Tonne', '10']);
    rows.push(['bulk item 7', 'Aggregates', 'Metric Tonne', '11']); // line 4502 repeats line 9, two batches later
    expect(await refusedUpload(stack, 'products', csvOf([['Product', 'Category', 'Unit Type', 'Customer Pricing'], ...rows]), snapshot)).toMatchObject({
      message: '1 row is invalid (of 4501); nothing was imported. Correct the file, or import again with skipInvalid=true to write only the valid rows.',
      details: [{ line: 4502, field: 'Product', message: '"bulk item 7" is already on line 9 of this file' }],
    });
  });

  it('refuses a brand status that is not one of the list', async () => {
    const response = await stack.upload('products', csvOf([['Product', 'Category', 'Unit Type', 'Brand Status'], ['Fill', 'Aggregates', 'Bag', 'Sold out']]));
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0]).toEqual({
      line: 2,
      field: 'Brand Status',
      message: 'Brand Status must be one of: none, Available, Out of Stock, Seasonal, Special Order, Discontinued',
    });
  });

  it('with ?skipInvalid=true writes the valid rows and lists the refused ones', async () => {
    const file = csvOf([
      ['Product', 'Category', 'Unit Type', 'Customer Pricing'],
      ['Play Sand', 'Sand', 'Bag', '5.99'],
      ['Masonry Sand', 'Sand', 'Cubic Yard', 'call us'],
      ['Play Sand', 'Sand', 'Bag', '6.99'],
      ['Concrete Sand', 'Sand', 'Cubic Yard', '45'],
    ]);
    expect(await acceptedUpload(stack, 'products', file, { query: '?skipInvalid=true' })).toMatchObject({
      message: 'Products imported from products.csv: 2 created, 0 updated, 0 unchanged, 2 rows refused',
      created: 2,
      refused: [
        { line: 3, field: 'Customer Pricing', message: 'Customer Pricing must be a number' },
        { line: 4, field: 'Product', message: '"Play Sand" is already on line 2 of this file' },
      ],
    });
    expect(await byName('Play Sand')).toMatchObject({ customer_pricing: '5.99' });
    expect(await byName('Masonry Sand')).toBeUndefined();
  });

  it('answers a template whose sample imports as it is', async () => {
    const template = await stack.api('GET', '/api/import/products/template');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.headers['content-disposition']).toBe('attachment; filename="products-template.csv"');
    expect(template.body.split('\r\n')[0]).toBe(productHeader.join(','));
    const imported = await acceptedUpload(stack, 'products', template.body);
    expect(imported.created + imported.updated + imported.unchanged).toBe(2);
  });
});
