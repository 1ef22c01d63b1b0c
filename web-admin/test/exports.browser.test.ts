import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpAdmin, unexpectedErrors } from './support';

// The lists' CSV downloads, clicked as staff would click them, against the real stack.

const admin = setUpAdmin();
const page = () => admin.page;

async function download(tab: string, link: () => Locator) {
  await admin.goto(tab);
  const [file] = await Promise.all([page().waitForEvent('download'), link().click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

describe('exporting a list as CSV', () => {
  it('downloads every product in the columns of the products import', async () => {
    const file = await download('products', () => page().getByRole('link', { name: 'Export CSV' }));
    expect(file.name).toBe('products.csv');
    const [header, ...rows] = file.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header).toBe('Product,Product Description,Category,Product Size or Attributes,Unit Type,Customer Pricing,Contractor Pricing,Price per Unit FOB,Brand Status,Brand Product Name');
    expect(rows.length).toBeGreaterThan(10);
    expect(unexpectedErrors(page())).toEqual([]);
  });

  it('downloads the cities and the tracked keywords', async () => {
    const cities = await download('cities', () => page().getByRole('link', { name: 'Export CSV' }));
    expect(cities.name).toBe('cities.csv');
    expect(cities.text).toContain(',barrie,');
    await admin.goto('seo');
    await page().getByRole('tab', { name: 'Keywords' }).click();
    const [saved] = await Promise.all([page().waitForEvent('download'), page().getByRole('link', { name: 'Export CSV' }).click()]);
    const keywords = { name: saved.suggestedFilename(), text: await readFile((await saved.path())!, 'utf8') };
    expect(keywords.name).toBe('keywords.csv');
    expect(keywords.text.split('\r\n')[0]).toContain('keyword');
  });
});
