import { adminProductSchema, deliveryAnswerSchema, platformStatsSchema, publicCitySchema, supplierSchema } from '@local-seo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stripValue, setUpAdmin } from './support';

// The Delivery Hub against the real stack: demo suppliers and yards, the 32
// live demo cities, 40 products, and the calculator (docs/decisions.md, decision 7).

const admin = setUpAdmin();
beforeAll(async () => {
  // A supplier with an address, so the search by address has something to find.
  const upload = await admin.apiUpload('/api/import/suppliers', {
    name: 'suppliers.csv',
    csv: 'Supplier Name,Address,Phone Number\nTrillium Stone Supply,88 Quarry Line Rd Caledon ON,905-555-0177\n',
  });
  expect(upload.status(), await upload.text()).toBe(200);
});

const page = () => admin.page;
const main = () => page().getByRole('main');
const statValue = (label: string) => stripValue(page(), 'Delivery figures', label);
const section = (name: string) => main().getByRole('tab', { name, exact: true }).click();
const firstCells = (tableName: string) =>
  main().getByRole('table', { name: tableName }).locator('tbody tr td:first-child').allTextContents();
const liveCities = () => admin.apiGet(z.array(publicCitySchema), '/api/cities');

describe('the Delivery Hub', () => {
  it('shows four figures from the server', async () => {
    await admin.goto('delivery');
    await expect(main().getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Delivery Hub');
    const suppliers = await admin.apiGet(z.array(supplierSchema), '/api/suppliers');
    const stats = await admin.apiGet(platformStatsSchema, '/api/stats');
    await expect.poll(() => statValue('Suppliers').textContent()).toBe(String(suppliers.length));
    await expect.poll(() => statValue('Supplier Locations').textContent()).toBe(String(stats.totalLocations));
    await expect.poll(() => statValue('Service Areas').textContent()).toBe(String((await liveCities()).length));
    await expect.poll(() => statValue('Active Products').textContent()).toBe(String(stats.activeProducts));
    expect(page().errors).toEqual([]);
  });

  it('searches suppliers by name or address', async () => {
    await admin.goto('delivery');
    const search = main().getByLabel('Search suppliers');
    await search.fill('simcoe');
    await expect.poll(() => firstCells('Suppliers')).toEqual(['Simcoe Aggregates']);
    await search.fill('quarry line');
    await expect.poll(() => firstCells('Suppliers')).toEqual(['Trillium Stone Supply']);
    await search.fill('nobody by this name');
    await main().getByText('No suppliers found', { exact: true }).waitFor();
  });

  it('links every service area to its live page, by slug', async () => {
    await admin.goto('delivery');
    await section('Service Areas');
    const cities = await liveCities();
    const links = main().getByRole('list', { name: 'Service areas' }).getByRole('link');
    await expect.poll(() => links.count()).toBe(cities.length);
    const parrySound = links.filter({ hasText: 'Parry Sound' });
    await expect(parrySound.getAttribute('href')).resolves.toBe('/parry-sound');
    await expect(parrySound.getAttribute('target')).resolves.toBe('_blank');
    const response = await page().request.get(`${admin.stack.url}/parry-sound`);
    expect(response.status()).toBe(200);
  });

  it('shows the first 10 products, of every category or of one', async () => {
    await admin.goto('delivery');
    await section('Products');
    const active = (await admin.apiGet(z.array(adminProductSchema), '/api/products')).filter((p) => p.active);
    await expect.poll(() => main().getByText(`The first 10 of ${active.length} products`).count()).toBe(1);
    await expect(main().getByRole('table', { name: 'Products' }).locator('tbody tr').count()).resolves.toBe(10);

    await main().getByLabel('Category').selectOption('Mulch');
    const mulches = active.filter((p) => p.category === 'Mulch').map((p) => p.product_name);
    await expect.poll(() => firstCells('Products in Mulch')).toEqual(mulches.slice(0, 10));
  });

  it('calculates who delivers to a demo city, nearest first, and what', async () => {
    const expected = await admin.apiGet(deliveryAnswerSchema, '/api/delivery/calculate?city=barrie');
    expect(expected.locations.length).toBeGreaterThan(0);
    await admin.goto('delivery');
    await section('Delivery Calculator');
    await main().getByRole('button', { name: 'Calculate Delivery' }).click();
    await main().getByText('Choose a city', { exact: true }).waitFor();

    await main().getByLabel('City', { exact: true }).selectOption('barrie');
    await main().getByRole('button', { name: 'Calculate Delivery' }).click();
    const answer = main().getByRole('region', { name: 'Delivery calculation' });
    await answer.getByText('Delivery to Barrie').waitFor();
    const locations = answer.getByRole('table', { name: 'Supplier locations that deliver to Barrie' });
    await expect.poll(() => locations.locator('tbody tr td:first-child').allTextContents()).toEqual(expected.locations.map((l) => l.location_name));
    const nearest = expected.locations[0]!;
    const firstRow = locations.locator('tbody tr').first();
    await expect(firstRow.textContent()).resolves.toContain(`${nearest.distance_km.toFixed(1)} km`);
    await expect(firstRow.textContent()).resolves.toContain(`${Number(nearest.delivery_radius).toFixed(1)} km`);
    await expect(answer.getByText(`${expected.products.length} products are available`, { exact: false }).count()).resolves.toBe(1);
    expect(page().errors).toEqual([]);
  });

  it('calculates for coordinates, with the range messages of the server', async () => {
    await admin.goto('delivery');
    await section('Delivery Calculator');
    await main().getByLabel('Coordinates').check();
    await main().getByLabel('Latitude').fill('91');
    await main().getByLabel('Longitude').fill('-75.6972');
    await main().getByRole('button', { name: 'Calculate Delivery' }).click();
    await main().getByText('Latitude must be between -90 and 90', { exact: true }).waitFor();

    await main().getByLabel('Latitude').fill('45.4215');
    await main().getByRole('button', { name: 'Calculate Delivery' }).click();
    const expected = await admin.apiGet(deliveryAnswerSchema, '/api/delivery/calculate?latitude=45.4215&longitude=-75.6972');
    const answer = main().getByRole('region', { name: 'Delivery calculation' });
    await answer.getByText('Delivery to 45.4215, -75.6972').waitFor();
    await expect
      .poll(() => answer.getByRole('table', { name: /^Supplier locations that deliver/ }).locator('tbody tr td:first-child').allTextContents())
      .toEqual(expected.locations.map((l) => l.location_name));
    expect(expected.locations.map((l) => l.location_name)).toContain('Ottawa Yard');
  });
});
