import {
  adminCitySchema,
  adminProductSchema,
  adminWeatherSuggestionSchema,
  supplierLocationSchema,
  versionedSeoSettingsSchema,
  type AdminCity,
  type AdminProduct,
  type AdminWeatherSuggestion,
  type SupplierLocationView,
} from '@local-seo/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { panelNavigation, setUpAdmin, toastTitled, unexpectedErrors } from './support';

// Edits that cannot overwrite each other (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other),
// against the real stack: the first owner adds an editor through the Staff API, and the two,
// each in a browser context of their own, edit the same product. The second save gets the
// conflict dialog (who changed it, the fields that differ); 'Apply my change on top' keeps
// both changes, 'Reload their version' shows theirs.

const admin = setUpAdmin();
const editor = { email: 'eddie.editor@example.com', name: 'Eddie Editor', password: 'eddie edits products' };
let editorPage: Page;

const products = () => admin.apiGet(z.array(adminProductSchema), '/api/products');
const productNamed = async (name: string): Promise<AdminProduct> => (await products()).find((p) => p.product_name === name)!;
const locationNamed = async (name: string): Promise<SupplierLocationView> =>
  (await admin.apiGet(z.array(supplierLocationSchema), '/api/supplier-locations')).find((location) => location.location_name === name)!;
const cityNamed = async (name: string): Promise<AdminCity> =>
  (await admin.apiGet(z.array(adminCitySchema), '/api/admin/cities')).find((city) => city.city_name === name)!;

beforeAll(async () => {
  const added = await admin.apiWrite('POST', '/api/admin/users', { ...editor, role: 'editor' });
  expect(added.status()).toBe(201);
  editorPage = await admin.newPage();
  await editorPage.goto(`${admin.stack.url}/admin/products`);
  await editorPage.getByLabel('E-mail').fill(editor.email);
  await editorPage.getByLabel('Password', { exact: true }).fill(editor.password);
  await editorPage.getByRole('button', { name: 'Login', exact: true }).click();
  await panelNavigation(editorPage).waitFor();
}, 60_000);

afterAll(async () => editorPage?.close());

/** Opens a tab afresh, finds the record by its search box and opens its edit form (a dialog named `dialog`). */
async function openEditForm(page: Page, tab: string, search: string, name: string, dialog: string) {
  await page.goto(`${admin.stack.url}/admin/${tab}`);
  const main = page.getByRole('main');
  await main.getByLabel(search).fill(name);
  await main.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: dialog });
  await form.waitFor();
  return form;
}

const openEdit = (page: Page, name: string) => openEditForm(page, 'products', 'Search products', name, 'Edit Product');
const openCityEdit = (page: Page, name: string) => openEditForm(page, 'cities', 'Search cities', name, `Edit ${name}`);
const openLocationEdit = (page: Page, name: string) => openEditForm(page, 'locations', 'Search locations', name, `Edit ${name}`);

describe('two members of staff editing the same product', () => {
  it("the second save shows who changed it and what differs; 'Apply my change on top' keeps both changes", async () => {
    const name = 'Cedar Mulch';
    const before = await productNamed(name);
    const ownerForm = await openEdit(admin.page, name);
    const editorForm = await openEdit(editorPage, name);

    await editorForm.getByLabel('Ranking').fill('55');
    await editorForm.getByRole('button', { name: 'Save Changes' }).click();
    await toastTitled(editorPage, 'Product updated successfully').waitFor();

    await ownerForm.getByLabel('Description').fill("The owner's description");
    await ownerForm.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = admin.page.getByRole('dialog', { name: 'This product was changed' });
    await conflict.waitFor();
    await conflict.getByText(/^Eddie Editor changed this product at .+\.$/).waitFor();
    const rows = await conflict.getByRole('table', { name: 'Fields that differ' }).locator('tbody tr').allInnerTexts();
    expect(rows.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
      ['Description', before.description ?? '(none)', "The owner's description"],
      ['Ranking', '55', String(before.ranking)],
    ]);
    // Nothing of the owner's was written.
    expect(await productNamed(name)).toMatchObject({ ranking: 55, description: before.description, version: before.version + 1 });

    await conflict.getByRole('button', { name: 'Apply my change on top' }).click();
    await toastTitled(admin.page, 'Product updated successfully').waitFor();
    await conflict.waitFor({ state: 'detached' });
    await ownerForm.waitFor({ state: 'detached' });
    expect(await productNamed(name)).toMatchObject({
      ranking: 55,
      description: "The owner's description",
      version: before.version + 2,
      updated_by: { email: 'admin@localhost' },
    });
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });

  it("'Reload their version' shows their values in the form, and a save then applies", async () => {
    const name = 'Black Mulch';
    const before = await productNamed(name);
    const ownerForm = await openEdit(admin.page, name);
    const editorForm = await openEdit(editorPage, name);

    await editorForm.getByLabel('Priority').fill('12');
    await editorForm.getByRole('button', { name: 'Save Changes' }).click();
    await toastTitled(editorPage, 'Product updated successfully').waitFor();

    await ownerForm.getByLabel('Ranking').fill('33');
    await ownerForm.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = admin.page.getByRole('dialog', { name: 'This product was changed' });
    await conflict.getByRole('button', { name: 'Reload their version' }).click();
    await conflict.waitFor({ state: 'detached' });
    await expect(ownerForm.getByLabel('Priority').inputValue()).resolves.toBe('12');
    await expect(ownerForm.getByLabel('Ranking').inputValue()).resolves.toBe(String(before.ranking));

    await ownerForm.getByLabel('Ranking').fill('34');
    await ownerForm.getByRole('button', { name: 'Save Changes' }).click();
    await toastTitled(admin.page, 'Product updated successfully').waitFor();
    expect(await productNamed(name)).toMatchObject({ priority: 12, ranking: 34, version: before.version + 2 });
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });
});

