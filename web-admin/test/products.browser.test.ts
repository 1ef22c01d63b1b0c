import { adminProductSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toastTitled, unexpectedErrors, setUpAdmin } from './support';

// The Products tab against the real stack (40 demo products in 11 categories): the
// search, the category tabs, the Edit Product and create forms with their rules,
// delete and clean names after a confirmation, and consolidate.

const admin = setUpAdmin();

const page = () => admin.page;
const main = () => page().getByRole('main');
const table = () => main().getByRole('table');
const productCells = () => table().locator('tbody tr td:first-child .products__title').allTextContents();
const products = () => admin.apiGet(z.array(adminProductSchema), '/api/products');
const productNamed = async (name: string) => (await products()).find((p) => p.product_name === name);
const openProducts = async () => {
  await admin.goto('products');
  await table().locator('tbody tr').nth(1).waitFor();
};
const dialog = () => page().getByRole('dialog');

describe('the Products tab', () => {
  it('shows every product, with a tab per category and its count, labels cut at 12 characters', async () => {
    await openProducts();
    const stored = await products();
    await expect.poll(() => main().getByText(`of ${stored.length}`, { exact: false }).count()).toBe(1);
    const allTab = main().getByRole('tab', { name: `All ${stored.length}` });
    await expect(allTab.getAttribute('aria-selected')).resolves.toBe('true');

    const decorative = 'Decorative Stone and Landscaping Products';
    const count = stored.filter((p) => p.category === decorative).length;
    const tab = main().getByRole('tab', { name: `${decorative} ${count}` });
    await expect(tab.getAttribute('title')).resolves.toBe(decorative);
    await expect(tab.textContent()).resolves.toBe(`Decorative S... ${count}`);

    await tab.click();
    await expect.poll(productCells).toEqual(expect.arrayContaining(stored.filter((p) => p.category === decorative).map((p) => p.product_name)));
    await expect.poll(async () => (await productCells()).length).toBe(count);
    expect(unexpectedErrors(page())).toEqual([]);
  });

  it('narrows the table as the admin types in the header search', async () => {
    await openProducts();
    await main().getByLabel('Search products').fill('mulch');
    await expect.poll(productCells).toEqual(expect.arrayContaining(['Black Mulch', 'Cedar Mulch', 'Red Mulch', 'Brown Mulch']));
    await main().getByLabel('Search products').fill('cedar mulch');
    await expect.poll(productCells).toEqual(['Cedar Mulch']);
    await main().getByLabel('Search products').fill('no such product anywhere');
    await expect.poll(() => table().getByText('No products match your search.').count()).toBe(1);
  });

  it('edits a product: refuses an empty name, then saves with emptied fields as null', async () => {
    await openProducts();
    const before = (await productNamed('Granite Chips'))!;
    await main().getByLabel('Search products').fill('granite chips');
    await main().getByRole('button', { name: 'Edit Granite Chips' }).click();
    await expect(dialog().getByRole('heading', { name: 'Edit Product' }).count()).resolves.toBe(1);
    await expect(dialog().getByText(`Product ID: ${before.id}`).count()).resolves.toBe(1);
    for (const section of ['Basic Information', 'Categorization & Specifications', 'SEO & Schema', 'Settings']) {
      await expect(dialog().getByRole('group', { name: section }).count(), section).resolves.toBe(1);
    }
    await expect(dialog().getByRole('group', { name: /Integration$/ }).count()).resolves.toBe(1);

    await dialog().getByLabel('Product Name', { exact: true }).fill('');
    await dialog().getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog().getByText('Product name is required').isVisible()).resolves.toBe(true);

    await dialog().getByLabel('Product Name', { exact: true }).fill('Granite Chips Pink');
    await dialog().getByLabel('Description').fill('');
    await dialog().getByLabel('Ranking').fill('77');
    await dialog().getByLabel('From Price (CAD)').fill('79.5');
    await dialog().getByLabel('Seasonal Availability').selectOption('Spring/Summer');
    const patch = page().waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith(`/api/products/${before.id}`));
    await dialog().getByRole('button', { name: 'Save Changes' }).click();
    const sent = (await patch).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ product_name: 'Granite Chips Pink', description: null, ranking: 77, from_price: '79.50', seasonal_availability: 'Spring/Summer' });

    await toastTitled(page(), 'Product updated successfully').waitFor();
    await dialog().waitFor({ state: 'detached' });
    expect(await productNamed('Granite Chips Pink')).toMatchObject({ id: before.id, description: null, ranking: 77, from_price: '79.50' });
  });

  it('refuses a product URL that is not a web address, under the field, and saves nothing', async () => {
    await openProducts();
    await main().getByLabel('Search products').fill('pea gravel');
    await main().getByRole('button', { name: 'Edit Pea Gravel' }).click();
    await dialog().getByLabel('Product URL').fill('not a web address');
    await dialog().getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog().getByText('Product URL must be a valid URL').isVisible()).resolves.toBe(true);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
  });

  it('creates a product with the create view defaults', async () => {
    await openProducts();
    await main().getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog().getByLabel('Category').inputValue()).resolves.toBe('Uncategorized');
    await expect(dialog().getByLabel('Unit Type').inputValue()).resolves.toBe('Metric Tonne');
    await dialog().getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog().getByText('Product name is required').isVisible()).resolves.toBe(true);

    await dialog().getByLabel('Product Name', { exact: true }).fill('Browser Test Boulders');
    await dialog().getByLabel('Customer Pricing (CAD)').fill('120');
    await dialog().getByRole('button', { name: 'Create Product' }).click();
    await toastTitled(page(), 'Product created successfully').waitFor();
    expect(await productNamed('Browser Test Boulders')).toMatchObject({ category: 'Uncategorized', unit_type: 'Metric Tonne', customer_pricing: '120.00', priority: 1, ranking: 0 });
    await main().getByLabel('Search products').fill('browser test boulders');
    await expect.poll(productCells).toEqual(['Browser Test Boulders']);
  });

  it('deletes a product only after the confirmation', async () => {
    const created = await admin.apiWrite('POST', '/api/products', { product_name: 'Short-lived Gravel', category: 'Aggregates', unit_type: 'Metric Tonne' });
    expect(created.status()).toBe(201);
    await openProducts();
    await main().getByLabel('Search products').fill('short-lived gravel');
    await main().getByRole('button', { name: 'Delete Short-lived Gravel' }).click();
    const question = page().getByRole('dialog', { name: 'Delete product?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await productNamed('Short-lived Gravel')).toBeDefined();

    await main().getByRole('button', { name: 'Delete Short-lived Gravel' }).click();
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastTitled(page(), 'Product deleted successfully').waitFor();
    expect(await productNamed('Short-lived Gravel')).toBeUndefined();
    await expect.poll(() => table().getByText('No products match your search.').count()).toBe(1);
  });

  it('cleans product names after the confirmation and says how many changed', async () => {
    const created = await admin.apiWrite('POST', '/api/products', { product_name: '"Untidy    River   Stone"', category: 'Aggregates', unit_type: 'Metric Tonne' });
    expect(created.status()).toBe(201);
    await openProducts();
    await main().getByRole('button', { name: 'Clean product names' }).click();
    await page().getByRole('dialog', { name: 'Clean product names?' }).getByRole('button', { name: 'Clean names' }).click();
    const toast = toastTitled(page(), 'Product names cleaned');
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toMatch(/Product names updated: 1\..*product names updated: 0\./);
    expect(await productNamed('Untidy River Stone')).toBeDefined();
    await main().getByLabel('Search products').fill('untidy');
    await expect.poll(productCells).toEqual(['Untidy River Stone']);
  });

  it('merges duplicate products after the confirmation and lists what the server merged', async () => {
    // Two products of one name in two categories become twins when a file moves both to one category.
    for (const category of ['Aggregates', 'Sand']) {
      const created = await admin.apiWrite('POST', '/api/products', { product_name: 'Twin Stone', category, unit_type: 'Metric Tonne' });
      expect(created.status()).toBe(201);
    }
    const moved = await admin.apiUpload('/api/import/brand-categories', { name: 'twins.csv', csv: 'Product,Category\nTwin Stone,Aggregates\n' });
    expect(moved.status()).toBe(200);
    const twins = (await products()).filter((p) => p.product_name === 'Twin Stone');
    expect(twins).toHaveLength(2);

    await openProducts();
    await main().getByRole('button', { name: 'Consolidate products' }).click();
    await page().getByRole('dialog', { name: 'Consolidate products?' }).getByRole('button', { name: 'Consolidate' }).click();
    await toastTitled(page(), 'Products consolidated').waitFor();
    const result = main().getByRole('status').filter({ hasText: 'Merged 1 duplicate product into 1 product' });
    await result.waitFor();
    const kept = (await products()).filter((p) => p.product_name === 'Twin Stone');
    expect(kept).toHaveLength(1);
    const removed = twins.find((p) => p.id !== kept[0]!.id)!;
    await expect(result.textContent()).resolves.toContain(`Kept Twin Stone (Aggregates, ID ${kept[0]!.id}); removed ID ${removed.id}`);
    expect(unexpectedErrors(page())).toEqual([]);
  });
});
