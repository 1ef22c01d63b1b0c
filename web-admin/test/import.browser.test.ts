import { readFile } from 'node:fs/promises';
import { adminProductSchema, rawSupplierSchema, weatherSuggestionSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectToastSaying, toastTitled, unexpectedErrors, setUpAdmin } from './support';

// The Data Import tab against the real stack: the Import CSV Data dialog (types,
// file checks, real progress, success, the refused rows (docs/decisions.md, decision 9) and 'Import
// valid rows only'), the templates, and the raw supplier upload with its list.

const admin = setUpAdmin();

const page = () => admin.page;
const main = () => page().getByRole('main');
const dialog = () => page().getByRole('dialog', { name: 'Import CSV Data' });
const products = () => admin.apiGet(z.array(adminProductSchema), '/api/products');
const productNames = async () => (await products()).map((p) => p.product_name);

const header = 'Product,Product Description,Category,Product Size or Attributes,Unit Type,Customer Pricing,Contractor Pricing,Price per Unit FOB,Brand Status,Brand Product Name';
const csv = (rows: string[]) => Buffer.from([header, ...rows].join('\n') + '\n');
const file = (name: string, buffer: Buffer, mimeType = 'text/csv') => ({ name, mimeType, buffer });

async function openDialog() {
  await admin.goto('import');
  await main().getByRole('button', { name: 'Import CSV Data' }).click();
  await dialog().waitFor();
}

describe('the Import CSV Data dialog', () => {
  it('is a small modal offering the five types, and Import waits for a CSV file', async () => {
    await openDialog();
    // 'md': at most 28rem (448 px) wide, on a 1280 px window (once its opening animation ends).
    await expect.poll(() => dialog().boundingBox().then((box) => box?.width)).toBe(448);
    await expect(dialog().getByLabel('Import type').locator('option').allTextContents()).resolves.toEqual([
      'Products',
      'Weather Suggestions',
      `${admin.site.brandName} Products (Location Data)`,
      `${admin.site.brandName} Products (Correct Categories)`,
      'Fix River Rock Category',
    ]);
    await expect(dialog().getByLabel('CSV file').getAttribute('accept')).resolves.toBe('.csv,text/csv');
    await expect(dialog().getByRole('button', { name: 'Import', exact: true }).isDisabled()).resolves.toBe(true);

    await dialog().getByLabel('CSV file').setInputFiles(file('notes.txt', Buffer.from('not a csv'), 'text/plain'));
    const invalid = toastTitled(page(), 'Invalid File');
    await invalid.waitFor();
    await expect(invalid.textContent()).resolves.toContain('Please select a CSV file');
    await expect(dialog().getByRole('button', { name: 'Import', exact: true }).isDisabled()).resolves.toBe(true);

    const content = csv(['Browser Sized Stone,,Aggregates,,Metric Tonne,10,,,,']);
    await dialog().getByLabel('CSV file').setInputFiles(file('sized.csv', content));
    await expect(dialog().getByText(`sized.csv (${(content.length / 1024).toFixed(1)} KB)`).count()).resolves.toBe(1);
    await expect(dialog().getByRole('button', { name: 'Import', exact: true }).isEnabled()).resolves.toBe(true);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(await productNames()).not.toContain('Browser Sized Stone');
  });

  it('imports a valid file with the real upload progress, then shows the product', async () => {
    await openDialog();
    // About 80 KB over a link throttled to 40 KB/s: the upload takes about two seconds.
    const rows = Array.from({ length: 800 }, (_, i) => `Progress Stone ${i + 1},"Crushed stone, lot ${i + 1}",Aggregates,Bulk,Metric Tonne,${(40 + (i % 50)).toFixed(2)},,,,`);
    const cdp = await page().context().newCDPSession(page());
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 40 * 1024 });
    try {
      await dialog().getByLabel('CSV file').setInputFiles(file('progress.csv', csv(rows)));
      await dialog().getByRole('button', { name: 'Import', exact: true }).click();
      const progress = dialog().getByRole('progressbar');
      await progress.waitFor();
      await expect(dialog().getByRole('button', { name: 'Importing...' }).isDisabled()).resolves.toBe(true);
      await expect(dialog().getByRole('button', { name: 'Cancel' }).isDisabled()).resolves.toBe(true);
      await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 }).toBeGreaterThan(0);
      await expect(dialog().getByText(/^Uploading\.\.\. \d+%$/).count()).resolves.toBe(1);
    } finally {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    }
    const success = toastTitled(page(), 'Import Successful');
    await success.waitFor({ timeout: 20_000 });
    await expect(success.textContent()).resolves.toContain('800 created');
    await dialog().waitFor({ state: 'detached' });
    await expect(main().getByRole('status').filter({ hasText: 'Import completed successfully!' }).count()).resolves.toBe(1);

    await admin.goto('products');
    await main().getByLabel('Search products').fill('progress stone 800');
    await expect.poll(() => main().getByRole('table').locator('tbody .products__title').allTextContents()).toEqual(['Progress Stone 800']);
    expect(unexpectedErrors(page())).toEqual([]);
  });

  it('lists the refused rows of a bad file, writes nothing, then imports the valid rows only', async () => {
    await openDialog();
    await dialog().getByLabel('CSV file').setInputFiles(
      file('bad.csv', csv(['Refusal Good Stone,,Aggregates,,Metric Tonne,12.50,,,,', 'Refusal Bad Unit,,Aggregates,,,12.50,,,,', 'Refusal Bad Price,,Aggregates,,Bag,twelve,,,,'])),
    );
    await dialog().getByRole('button', { name: 'Import', exact: true }).click();

    await expectToastSaying(page(), 'Import Failed', 'Import failed: Unprocessable Entity');
    const alert = dialog().getByRole('alert');
    await expect(alert.getByText('Import failed. Please check your CSV format and try again.').count()).resolves.toBe(1);
    const refused = alert.getByRole('table');
    const refusedRows = await refused.locator('tbody tr').all();
    await expect(Promise.all(refusedRows.map((row) => row.locator('td').allTextContents()))).resolves.toEqual([
      ['3', 'Unit Type', 'Unit type is required'],
      ['4', 'Customer Pricing', 'Customer Pricing must be a number'],
    ]);
    await expect(dialog().getByRole('button', { name: 'Import', exact: true }).isEnabled()).resolves.toBe(true);
    expect((await productNames()).filter((name) => name.startsWith('Refusal'))).toEqual([]);

    await alert.getByRole('button', { name: 'Import valid rows only' }).click();
    await toastTitled(page(), 'Import Successful').waitFor();
    await dialog().waitFor({ state: 'detached' });
    await expect(main().getByRole('status').filter({ hasText: '2 rows refused' }).count()).resolves.toBe(1);
    expect((await productNames()).filter((name) => name.startsWith('Refusal'))).toEqual(['Refusal Good Stone']);
  });

  it('imports weather suggestions through the same dialog', async () => {
    await openDialog();
    await dialog().getByLabel('Import type').selectOption({ label: 'Weather Suggestions' });
    await dialog()
      .getByLabel('CSV file')
      .setInputFiles(file('weather.csv', Buffer.from('Weather Condition,Suggestion Text,Related Products\nHeat Wave,Water new sod twice a day.,Grass Seed\n')));
    await dialog().getByRole('button', { name: 'Import', exact: true }).click();
    await toastTitled(page(), 'Import Successful').waitFor();
    const suggestions = await admin.apiGet(z.array(weatherSuggestionSchema), '/api/weather/suggestions');
    expect(suggestions.find((s) => s.weather_condition === 'Heat Wave')).toMatchObject({ suggestion_text: 'Water new sod twice a day.' });
  });

  it('downloads the template of the chosen type', async () => {
    await openDialog();
    const download = page().waitForEvent('download');
    await dialog().getByRole('link', { name: /Products template/ }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('products-template.csv');
    const text = await readFile((await template.path())!, 'utf8');
    expect(text.split(/\r?\n/)[0]).toContain('Product,Product Description,Category');
  });
});

