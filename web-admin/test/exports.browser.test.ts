import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { setUpAdmin, unexpectedErrors } from './support';

// The lists' CSV downloads, clicked as staff would click them, against the real stack.

const admin = setUpAdmin();
const page = () => admin.page;

/** The header line of an import's sample CSV: an export must be in the same columns. */
async function templateHeader(path: string): Promise<string> {
  const answer = await page().request.get(new URL(path, page().url()).href);
  expect(answer.status()).toBe(200);
  return (await answer.text()).replace(/^\uFEFF/, '').split('\r\n')[0]!.split('\n')[0]!;
}

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

  it('downloads the supplier locations and the contractors, each in the columns of its import', async () => {
    await admin.goto('locations');
    const locations = await download();
    expect(locations.name).toBe('supplier-locations.csv');
    expect(locations.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(await templateHeader('/api/import/supplier-locations/template'));
    await admin.goto('contractors');
    const contractors = await download();
    expect(contractors.name).toBe('contractors.csv');
    expect(contractors.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(await templateHeader('/api/import/contractors/template'));
    expect(unexpectedErrors(page())).toEqual([]);
  });
});
