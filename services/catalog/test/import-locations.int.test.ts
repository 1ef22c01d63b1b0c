import { locationsChanged, productsChanged } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptedUpload, csvOf, eventsOf, refusedUpload, startStack, waitLong, type Stack } from './helpers.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('import_locations');
  await stack.city('barrie', 44.3894, -79.6903);
  await stack.city('guelph', 43.5448, -80.2482);
  const products = csvOf([
    ['Product', 'Category', 'Unit Type', 'Brand Product Name'],
    ['Premium Triple Mix', 'Soils and Soil Mixtures', 'Cubic Yard', 'Triple Mix Premium Blend'],
    ['Black Cedar Mulch', 'Mulch', 'Cubic Yard', ''],
    ['Muskoka River Rock', 'Decorative Stone and Landscaping Products', 'Metric Tonne', ''],
    ['Beach Pebbles', 'Decorative Stone and Landscaping Products', 'Bag', ''],
    ['Screenings', 'Aggregates', 'Metric Tonne', ''],
  ]);
  expect((await stack.upload('products', products)).json().created).toBe(5);
});
afterAll(async () => stack?.close());

const snapshot = async (path: string) => (await stack.api('GET', path)).body;
const cityProducts = async (slug: string) =>
  ((await stack.api('GET', `/api/products/city/${slug}`)).json() as { display_name: string }[]).map((p) => p.display_name).sort();

describe('POST /api/import/suppliers (the raw supplier upload)', () => {
  const file = csvOf([
    ['Supplier Name', 'Address', 'Phone Number', 'Email', 'Hours of Operation', 'Supplier Locations', 'Trucks', 'Supplier Locations 2', 'Added to V2', 'Asked for 2025 Price List'],
    ['Simcoe Aggregates', '220 Ferndale Dr N, Barrie', '705-555-0142', 'info@simcoe.example', 'Mon-Fri 7-5', 'Barrie; Orillia', '4 tandems', '', '', 'yes'],
    ['Wellington Soils', 'Guelph', '519-555-0100', '', '', 'Guelph', '', '', 'checked', ''],
  ]);

  it('stores every field and lists the raw suppliers with added_to_v2', async () => {
    expect(await acceptedUpload(stack, 'suppliers', file)).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const suppliers = (await stack.api('GET', '/api/suppliers')).json();
    expect(suppliers.find((s: { supplier_name: string }) => s.supplier_name === 'Simcoe Aggregates')).toMatchObject({
      address: '220 Ferndale Dr N, Barrie',
      phone_number: '705-555-0142',
      email: 'info@simcoe.example',
      hours_of_operation: 'Mon-Fri 7-5',
      supplier_locations: 'Barrie; Orillia',
      trucks: '4 tandems',
      supplier_locations_2: null,
      added_to_v2: null,
      asked_for_2025_price_list: 'yes',
      location_count: 0,
    });
    const raw = (await stack.api('GET', '/api/suppliers/raw')).json();
    expect(raw).toEqual([
      { id: expect.any(Number), supplier_name: 'Simcoe Aggregates', address: '220 Ferndale Dr N, Barrie', phone_number: '705-555-0142', added_to_v2: null },
      { id: expect.any(Number), supplier_name: 'Wellington Soils', address: 'Guelph', phone_number: '519-555-0100', added_to_v2: 'checked' },
    ]);
  });

  it('changes nothing the second time, and refuses a row without a name', async () => {
    const before = await snapshot('/api/suppliers');
    expect((await stack.upload('suppliers', file)).json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await snapshot('/api/suppliers')).toBe(before);
    const bad = csvOf([['Supplier Name', 'Address'], ['', 'Nowhere'], ['New One', 'Somewhere']]);
    expect((await refusedUpload(stack, 'suppliers', bad, () => snapshot('/api/suppliers'))).details).toEqual([
      { line: 2, field: 'Supplier Name', message: 'Supplier name is required' },
    ]);
  });
});

