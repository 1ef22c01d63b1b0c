import { adminCitySchema, adminProductSchema, sessionResponseSchema, trashPageSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { panelNavigation, setUpAdmin, toastTitled, unexpectedErrors } from './support';

// The Trash (docs/decisions.md, decision 11) against the real stack: a delete moves a record to
// the Trash tab, a restore there brings it back to its own tab, and the Audit tab lists both
// with who made them. Longer time limits than the default 30 s: each waits on events
// reaching the audit service, and the machine these run on is shared (a run under a load
// of 7 took over 30 s).

const admin = setUpAdmin();
const page = () => admin.page;
const trashRows = () => page().getByRole('table', { name: 'Deleted records' }).getByRole('row');

/** The Audit tab's rows of a record, once they list its move to the Trash and its restore. */
async function auditOfTrashAndRestore(entity: 'city' | 'product', id: number) {
  await admin.goto(`audit?entity=${entity}`);
  const rows = page().getByRole('table', { name: 'Audit entries' }).getByRole('row').filter({ hasText: `${entity} #${id}` });
  await expect
    .poll(
      async () => {
        await page().reload();
        return (await rows.allInnerTexts()).join('\n');
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toMatch(/restored[\s\S]*trashed|trashed[\s\S]*restored/);
  return rows;
}

describe('the Trash', () => {
  it('takes a city deleted on the Cities tab, restores it from the Trash tab to its tab, and the Audit tab lists both', async () => {
    const session = await admin.apiGet(sessionResponseSchema, '/api/admin/session');
    if (!session.authenticated) throw new Error('not signed in');
    const grimsby = (await admin.apiGet(adminCitySchema.array(), '/api/admin/cities')).find((city) => city.url_slug === 'grimsby')!;

    await admin.goto('cities');
    const cityRow = page().getByRole('main').getByRole('row').filter({ hasText: 'Grimsby' });
    await cityRow.getByRole('button', { name: 'Delete Grimsby' }).click();
    const question = page().getByRole('dialog', { name: 'Are you sure you want to delete this city?' });
    await question.getByText(/goes to the Trash/).waitFor();
    expect(await question.innerText()).toContain('30 days');
    await question.getByRole('button', { name: 'Delete' }).click();
    await toastTitled(page(), 'City deleted successfully').waitFor();
    await cityRow.waitFor({ state: 'detached' });

    await panelNavigation(page()).getByRole('link', { name: 'Trash' }).click();
    const trashed = trashRows().filter({ hasText: 'Grimsby' });
    await trashed.waitFor();
    const text = await trashed.innerText();
    expect(text).toContain('City');
    expect(text).toContain('/grimsby');
    expect(text).toContain(session.user.email);
    // Every kind's service answered: nothing is named unavailable.
    const { unavailable } = await admin.apiGet(trashPageSchema, '/api/admin/trash');
    expect(unavailable).toEqual([]);
    expect(await page().getByText('Part of the Trash is unavailable').count()).toBe(0);

    // The kind filter lives in the URL.
    await page().getByLabel('Kind').selectOption('product');
    await page().waitForURL(/kind=product/);
    await trashed.waitFor({ state: 'detached' });
    await page().getByLabel('Kind').selectOption('city');
    await page().waitForURL(/kind=city/);
    await trashed.waitFor();

    await trashed.getByRole('button', { name: 'Restore Grimsby' }).click();
    await toastTitled(page(), 'Restored Grimsby').waitFor();
    await trashed.waitFor({ state: 'detached' });

    // Back in its tab without a reload (its list was asked again).
    await panelNavigation(page()).getByRole('link', { name: 'Cities' }).click();
    await page().getByRole('main').getByRole('row').filter({ hasText: 'Grimsby' }).waitFor();

    const auditRows = await auditOfTrashAndRestore('city', grimsby.id);
    expect(await auditRows.filter({ hasText: 'trashed' }).first().innerText()).toContain(session.user.email);
    expect(await auditRows.filter({ hasText: 'restored' }).first().innerText()).toContain('Grimsby');
    expect(unexpectedErrors(page())).toEqual([]);
  }, 120_000);

  it('takes a product deleted on the Products tab, restores it from the Trash tab to its tab, and the Audit tab lists both', async () => {
    const session = await admin.apiGet(sessionResponseSchema, '/api/admin/session');
    if (!session.authenticated) throw new Error('not signed in');
    const product = (await admin.apiGet(adminProductSchema.array(), '/api/products')).find((p) => p.active)!;
    const name = product.product_name;

    await admin.goto('products');
    await page().getByLabel('Search products').fill(name);
    const productRow = page().getByRole('main').getByRole('row').filter({ hasText: name }).first();
    await productRow.getByRole('button', { name: `Delete ${name}` }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await toastTitled(page(), 'Product deleted successfully').waitFor();
    await productRow.waitFor({ state: 'detached' });

    await panelNavigation(page()).getByRole('link', { name: 'Trash' }).click();
    const trashed = trashRows().filter({ hasText: name });
    await trashed.waitFor();
    expect(await trashed.innerText()).toContain('Product');
    expect(await trashed.innerText()).toContain(session.user.email);
    await trashed.getByRole('button', { name: `Restore ${name}` }).click();
    await toastTitled(page(), `Restored ${name}`).waitFor();
    await trashed.waitFor({ state: 'detached' });

    await panelNavigation(page()).getByRole('link', { name: 'Products' }).click();
    await page().getByLabel('Search products').fill(name);
    await page().getByRole('main').getByRole('row').filter({ hasText: name }).first().waitFor();

    await auditOfTrashAndRestore('product', product.id);
    expect(unexpectedErrors(page())).toEqual([]);
  }, 120_000);

  it('answers a restore of a record already gone from the Trash with the server\'s words', async () => {
    const georgina = (await admin.apiGet(adminCitySchema.array(), '/api/admin/cities')).find((city) => city.url_slug === 'georgina')!;
    expect((await admin.apiWrite('DELETE', `/api/cities/${georgina.id}`)).status()).toBe(200);
    await admin.goto('trash');
    const row = trashRows().filter({ hasText: 'Georgina' });
    await row.waitFor();
    // Restored meanwhile elsewhere: the row's Restore is answered 404.
    expect((await admin.apiWrite('POST', `/api/admin/trash/cities/${georgina.id}/restore`)).status()).toBe(200);
    await row.getByRole('button', { name: 'Restore Georgina' }).click();
    const failed = toastTitled(page(), 'Failed to restore');
    await failed.waitFor();
    expect(await failed.innerText()).toContain(`City ${georgina.id} is not in the Trash`);
  }, 60_000);

  it('shows a viewer what is in the Trash without any Restore button', async () => {
    const viewer = { email: 'trash.viewer@example.com', name: 'Trash Viewer', password: 'viewer looks only' };
    expect((await admin.apiWrite('POST', '/api/admin/users', { ...viewer, role: 'viewer' })).status()).toBe(201);
    const grimsby = (await admin.apiGet(adminCitySchema.array(), '/api/admin/cities')).find((city) => city.url_slug === 'grimsby')!;
    expect((await admin.apiWrite('DELETE', `/api/cities/${grimsby.id}`)).status()).toBe(200);
    const { items } = await admin.apiGet(trashPageSchema, '/api/admin/trash');
    expect(items.map((item) => item.name)).toContain('Grimsby');

    const other = await admin.newPage();
    await other.goto(`${admin.stack.url}/admin/trash`);
    await other.getByLabel('E-mail').fill(viewer.email);
    await other.getByLabel('Password', { exact: true }).fill(viewer.password);
    await other.getByRole('button', { name: 'Login', exact: true }).click();
    await other.getByRole('table', { name: 'Deleted records' }).getByRole('row').filter({ hasText: 'Grimsby' }).waitFor();
    await other.getByText(/only an editor or an owner can restore/).waitFor();
    expect(await other.getByRole('button', { name: /^Restore/ }).count()).toBe(0);
    await other.close();
    expect((await admin.apiWrite('POST', `/api/admin/trash/cities/${grimsby.id}/restore`)).status()).toBe(200);
  }, 60_000);
});