describe('two members of staff editing the same city', () => {
  it("the second save gets the conflict dialog; 'Apply my change on top' keeps both, 'Reload their version' shows theirs", async () => {
    const name = 'Aurora';
    const before = await cityNamed(name);
    const ownerForm = await openCityEdit(admin.page, name);
    const editorForm = await openCityEdit(editorPage, name);

    await editorForm.getByLabel('Population').fill('70001');
    await editorForm.getByRole('button', { name: 'Save Changes' }).click();
    await toastTitled(editorPage, 'City updated successfully!').waitFor();

    await ownerForm.getByLabel('SEO Title').fill('Aurora landscaping supplies, delivered');
    await ownerForm.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = admin.page.getByRole('dialog', { name: 'This city was changed' });
    await conflict.getByText(/^Eddie Editor changed this city at .+\.$/).waitFor();
    const rows = await conflict.getByRole('table', { name: 'Fields that differ' }).locator('tbody tr').allInnerTexts();
    expect(rows.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
      ['Population', '70001', String(before.population ?? '(none)')],
      ['SEO Title', before.seo_title ?? '(none)', 'Aurora landscaping supplies, delivered'],
    ]);
    expect(await cityNamed(name)).toMatchObject({ population: 70001, seo_title: before.seo_title, version: before.version + 1 });

    await conflict.getByRole('button', { name: 'Apply my change on top' }).click();
    await toastTitled(admin.page, 'City updated successfully!').waitFor();
    await ownerForm.waitFor({ state: 'detached' });
    expect(await cityNamed(name)).toMatchObject({
      population: 70001,
      seo_title: 'Aurora landscaping supplies, delivered',
      version: before.version + 2,
      updated_by: { email: 'admin@localhost' },
    });

    // Again, the other way: the owner's form reloads the editor's newer version.
    const ownerAgain = await openCityEdit(admin.page, name);
    const editorAgain = await openCityEdit(editorPage, name);
    await editorAgain.getByLabel('Population').fill('70002');
    await editorAgain.getByRole('button', { name: 'Save Changes' }).click();
    await toastTitled(editorPage, 'City updated successfully!').waitFor();
    await ownerAgain.getByLabel('Longitude').fill('-79.4');
    await ownerAgain.getByRole('button', { name: 'Save Changes' }).click();
    const again = admin.page.getByRole('dialog', { name: 'This city was changed' });
    await again.getByRole('button', { name: 'Reload their version' }).click();
    await again.waitFor({ state: 'detached' });
    await expect(ownerAgain.getByLabel('Population').inputValue()).resolves.toBe('70002');
    await expect(ownerAgain.getByLabel('Longitude').inputValue()).resolves.toBe(String(before.longitude));
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });
});

