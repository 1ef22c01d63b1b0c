import { describe, expect, it } from 'vitest';
import { setUpAdmin, unexpectedErrors } from './support';

// The Products tab pages on the server: the search, the sort and the page go
// to GET /api/products/paged and stand in the URL, so a reload (or a shared link) shows
// the same view. 120 'Paging Stone' products beside the 40 demo ones.

const admin = setUpAdmin();

const page = () => admin.page;
const main = () => page().getByRole('main');
const table = () => main().getByRole('table');
const count = () => main().locator('.ui-table__count').textContent();
const firstProduct = () => table().locator('tbody tr td:first-child .products__title').first().textContent();
const productHeader = () => table().getByRole('columnheader', { name: 'Product', exact: true });
const search = () => main().getByLabel('Search products');

const header = 'Product,Product Description,Category,Product Size or Attributes,Unit Type,Customer Pricing,Contractor Pricing,Price per Unit FOB,Brand Status,Brand Product Name';
const csv = [header, ...Array.from({ length: 120 }, (_, i) => `Paging Stone ${i + 1},Stone for the paging test,Aggregates,Bulk,Metric Tonne,${(20 + i).toFixed(2)},,,,`)].join('\r\n');

describe('the Products tab paged by the catalog', () => {
  it('searches, sorts and pages on the server, keeps the view in the URL and shows it again after a reload', async () => {
    const imported = await admin.apiUpload('/api/import/products', { name: 'paging.csv', csv });
    expect(imported.status(), await imported.text()).toBe(200);
    const wholeListAsked: string[] = [];
    page().on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/products') wholeListAsked.push(request.url());
    });

    await admin.goto('products');
    await expect.poll(count).toBe('Showing 1–50 of 160');

    await search().fill('paging stone');
    await expect.poll(count).toBe('Showing 1–50 of 120');
    await expect.poll(() => new URL(page().url()).searchParams.get('search')).toBe('paging stone');

    await productHeader().getByRole('button').click();
    await expect.poll(() => productHeader().getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(firstProduct).toBe('Paging Stone 1');
    await productHeader().getByRole('button').click();
    await expect.poll(() => productHeader().getAttribute('aria-sort')).toBe('descending');
    // By name as text: 'paging stone 99' comes before 'paging stone 120' from the end.
    await expect.poll(firstProduct).toBe('Paging Stone 99');

    await main().getByRole('button', { name: 'Next page' }).click();
    await expect.poll(count).toBe('Showing 51–100 of 120');
    const secondPageFirst = await firstProduct();
    expect(secondPageFirst).toMatch(/^Paging Stone \d+$/);
    expect(secondPageFirst).not.toBe('Paging Stone 99');
    const params = new URL(page().url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ sort: 'name', order: 'desc', page: '2' });

    await page().reload();
    await main().getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await expect.poll(count).toBe('Showing 51–100 of 120');
    await expect.poll(firstProduct).toBe(secondPageFirst);
    await expect(search().inputValue()).resolves.toBe('paging stone');
    await expect(productHeader().getAttribute('aria-sort')).resolves.toBe('descending');

    // A new search starts again at the first page; Previous goes back from the last.
    // '1' anywhere in the name: 1, 10-19, 21, 31... 91, 100-120.
    await search().fill('paging stone 1');
    await expect.poll(count).toBe('Showing 1–40 of 40');
    await expect.poll(() => new URL(page().url()).searchParams.get('page')).toBeNull();
    await main().getByLabel('Rows per page').selectOption('25');
    await expect.poll(count).toBe('Showing 1–25 of 40');
    await main().getByRole('button', { name: 'Last page' }).click();
    await expect.poll(count).toBe('Showing 26–40 of 40');
    await main().getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(count).toBe('Showing 1–25 of 40');

    // The tab never asks for the whole list.
    expect(wholeListAsked).toEqual([]);
    expect(unexpectedErrors(page())).toEqual([]);
  });
});
