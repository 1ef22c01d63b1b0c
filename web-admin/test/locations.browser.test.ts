import { platformStatsSchema, supplierLocationDetailSchema, supplierLocationSchema, type SupplierLocationView } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatDecimal } from '../src/lib/format';
import { panelNavigation, stripValue, toastAfter, toastTitled, unexpectedErrors, setUpAdmin } from './support';

// The Supplier Locations tab against the real stack (17 demo yards and pits):
// the figures, search, city filter, sorting, the analytics, and the CSV import.

const admin = setUpAdmin();

const page = () => admin.page;
const main = () => page().getByRole('main');
const statValue = (label: string) => stripValue(page(), 'Supplier location figures', label);
const table = () => main().getByRole('table', { name: 'Supplier locations' });
const bodyRows = () => table().locator('tbody tr');
const locationNames = () => table().locator('.locations__name').allTextContents();
const locations = (query = '') => admin.apiGet(z.array(supplierLocationSchema), `/api/supplier-locations${query}`);
const byName = (a: SupplierLocationView, b: SupplierLocationView) => a.location_name.localeCompare(b.location_name);

describe('the Supplier Locations tab', () => {
  it('shows four figures that agree with /api/stats', async () => {
    await admin.goto('locations');
    const stats = await admin.apiGet(platformStatsSchema, '/api/stats');
    const all = await locations();
    await expect.poll(() => statValue('Total Locations').textContent()).toBe(String(stats.totalLocations));
    await expect(statValue('Active Locations').textContent()).resolves.toBe(String(all.filter((l) => l.active).length));
    await expect(statValue('Cities Covered').textContent()).resolves.toBe(String(new Set(all.map((l) => l.city)).size));
    await expect(statValue('Avg Delivery Radius').textContent()).resolves.toBe(`${formatDecimal(stats.avgDeliveryRadius)} km`);
    expect(page().errors).toEqual([]);
  });

  it('lists every location, searches, filters by city and sorts', async () => {
    await admin.goto('locations');
    const all = await locations();
    await expect.poll(locationNames).toEqual(all.sort(byName).map((l) => l.location_name));

    // The server's own search (name, address or supplier) finds the same ones.
    await main().getByLabel('Search locations').fill('pit');
    const pits = (await locations('?search=pit')).sort(byName).map((l) => l.location_name);
    expect(pits.length).toBeGreaterThan(1);
    await expect.poll(locationNames).toEqual(pits);

    await main().getByLabel('Search locations').fill('');
    await main().getByLabel('City', { exact: true }).selectOption('Barrie');
    await expect.poll(locationNames).toEqual((await locations('?city=Barrie')).map((l) => l.location_name));

    await main().getByLabel('City', { exact: true }).selectOption({ label: 'All cities' });
    await main().getByLabel('Search locations').fill('no such yard anywhere');
    await table().getByText('No supplier locations found', { exact: true }).waitFor();

    await main().getByLabel('Search locations').fill('');
    await table().getByRole('button', { name: 'Delivery radius' }).click();
    const smallest = all.reduce((a, b) => (Number(a.delivery_radius) <= Number(b.delivery_radius) ? a : b));
    await expect.poll(async () => (await locationNames())[0]).toBe(smallest.location_name);
    await expect(bodyRows().count()).resolves.toBe(all.length);
  });

  it('keeps the search, city and sort in the URL: a reload shows the same view', async () => {
    await admin.goto('locations');
    await main().getByLabel('City', { exact: true }).selectOption('Barrie');
    // By name at first: a click on its header turns it round.
    await expect(table().getByRole('columnheader', { name: 'Location' }).getAttribute('aria-sort')).resolves.toBe('ascending');
    await table().getByRole('button', { name: 'Location' }).click();
    const barrie = (await locations('?city=Barrie')).sort(byName).map((l) => l.location_name).reverse();
    await expect.poll(locationNames).toEqual(barrie);
    await expect.poll(() => Object.fromEntries(new URL(page().url()).searchParams)).toMatchObject({ city: 'Barrie', sort: 'name', order: 'desc' });

    await page().reload();
    await expect.poll(locationNames).toEqual(barrie);
    await expect(main().getByLabel('City', { exact: true }).inputValue()).resolves.toBe('Barrie');
    await expect(table().getByRole('columnheader', { name: 'Location' }).getAttribute('aria-sort')).resolves.toBe('descending');
  });

  it('shows the top 8 cities, the coordinate coverage and the contact counts', async () => {
    await admin.goto('locations');
    await main().getByRole('tab', { name: 'Analytics' }).click();
    const all = await locations();
    const perCity = new Map<string, number>();
    for (const l of all) if (l.city) perCity.set(l.city, (perCity.get(l.city) ?? 0) + 1);

    const bars = main().getByRole('list', { name: 'Locations per city' }).getByRole('listitem');
    await expect.poll(() => bars.count()).toBe(Math.min(8, perCity.size));
    const first = await bars.first().locator('.locations__bar-label').textContent();
    expect(perCity.get(first!)).toBe(Math.max(...perCity.values()));

    const placed = all.filter((l) => l.latitude !== null && l.longitude !== null).length;
    await main().getByText(`${placed} of ${all.length} locations have a latitude and longitude.`).waitFor();
    const dispatch = all.filter((l) => l.dispatch_phone || l.dispatch_email).length;
    const row = main().locator('.locations__contact').filter({ hasText: 'With a dispatch contact' });
    await expect(row.locator('dd').textContent()).resolves.toBe(`${dispatch} of ${all.length}`);
  });

  it('imports locations from a CSV file', async () => {
    await admin.goto('locations');
    const before = (await locations()).length;
    await main().getByRole('button', { name: 'Import Locations CSV' }).click();
    const dialog = page().getByRole('dialog', { name: 'Import Locations CSV' });
    const csv = [
      'Location Name,City,Province,Latitude,Longitude,Delivery Radius,Email,Active',
      'Stouffville Test Yard,Stouffville,Ontario,43.9706,-79.2446,25,yard@example.com,yes',
    ].join('\n');
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'locations.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();

    await toastTitled(page(), 'Import Successful').waitFor({ timeout: 60_000 });
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => statValue('Total Locations').textContent()).toBe(String(before + 1));
    await main().getByLabel('Search locations').fill('stouffville');
    await expect.poll(locationNames).toEqual(['Stouffville Test Yard']);
  });

  it('finds an imported yard in the delivery calculator, without a reload of the app', async () => {
    // A point far from every demo yard: nobody delivers there yet.
    const point = { latitude: '49.4169', longitude: '-82.4331' };
    const calculate = async () => {
      await panelNavigation(page()).getByRole('link', { name: 'Delivery', exact: true }).click();
      await main().getByRole('tab', { name: 'Delivery Calculator', exact: true }).click();
      await main().getByLabel('Coordinates').check();
      await main().getByLabel('Latitude').fill(point.latitude);
      await main().getByLabel('Longitude').fill(point.longitude);
      await main().getByRole('button', { name: 'Calculate Delivery' }).click();
      return main().getByRole('region', { name: 'Delivery calculation' });
    };
    await admin.goto('locations');
    await (await calculate()).getByText('No supplier location delivers here', { exact: true }).waitFor();

    // In-app navigation: the app keeps its query cache, and the answer must not come from it.
    await panelNavigation(page()).getByRole('link', { name: 'Supplier Locations' }).click();
    await main().getByRole('button', { name: 'Import Locations CSV' }).click();
    const dialog = page().getByRole('dialog', { name: 'Import Locations CSV' });
    const csv = [
      'Location Name,City,Province,Latitude,Longitude,Delivery Radius,Email,Active',
      `Kapuskasing Test Yard,Kapuskasing,Ontario,${point.latitude},${point.longitude},25,north@example.com,yes`,
    ].join('\n');
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'north.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await toastTitled(page(), 'Import Successful').waitFor({ timeout: 60_000 });
    await dialog.waitFor({ state: 'detached' });

    const answer = await calculate();
    await expect
      .poll(() => answer.getByRole('table', { name: /^Supplier locations that deliver/ }).locator('tbody tr td:first-child').allTextContents())
      .toEqual(['Kapuskasing Test Yard']);
  });
});

