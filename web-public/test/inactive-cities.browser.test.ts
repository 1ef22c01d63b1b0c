import { describe, expect, it } from 'vitest';
import { deliveryGroupSlugs } from '../src/screens/delivery/delivery-groups';
import { adminSession, eventually, stackForFile } from './support';

const { stack, browser } = stackForFile({ browser: true });

describe('when an admin turns city pages off', () => {
  it('the delivery page shows the empty-group texts, drops the additional areas, and the cities answer 410 Gone', async () => {
    const admin = await adminSession(stack().url, stack().adminPassword);
    const emptied = new Set<string>([...deliveryGroupSlugs.cottageCountry, ...deliveryGroupSlugs.rural, 'newmarket', 'collingwood', 'bracebridge']);
    const cities = (await admin.cities()).filter((city) => emptied.has(city.url_slug) && city.page_active);
    expect(cities.length).toBe(emptied.size);
    for (const city of cities) await admin.setActive(city.id, false);

    const page = await browser().newPage({ javaScriptEnabled: false });
    await eventually(async () => {
      await page.goto(`${stack().url}/delivery`);
      expect(await page.locator('.city-group__empty').allTextContents()).toEqual([
        'Contact us for cottage country delivery availability',
        'Contact us for rural delivery availability',
      ]);
    });
    expect(await page.getByRole('heading', { name: 'Additional Service Areas' }).count()).toBe(0);
    expect(await page.locator('.city-row__name').allTextContents()).toEqual([
      'Toronto', 'Hamilton', 'Ottawa', 'London', 'Aurora', 'Barrie', 'Guelph', 'Kitchener', 'Markham', 'Milton', 'Oakville', 'Georgina', 'Grimsby',
    ]);

    const response = await page.goto(`${stack().url}/huntsville`);
    expect(response?.status()).toBe(410);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    await page.close();
  });
});