describe('POST /api/import/supplier-locations', () => {
  const file = csvOf([
    ['Supplier Name', 'Location Name', 'City', 'Province', 'Latitude', 'Longitude', 'Delivery Radius', 'Minimum Units', 'Shipping Drive Time Multiplier', 'Fuel Surcharge', 'Dispatch Email', 'Active'],
    ['Simcoe Aggregates', 'Barrie Yard', 'Barrie', 'Ontario', '44.38', '-79.70', '30', '3', '1.15', '25', 'dispatch@simcoe.example', 'yes'],
    ['Wellington Soils', 'Barrie Yard', 'Barrie', 'Ontario', '44.40', '-79.68', '15', '', '', '', '', ''],
    ['Wellington Soils', 'Guelph Pit', 'Guelph', 'Ontario', '43.55', '-80.25', '20', '', '', '', '', 'true'],
    ['Northern Stone', 'Huntsville Quarry', 'Huntsville', 'Ontario', '45.33', '-79.22', '25', '', '', '', '', 'no'],
  ]);

  it('creates the locations (and the suppliers they name), and marks those suppliers as imported', async () => {
    expect(await acceptedUpload(stack, 'supplier-locations', file)).toMatchObject({ created: 4, updated: 0, unchanged: 0 });
    const locations = (await stack.api('GET', '/api/supplier-locations')).json();
    expect(locations.find((l: { location_name: string; supplier_name: string }) => l.supplier_name === 'Simcoe Aggregates')).toMatchObject({
      location_name: 'Barrie Yard',
      latitude: 44.38,
      longitude: -79.7,
      delivery_radius: '30.00',
      minimum_units: '3.00',
      shipping_drive_time_multiplier: '1.15',
      fuel_surcharge: '25.00',
      dispatch_email: 'dispatch@simcoe.example',
      active: true,
    });
    expect(locations.find((l: { location_name: string }) => l.location_name === 'Huntsville Quarry')).toMatchObject({ active: false });
    const raw = (await stack.api('GET', '/api/suppliers/raw')).json() as { supplier_name: string; added_to_v2: string | null }[];
    expect(raw.map((s) => [s.supplier_name, s.added_to_v2])).toEqual([
      ['Northern Stone', 'checked'],
      ['Simcoe Aggregates', 'checked'],
      ['Wellington Soils', 'checked'],
    ]);
    await vi.waitFor(() => expect(eventsOf(stack, locationsChanged.type).some((e) => (e.data as { reason: string }).reason === 'imported')).toBe(true), waitLong);
  });

  it('changes nothing the second time', async () => {
    const before = await snapshot('/api/supplier-locations');
    expect((await stack.upload('supplier-locations', file)).json()).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    expect(await snapshot('/api/supplier-locations')).toBe(before);
  });

  it('refuses bad coordinates, a bad radius and a bad flag, and changes nothing', async () => {
    const bad = csvOf([
      ['Supplier Name', 'Location Name', 'Latitude', 'Longitude', 'Delivery Radius', 'Active'],
      ['Simcoe Aggregates', 'Orillia Yard', '95', '-79.4', '30', ''],
      ['Simcoe Aggregates', 'Midland Yard', '44.7', '-79.9', 'far', 'maybe'],
      ['Simcoe Aggregates', '', '44.7', '-79.9', '10', ''],
    ]);
    expect((await refusedUpload(stack, 'supplier-locations', bad, () => snapshot('/api/supplier-locations'))).details).toEqual([
      { line: 2, field: 'Latitude', message: 'Latitude must be between -90 and 90' },
      { line: 3, field: 'Delivery Radius', message: 'Delivery radius must be a number' },
      { line: 3, field: 'Active', message: 'Active must be yes or no (or true/false)' },
      { line: 4, field: 'Location Name', message: 'Location name is required' },
    ]);
  });
});