describe('adding, editing and deleting a supplier location', () => {
  const name = 'Browser Test Yard';
  const saved = async () => (await locations()).find((l) => l.location_name === name);
  const row = () => table().getByRole('row').filter({ hasText: name });

  it('checks the form in the catalog\'s words, then creates the location', async () => {
    await admin.goto('locations');
    await main().getByRole('button', { name: 'Add Location' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Location' });
    await dialog.getByRole('button', { name: 'Create Location' }).click();
    await dialog.getByText('Location name is required').waitFor();
    await dialog.getByLabel('Location name').fill(name);
    await dialog.getByLabel('Latitude').fill('95');
    await dialog.getByRole('button', { name: 'Create Location' }).click();
    await dialog.getByText('Latitude must be between -90 and 90').waitFor();
    expect(await saved()).toBeUndefined();

    await dialog.getByLabel('Latitude').fill('44.41');
    await dialog.getByLabel('Longitude').fill('-79.69');
    await dialog.getByLabel('City', { exact: true }).fill('Barrie');
    await dialog.getByLabel('Delivery radius (km)').fill('30');
    await toastAfter(page(), () => dialog.getByRole('button', { name: 'Create Location' }).click(), 'Location created');
    await dialog.waitFor({ state: 'detached' });
    expect(await saved()).toMatchObject({ city: 'Barrie', latitude: 44.41, longitude: -79.69, delivery_radius: '30.00', active: true });
    await main().getByLabel('Search locations').fill(name);
    await expect.poll(() => row().count()).toBe(1);
  });

  it('edits the location, keeping what was not changed', async () => {
    await admin.goto('locations');
    await main().getByLabel('Search locations').fill(name);
    await row().getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page().getByRole('dialog', { name: `Edit ${name}` });
    await expect(dialog.getByLabel('City', { exact: true }).inputValue()).resolves.toBe('Barrie');
    await dialog.getByLabel('Delivery radius (km)').fill('55.5');
    await dialog.getByRole('switch', { name: 'Active' }).click();
    await toastAfter(page(), () => dialog.getByRole('button', { name: 'Save Changes' }).click(), 'Location updated');
    expect(await saved()).toMatchObject({ city: 'Barrie', latitude: 44.41, delivery_radius: '55.50', active: false });
    await expect.poll(() => row().textContent()).toContain('Inactive');
  });

  it('links products to the location', async () => {
    await admin.goto('locations');
    await main().getByLabel('Search locations').fill(name);
    await row().getByRole('button', { name: `Products of ${name}` }).click();
    const dialog = page().getByRole('dialog', { name: `Products at ${name}` });
    await dialog.getByText('No products yet').waitFor();
    await dialog.getByLabel('Find products').fill('mulch');
    const add = dialog.getByRole('list', { name: 'Matching products' }).getByRole('button', { name: /^Add / }).first();
    const product = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    await add.click();
    await dialog.getByRole('list', { name: 'Carried products' }).getByText(product, { exact: true }).waitFor();
    await toastAfter(page(), () => dialog.getByRole('button', { name: 'Save Products' }).click(), 'Location products saved');
    await dialog.waitFor({ state: 'detached' });
    const location = await saved();
    const detail = await admin.apiGet(supplierLocationDetailSchema, `/api/supplier-locations/${location!.id}`);
    expect(detail.products.map((p) => p.product_name)).toEqual([product]);
    expect(location!.product_count).toBe(1);
  });

  it('deletes the location after asking', async () => {
    await admin.goto('locations');
    await main().getByLabel('Search locations').fill(name);
    await row().getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page().getByRole('dialog', { name: 'Delete location?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await saved()).toBeDefined();

    await row().getByRole('button', { name: `Delete ${name}` }).click();
    await toastAfter(page(), () => confirm.getByRole('button', { name: 'Delete' }).click(), 'Location deleted');
    await confirm.waitFor({ state: 'detached' });
    expect(await saved()).toBeUndefined();
    await expect.poll(() => row().count()).toBe(0);
    expect(unexpectedErrors(page())).toEqual([]);
  });
});
