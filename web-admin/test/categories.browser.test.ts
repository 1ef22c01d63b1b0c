import { taxonomyEntrySchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectToastSaying, toastTitled, unexpectedErrors, setUpAdmin } from './support';

// The Categories tab against the real stack: categories with counts and recent
// products, creating a category, unit type and brand status (and the server's
// refusals), and deleting a category after the confirmation.

const admin = setUpAdmin();

const page = () => admin.page;
const main = () => page().getByRole('main');
const card = (title: string) => main().locator('section').filter({ has: page().getByRole('heading', { name: title, exact: true }) });
const entries = (path: string) => admin.apiGet(z.array(taxonomyEntrySchema), path);
const rowOf = (title: string, name: string) => card(title).getByRole('row').filter({ has: page().getByText(name, { exact: true }) });

describe('the Categories tab', () => {
  it('lists the categories with their product counts and up to 3 recent products', async () => {
    await admin.goto('categories');
    const mulch = (await entries('/api/categories')).find((c) => c.name === 'Mulch')!;
    expect(mulch.product_count).toBeGreaterThan(3);
    const row = rowOf('Categories', 'Mulch');
    await row.waitFor();
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe(String(mulch.product_count));
    await expect(row.getByRole('listitem').allTextContents()).resolves.toEqual(mulch.recent_products.slice(0, 3));
    expect(unexpectedErrors(page())).toEqual([]);
  });

  it('creates a category after refusing an empty name, and says why a second one is refused', async () => {
    await admin.goto('categories');
    const categories = card('Categories');
    await categories.getByRole('button', { name: 'Add category' }).click();
    await expect(categories.getByText('Category name is required').isVisible()).resolves.toBe(true);

    await categories.getByLabel('Category name').fill('  Boulders  ');
    await categories.getByRole('button', { name: 'Add category' }).click();
    await toastTitled(page(), 'Category created').waitFor();
    await rowOf('Categories', 'Boulders').waitFor();
    expect((await entries('/api/categories')).some((c) => c.name === 'Boulders')).toBe(true);

    await categories.getByLabel('Category name').fill('boulders');
    await categories.getByRole('button', { name: 'Add category' }).click();
    await expectToastSaying(page(), 'Failed to create category', 'already exists');
  });

  it('creates a unit type and a brand status, with the spec failure toasts for duplicates', async () => {
    await admin.goto('categories');
    const units = card('Unit types');
    await units.getByLabel('Unit type name').fill('Pallet');
    await units.getByRole('button', { name: 'Add unit type' }).click();
    await toastTitled(page(), 'Unit type created').waitFor();
    await rowOf('Unit types', 'Pallet').waitFor();
    await units.getByLabel('Unit type name').fill('Bag');
    await units.getByRole('button', { name: 'Add unit type' }).click();
    await toastTitled(page(), 'Failed to create unit type').waitFor();

    const statuses = card(`${admin.site.brandName} statuses`);
    await statuses.getByLabel(`${admin.site.brandName} status name`).fill('Pre-order');
    await statuses.getByRole('button', { name: `Add ${admin.site.brandName} status` }).click();
    await toastTitled(page(), `${admin.site.brandName} status created`).waitFor();
    await rowOf(`${admin.site.brandName} statuses`, 'Pre-order').waitFor();
    expect((await entries('/api/brand-statuses')).some((s) => s.name === 'Pre-order')).toBe(true);
    await statuses.getByLabel(`${admin.site.brandName} status name`).fill('Available');
    await statuses.getByRole('button', { name: `Add ${admin.site.brandName} status` }).click();
    await toastTitled(page(), `Failed to create ${admin.site.brandName} status`).waitFor();
  });

  it('deletes an empty category after the confirmation, and refuses one that has products', async () => {
    expect((await admin.apiWrite('POST', '/api/categories', { name: 'Empty Shelf' })).status()).toBe(201);
    await admin.goto('categories');
    const question = page().getByRole('dialog', { name: 'Delete category?' });

    await card('Categories').getByRole('button', { name: 'Delete category Empty Shelf' }).click();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await entries('/api/categories')).some((c) => c.name === 'Empty Shelf')).toBe(true);

    await card('Categories').getByRole('button', { name: 'Delete category Empty Shelf' }).click();
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastTitled(page(), 'Category deleted').waitFor();
    await rowOf('Categories', 'Empty Shelf').waitFor({ state: 'detached' });
    expect((await entries('/api/categories')).some((c) => c.name === 'Empty Shelf')).toBe(false);

    await card('Categories').getByRole('button', { name: 'Delete category Mulch' }).click();
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToastSaying(page(), 'Failed to delete category', 'still has');
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect((await entries('/api/categories')).some((c) => c.name === 'Mulch')).toBe(true);
  });
});
