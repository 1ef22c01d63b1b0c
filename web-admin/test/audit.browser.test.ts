import { adminCitySchema, adminProductSchema, sessionResponseSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { setUpAdmin, unexpectedErrors } from './support';

// The Audit tab against the real stack: a change made with the page's session (a product's
// and a city's) is recorded by the audit service from its event, and listed with who made it.
// Longer time limits than the default 30 s, as in the Trash's test: each waits on events reaching
// the audit service through the outbox, and under a shared machine's load one took 16 s.

const admin = setUpAdmin();
const page = () => admin.page;

describe('the Audit tab', () => {
  it("lists a product's and a city's change with the e-mail of the member of staff who made them", async () => {
    const session = await admin.apiGet(sessionResponseSchema, '/api/admin/session');
    if (!session.authenticated) throw new Error('not signed in');
    const email = session.user.email;

    const barrie = (await admin.apiGet(adminCitySchema.array(), '/api/admin/cities')).find((city) => city.url_slug === 'barrie')!;
    const cityChange = await admin.apiWrite('PATCH', `/api/cities/${barrie.id}`, { population: (barrie.population ?? 0) + 1 });
    expect(cityChange.status()).toBe(200);
    const product = (await admin.apiGet(adminProductSchema.array(), '/api/products'))[0]!;
    const productChange = await admin.apiWrite('PATCH', `/api/products/${product.id}`, { description: 'Audited description' });
    expect(productChange.status()).toBe(200);

    await admin.goto('audit');
    await expect.poll(async () => {
      await page().reload();
      return page().getByRole('table', { name: 'Audit entries' }).getByRole('row').count();
    }, { timeout: 60_000, interval: 1000 }).toBeGreaterThanOrEqual(3);
    const rows = page().getByRole('table', { name: 'Audit entries' }).getByRole('row');
    const cityRow = rows.filter({ hasText: `city #${barrie.id}` }).first();
    await expect.poll(() => cityRow.innerText()).toContain(email);
    expect(await cityRow.innerText()).toContain(`population: ${barrie.population ?? '(empty)'} → ${(barrie.population ?? 0) + 1}`);
    const productRow = rows.filter({ hasText: `product #${product.id}` }).first();
    expect(await productRow.innerText()).toContain(email);

    // The filters live in the URL: only the city's entry for entity=city.
    await page().getByLabel('Entity').selectOption('city');
    await page().getByRole('button', { name: 'Apply' }).click();
    await page().waitForURL(/entity=city/);
    // The product's row leaves with the old list; the city's comes with the new one (not while it loads).
    await expect.poll(() => rows.filter({ hasText: `product #${product.id}` }).count()).toBe(0);
    await expect.poll(() => rows.filter({ hasText: `city #${barrie.id}` }).count()).toBeGreaterThan(0);
    expect(unexpectedErrors(page())).toEqual([]);
  }, 120_000);

  it("lists the gateway's own changes: a staff account's role changed, with its e-mail and the role before and after", async () => {
    const added = await admin.apiWrite('POST', '/api/admin/users', { email: 'audited.editor@example.com', name: 'Audited Editor', role: 'editor', password: 'an audited password' });
    expect(added.status()).toBe(201);
    const { id } = (await added.json()) as { id: number };
    expect((await admin.apiWrite('PATCH', `/api/admin/users/${id}`, { role: 'viewer' })).status()).toBe(200);

    await admin.goto('audit?entity=staff');
    const rows = page().getByRole('table', { name: 'Audit entries' }).getByRole('row');
    const roleRow = rows.filter({ hasText: 'role changed' }).filter({ hasText: `staff #${id}` });
    await expect.poll(async () => {
      await page().reload();
      return roleRow.count();
    }, { timeout: 60_000, interval: 1000 }).toBe(1);
    expect(await roleRow.innerText()).toContain('role: editor → viewer');
    expect(await rows.filter({ hasText: 'created' }).filter({ hasText: `staff #${id}` }).innerText()).toContain('audited.editor@example.com');
    expect(unexpectedErrors(page())).toEqual([]);
  }, 120_000);
});
