import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { setUpAdmin, unexpectedErrors } from './support';

// The lists' CSV downloads, clicked as staff would click them, against the real stack.

const admin = setUpAdmin();
const page = () => admin.page;

/** Clicks the list's 'Export CSV' link on the page shown, and reads the file the browser saved. */
async function download() {
  const [file] = await Promise.all([page().waitForEvent('download'), page().getByRole('link', { name: 'Export CSV' }).click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

describe('exporting a list as CSV', () => {
  it('downloads every product in the columns of the products import', async () => {
    await admin.goto('products');
    const file = await download();
    expect(file.name).toBe('products.csv');
    const [header, ...rows] = file.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header).toBe('Product,Product Description,Category,Product Size or Attributes,Unit Type,Customer Pricing,Contractor Pricing,Price per Unit FOB,Brand Status,Brand Product Name');
    expect(rows.length).toBeGreaterThan(10);
    expect(unexpectedErrors(page())).toEqual([]);
  });

  it('downloads the cities and the tracked keywords', async () => {
    await admin.goto('cities');
    const cities = await download();
    expect(cities.name).toBe('cities.csv');
    expect(cities.text).toContain(',barrie,');
    await admin.goto('seo');
    await page().getByRole('tab', { name: 'Keywords' }).click();
    const keywords = await download();
    expect(keywords.name).toBe('keywords.csv');
    expect(keywords.text.split('\r\n')[0]).toContain('keyword');
  });
});