describe('two members of staff editing the same supplier location', () => {
  it("the second save gets the conflict dialog, and 'Apply my change on top' keeps both", async () => {
    const [first] = (await admin.apiGet(z.array(supplierLocationSchema), '/api/supplier-locations')).sort((a, b) => a.id - b.id);
    const name = first!.location_name;
    const ownerForm = await openLocationEdit(admin.page, name);
    const editorForm = await openLocationEdit(editorPage, name);

    await editorForm.getByLabel('Delivery radius (km)').fill('77');
    await editorForm.getByRole('button', { name: 'Save Changes' }).click();
    await toastTitled(editorPage, 'Location updated').waitFor();

    await ownerForm.getByLabel('Notes').fill('Gate code 2468');
    await ownerForm.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = admin.page.getByRole('dialog', { name: 'This location was changed' });
    await conflict.getByText(/^Eddie Editor changed this location at .+\.$/).waitFor();
    const rows = await conflict.getByRole('table', { name: 'Fields that differ' }).locator('tbody tr').allInnerTexts();
    expect(rows.map((row) => row.split('\t')[0]!.trim())).toEqual(['Delivery radius (km)', 'Notes']);
    expect(await locationNamed(name)).toMatchObject({ delivery_radius: '77.00', notes: first!.notes, version: first!.version + 1 });

    await conflict.getByRole('button', { name: 'Apply my change on top' }).click();
    await toastTitled(admin.page, 'Location updated').waitFor();
    await ownerForm.waitFor({ state: 'detached' });
    expect(await locationNamed(name)).toMatchObject({
      delivery_radius: '77.00',
      notes: 'Gate code 2468',
      version: first!.version + 2,
      updated_by: { email: 'admin@localhost' },
    });
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });
});

describe('two members of staff editing the same weather suggestion in place', () => {
  const suggestionNamed = async (condition: string): Promise<AdminWeatherSuggestion> =>
    (await admin.apiGet(z.array(adminWeatherSuggestionSchema), '/api/admin/weather-suggestions')).find((s) => s.weather_condition === condition)!;
  /** Opens the Weather tab afresh and puts the suggestion's row in edit. */
  async function openRowEdit(page: Page, condition: string) {
    await page.goto(`${admin.stack.url}/admin/weather`);
    const main = page.getByRole('main');
    const row = main.getByRole('table', { name: 'Weather suggestions' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: condition, exact: true }) });
    await row.getByRole('button', { name: `Edit ${condition}` }).click();
    const form = main.getByRole('form', { name: `Edit ${condition}` });
    await form.waitFor();
    return { form, save: () => main.getByRole('button', { name: 'Save', exact: true }).click() };
  }

  it("the second save gets the conflict dialog; 'Apply my change on top' keeps both, 'Reload their version' shows theirs", async () => {
    const created = await admin.apiWrite('POST', '/api/weather/suggestions', { weather_condition: 'Freezing Fog', suggestion_text: 'Stock up on road salt.' });
    expect(created.status()).toBe(201);
    const before = await suggestionNamed('Freezing Fog');
    const owner = await openRowEdit(admin.page, 'Freezing Fog');
    const editorEdit = await openRowEdit(editorPage, 'Freezing Fog');

    await editorEdit.form.getByLabel('Related products').fill('Road Salt');
    await editorEdit.save();
    await toastTitled(editorPage, 'Weather suggestion updated').waitFor();

    await owner.form.getByLabel('Suggestion text').fill('Salt the paths before dawn.');
    await owner.save();
    const conflict = admin.page.getByRole('dialog', { name: 'This weather suggestion was changed' });
    await conflict.getByText(/^Eddie Editor changed this weather suggestion at .+\.$/).waitFor();
    const rows = await conflict.getByRole('table', { name: 'Fields that differ' }).locator('tbody tr').allInnerTexts();
    expect(rows.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
      ['Suggestion text', 'Stock up on road salt.', 'Salt the paths before dawn.'],
      ['Related products', 'Road Salt', '(none)'],
    ]);
    // Nothing of the owner's was written.
    expect(await suggestionNamed('Freezing Fog')).toMatchObject({ suggestion_text: 'Stock up on road salt.', related_products: 'Road Salt', version: before.version + 1 });

    await conflict.getByRole('button', { name: 'Apply my change on top' }).click();
    await toastTitled(admin.page, 'Weather suggestion updated').waitFor();
    await conflict.waitFor({ state: 'detached' });
    await owner.form.waitFor({ state: 'detached' });
    expect(await suggestionNamed('Freezing Fog')).toMatchObject({
      suggestion_text: 'Salt the paths before dawn.',
      related_products: 'Road Salt',
      version: before.version + 2,
      updated_by: { email: 'admin@localhost' },
    });

    // Again, the other way: the owner's row reloads the editor's newer version.
    const ownerAgain = await openRowEdit(admin.page, 'Freezing Fog');
    const editorAgain = await openRowEdit(editorPage, 'Freezing Fog');
    await editorAgain.form.getByLabel('Related products').fill('Road Salt, Ice Melter');
    await editorAgain.save();
    await toastTitled(editorPage, 'Weather suggestion updated').waitFor();
    await ownerAgain.form.getByLabel('Suggestion text').fill('Mine, lost');
    await ownerAgain.save();
    const again = admin.page.getByRole('dialog', { name: 'This weather suggestion was changed' });
    await again.getByRole('button', { name: 'Reload their version' }).click();
    await again.waitFor({ state: 'detached' });
    await expect(ownerAgain.form.getByLabel('Related products').inputValue()).resolves.toBe('Road Salt, Ice Melter');
    await expect(ownerAgain.form.getByLabel('Suggestion text').inputValue()).resolves.toBe('Salt the paths before dawn.');
    await ownerAgain.form.getByLabel('Suggestion text').fill('Salt twice.');
    await ownerAgain.save();
    await ownerAgain.form.waitFor({ state: 'detached' });
    expect(await suggestionNamed('Freezing Fog')).toMatchObject({ suggestion_text: 'Salt twice.', related_products: 'Road Salt, Ice Melter', version: before.version + 4 });
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });
});

