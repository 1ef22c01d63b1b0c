import { platformStatsSchema, supplierLocationSchema, type SupplierLocationView } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatDecimal } from '../src/lib/format';
import { panelNavigation, stripValue, toastTitled, setUpAdmin } from './support';

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
    await main().getByLabel('City').selectOption('Barrie');
    await expect.poll(locationNames).toEqual((await locations('?city=Barrie')).map((l) => l.location_name));

    await main().getByLabel('City').selectOption({ label: 'All cities' });
    await main().getByLabel('Search locations').fill('no such yard anywhere');
    await table().getByText('No supplier locations found', { exact: true }).waitFor();

    await main().getByLabel('Search locations').fill('');
    await table().getByRole('button', { name: 'Delivery radius' }).click();
    const smallest = all.reduce((a, b) => (Number(a.delivery_radius) <= Number(b.delivery_radius) ? a : b));
    await expect.poll(async () => (await locationNames())[0]).toBe(smallest.location_name);
    await expect(bodyRows().count()).resolves.toBe(all.length);
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