describe('the raw supplier upload', () => {
  const suppliers = () => admin.apiGet(z.array(rawSupplierSchema), '/api/suppliers/raw');

  /** Opens the Import tab afresh and uploads `content` as the suppliers file `name`: the upload's form. */
  async function uploadSuppliers(name: string, content: string) {
    await admin.goto('import');
    const upload = main().locator('form.import-suppliers');
    await upload.getByLabel('Suppliers CSV file').setInputFiles(file(name, Buffer.from(content)));
    await upload.getByRole('button', { name: 'Upload Suppliers' }).click();
    return upload;
  }

  it('uploads suppliers and lists them, marking those added to V2', async () => {
    await uploadSuppliers('suppliers.csv', 'Supplier Name,Address,Phone Number,Added to V2\nBrowser Quarry,1 Pit Road,705-555-0100,checked\nBrowser Sandpit,2 Dune Lane,705-555-0101,\n');
    await toastTitled(page(), 'Upload Successful').waitFor();
    expect((await suppliers()).map((s) => s.supplier_name)).toEqual(expect.arrayContaining(['Browser Quarry', 'Browser Sandpit']));

    await main().getByLabel('Search suppliers').fill('browser');
    const rows = main().getByRole('table', { name: 'Raw suppliers' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await expect(rows.filter({ hasText: 'Browser Quarry' }).getByText('Imported', { exact: true }).count()).resolves.toBe(1);
    await expect(rows.filter({ hasText: 'Browser Sandpit' }).getByText('Not imported').count()).resolves.toBe(1);
  });

  it("says the server's reason when an upload is refused", async () => {
    await uploadSuppliers('wrong.csv', 'Name of something,Other\nA,B\n');
    await expectToastSaying(page(), 'Upload Failed', 'Supplier Name');
  });

  it('lists the refused rows of an upload, writes nothing, then uploads the valid rows only', async () => {
    const upload = await uploadSuppliers('some-bad.csv', 'Supplier Name,Address,Phone Number,Added to V2\nRefused Row Quarry,3 Pit Road,705-555-0102,\n,4 Nameless Road,705-555-0103,\n');
    await toastTitled(page(), 'Upload Failed').waitFor();
    const alert = upload.getByRole('alert');
    await alert.getByText('Upload failed. Please check your CSV format and try again.').waitFor();
    const refused = await Promise.all((await alert.getByRole('table').locator('tbody tr').all()).map((row) => row.locator('td').allTextContents()));
    expect(refused).toHaveLength(1);
    expect(refused[0]!.slice(0, 2)).toEqual(['3', 'Supplier Name']);
    expect((await suppliers()).some((s) => s.supplier_name === 'Refused Row Quarry')).toBe(false);

    await alert.getByRole('button', { name: 'Import valid rows only' }).click();
    await toastTitled(page(), 'Upload Successful').waitFor();
    await expect.poll(() => alert.count()).toBe(0);
    expect((await suppliers()).filter((s) => s.supplier_name === 'Refused Row Quarry')).toHaveLength(1);
    expect(unexpectedErrors(page())).toEqual([]);
  });
});