describe('two members of staff editing the SEO settings', () => {
  const settings = () => admin.apiGet(versionedSeoSettingsSchema, '/api/seo/settings');
  /** Opens the SEO tab's settings afresh. */
  async function openSettings(page: Page) {
    await page.goto(`${admin.stack.url}/admin/seo?section=settings`);
    const main = page.getByRole('main');
    const templates = main.getByLabel('Programmatic keyword templates');
    await templates.waitFor();
    return { templates, window: main.getByLabel('Tracking window (days)'), save: () => main.getByRole('button', { name: 'Save Settings', exact: true }).click() };
  }

  it("the second save gets 'These settings were changed'; 'Apply my change on top' keeps both, 'Reload their version' shows theirs", async () => {
    const before = await settings();
    const owner = await openSettings(admin.page);
    const editorForm = await openSettings(editorPage);

    await editorForm.window.fill('42');
    await editorForm.save();
    await toastTitled(editorPage, 'Settings saved').waitFor();

    await owner.templates.fill('bulk mulch {city}\ngravel delivery {city}');
    await owner.save();
    const conflict = admin.page.getByRole('dialog', { name: 'These settings were changed' });
    await conflict.getByText(/^Eddie Editor changed these settings at .+\.$/).waitFor();
    const rows = await conflict.getByRole('table', { name: 'Fields that differ' }).locator('tbody tr').allInnerTexts();
    expect(rows.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
      ['Programmatic keyword templates', before.programmatic_keyword_templates.join(', '), 'bulk mulch {city}, gravel delivery {city}'],
      ['Tracking window (days)', '42', String(before.tracking_window_days)],
    ]);
    // Nothing of the owner's was written.
    expect(await settings()).toMatchObject({
      programmatic_keyword_templates: before.programmatic_keyword_templates,
      tracking_window_days: 42,
      version: before.version + 1,
      updated_by: { email: editor.email },
    });

    await conflict.getByRole('button', { name: 'Apply my change on top' }).click();
    await toastTitled(admin.page, 'Settings saved').waitFor();
    await conflict.waitFor({ state: 'detached' });
    expect(await settings()).toMatchObject({
      programmatic_keyword_templates: ['bulk mulch {city}', 'gravel delivery {city}'],
      tracking_window_days: 42,
      version: before.version + 2,
      updated_by: { email: 'admin@localhost' },
    });
    await expect(owner.window.inputValue()).resolves.toBe('42');

    // Again, the other way: the owner's form reloads the editor's newer version, then saves on it.
    const editorAgain = await openSettings(editorPage);
    await editorAgain.window.fill('56');
    await editorAgain.save();
    await toastTitled(editorPage, 'Settings saved').waitFor();
    await owner.window.fill('7');
    await owner.save();
    const again = admin.page.getByRole('dialog', { name: 'These settings were changed' });
    await again.getByRole('button', { name: 'Reload their version' }).click();
    await again.waitFor({ state: 'detached' });
    await expect(owner.window.inputValue()).resolves.toBe('56');
    await owner.window.fill('63');
    await owner.save();
    await expect.poll(async () => (await settings()).tracking_window_days).toBe(63);
    expect(await settings()).toMatchObject({ programmatic_keyword_templates: ['bulk mulch {city}', 'gravel delivery {city}'], version: before.version + 4 });
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });
});