describe('POST /api/import/brand-products (which products each location carries)', () => {
  it('links products to locations, by product or brand product name, and the cities they deliver to see them', async () => {
    expect(await cityProducts('guelph')).toEqual([]);
    const file = csvOf([
      ['Location Name', 'Product', 'Supplier Name'],
      ['Guelph Pit', 'Triple Mix Premium Blend', ''],
      ['Guelph Pit', 'screenings', ''],
      ['Barrie Yard', 'Black Cedar Mulch', 'Simcoe Aggregates'],
    ]);
    expect(await acceptedUpload(stack, 'brand-products', file)).toMatchObject({ created: 3, updated: 0, unchanged: 0, refused: [] });
    expect(await cityProducts('guelph')).toEqual(['Screenings', 'Triple Mix Premium Blend']);
    expect(await cityProducts('barrie')).toEqual(['Black Cedar Mulch']);
    await vi.waitFor(
      () => expect(eventsOf(stack, locationsChanged.type).some((e) => (e.data as { reason: string }).reason === 'stock-imported')).toBe(true),
      waitLong,
    );
    expect((await stack.upload('brand-products', file)).json()).toMatchObject({ created: 0, unchanged: 3 });
  });

  it('refuses unknown locations and products, and a location name two suppliers share', async () => {
    const file = csvOf([
      ['Location Name', 'Product', 'Supplier Name'],
      ['Barrie Yard', 'Beach Pebbles', ''],
      ['Sudbury Depot', 'Beach Pebbles', ''],
      ['Guelph Pit', 'Unobtainium', ''],
      ['Guelph Pit', 'Beach Pebbles', 'Simcoe Aggregates'],
      ['Guelph Pit', 'Beach Pebbles', ''],
    ]);
    expect((await refusedUpload(stack, 'brand-products', file, () => snapshot('/api/catalog/stats'))).details).toEqual([
      { line: 2, field: 'Location Name', message: 'Several supplier locations are named "Barrie Yard"; add the Supplier Name column to tell them apart' },
      { line: 3, field: 'Location Name', message: 'No supplier location named "Sudbury Depot"' },
      { line: 4, field: 'Product', message: 'No product named "Unobtainium"; import it with the products import first' },
      { line: 5, field: 'Location Name', message: 'No supplier location named "Guelph Pit" of supplier "Simcoe Aggregates"' },
    ]);
  });
});

describe('POST /api/import/brand-categories and fix-river-rock', () => {
  const category = async (name: string) =>
    ((await stack.api('GET', '/api/products')).json() as { product_name: string; category: string }[]).find((p) => p.product_name === name)?.category;

  it('puts products in their corrected category, creating it when new', async () => {
    const file = csvOf([
      ['Product', 'Category'],
      ['Black Cedar Mulch', 'Coloured Mulch'],
      ['Screenings', 'Aggregates'],
    ]);
    expect(await acceptedUpload(stack, 'brand-categories', file)).toMatchObject({ created: 0, updated: 1, unchanged: 1, created_taxonomy: [{ kind: 'category', name: 'Coloured Mulch' }] });
    expect(await category('Black Cedar Mulch')).toBe('Coloured Mulch');
    expect((await stack.upload('brand-categories', file)).json()).toMatchObject({ updated: 0, unchanged: 2 });
    await vi.waitFor(
      () => expect(eventsOf(stack, productsChanged.type).some((e) => (e.data as { reason: string }).reason === 'recategorized')).toBe(true),
      waitLong,
    );
    const unknown = await stack.upload('brand-categories', csvOf([['Product', 'Category'], ['Nothing Such', 'Mulch']]));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([{ line: 2, field: 'Product', message: 'No product named "Nothing Such"; import it with the products import first' }]);
  });

  it('fix-river-rock moves every river rock product (and the named ones) into River Rock', async () => {
    expect(await acceptedUpload(stack, 'fix-river-rock', csvOf([['Product'], ['Beach Pebbles']]))).toMatchObject({ updated: 2, unchanged: 0, created_taxonomy: [{ kind: 'category', name: 'River Rock' }] });
    expect(await category('Muskoka River Rock')).toBe('River Rock');
    expect(await category('Beach Pebbles')).toBe('River Rock');
    expect((await stack.upload('fix-river-rock', csvOf([['Product'], ['Beach Pebbles']]))).json()).toMatchObject({ updated: 0, unchanged: 2 });
  });
});

describe('templates', () => {
  it.each(['products', 'brand-products', 'brand-categories', 'fix-river-rock', 'suppliers', 'supplier-locations'])(
    'GET /api/import/%s/template answers a sample CSV with the documented header',
    async (type) => {
      const response = await stack.api('GET', `/api/import/${type}/template`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const [header, sample] = response.body.split('\r\n');
      expect(header!.length).toBeGreaterThan(0);
      expect(sample!.length).toBeGreaterThan(0);
    },
  );

  it('has no weather-suggestions import here (the weather service has it)', async () => {
    expect((await stack.api('GET', '/api/import/weather-suggestions/template')).statusCode).toBe(404);
  });
});
