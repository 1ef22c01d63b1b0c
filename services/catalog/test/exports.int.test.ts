import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, productHeader, startStack, type Stack } from './helpers.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('list_exports');
  await stack.city('barrie', 44.3894, -79.6903);
});
afterAll(async () => stack?.close());

const download = async (list: string) => {
  const response = await stack.api('GET', `/api/export/${list}.csv`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${list}.csv"`);
  return response.body;
};
const rowsOf = (csv: string) => parse(csv, { bom: true }) as [string[], ...string[][]];

describe('GET /api/export/products.csv', () => {
  const file = csvOf([
    productHeader,
    ['Premium Triple Mix', 'Topsoil, peat and compost', 'Soils and Soil Mixtures', 'Bulk', 'Cubic Yard', '64.99', '54', '38.50', 'Available', 'Triple Mix (Premium)'],
    ['3/4" Clear Stone', 'Washed "clear" limestone\nfor drainage', 'Aggregates', '3/4 inch', 'Metric Tonne', '59.00', '', '', '', ''],
    ['=HYPERLINK("http://evil.example","Click")', '+1 for drainage', 'Aggregates', '@SUM(A1)', 'Metric Tonne', '', '', '', '', '-cmd|calc'],
  ]);

  it('downloads every product in the import\'s columns, formulas escaped, and re-imports unchanged', async () => {
    expect((await stack.upload('products', file)).json()).toMatchObject({ created: 3 });
    const before = (await stack.api('GET', '/api/products')).json();

    const csv = await download('products');
    const [header, ...rows] = rowsOf(csv);
    expect(header).toEqual(productHeader);
    expect(rows).toContainEqual(['Premium Triple Mix', 'Topsoil, peat and compost', 'Soils and Soil Mixtures', 'Bulk', 'Cubic Yard', '64.99', '54.00', '38.50', 'Available', 'Triple Mix (Premium)']);
    expect(rows).toContainEqual(['3/4" Clear Stone', 'Washed "clear" limestone\nfor drainage', 'Aggregates', '3/4 inch', 'Metric Tonne', '59.00', '', '', '', '']);
    // A spreadsheet shows these as text rather than running them.
    expect(rows).toContainEqual(['\'=HYPERLINK("http://evil.example","Click")', "'+1 for drainage", 'Aggregates', "'@SUM(A1)", 'Metric Tonne', '', '', '', '', "'-cmd|calc"]);

    const again = await stack.upload('products', csv, { filename: 'products.csv' });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, refused: [] });
    expect((await stack.api('GET', '/api/products')).json()).toEqual(before);
  });
});

describe('GET /api/export/supplier-locations.csv', () => {
  it('downloads every location with its supplier, and re-imports unchanged', async () => {
    const file = csvOf([
      ['Supplier Name', 'Location Name', 'Address', 'City', 'Latitude', 'Longitude', 'Delivery Radius', 'Fuel Surcharge', 'Notes', 'Active'],
      ['Simcoe Aggregates', 'Barrie Yard', '220 Ferndale Dr N', 'Barrie', '44.3894', '-79.6903', '60', '12.50', '=1+1', 'yes'],
      ['Simcoe Aggregates', 'Orillia Pit', '', 'Orillia', '44.6082', '-79.4197', '45', '', '', 'no'],
    ]);
    expect((await stack.upload('supplier-locations', file)).json()).toMatchObject({ created: 2, refused: [] });
    const before = (await stack.api('GET', '/api/supplier-locations')).json();

    const csv = await download('supplier-locations');
    const [header, ...rows] = rowsOf(csv);
    expect(header.slice(0, 3)).toEqual(['Supplier Name', 'Location Name', 'Address']);
    const barrie = Object.fromEntries(header.map((name, i) => [name, rows.find((row) => row[1] === 'Barrie Yard')![i]]));
    expect(barrie).toMatchObject({ 'Supplier Name': 'Simcoe Aggregates', Latitude: '44.3894', Longitude: '-79.6903', 'Delivery Radius': '60.00', Notes: "'=1+1", Active: 'true' });

    const again = await stack.upload('supplier-locations', csv);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2, refused: [] });
    expect((await stack.api('GET', '/api/supplier-locations')).json()).toEqual(before);
  });
});
