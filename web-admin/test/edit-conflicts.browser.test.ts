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
import type { Locator, Page } from 'playwright-core';
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

/** How staff edit one kind of record in a dialog: how its form opens, the toast of a save, the conflict dialog's name. */
interface FormEdits {
  open(page: Page, name: string): Promise<Locator>;
  saved: string;
  conflict: string;
  /** How the conflict dialog names the record ('this product'). */
  what: string;
}
const productEdits: FormEdits = {
  open: (page, name) => openEditForm(page, 'products', 'Search products', name, 'Edit Product'),
  saved: 'Product updated successfully',
  conflict: 'This product was changed',
  what: 'this product',
};
const cityEdits: FormEdits = {
  open: (page, name) => openEditForm(page, 'cities', 'Search cities', name, `Edit ${name}`),
  saved: 'City updated successfully!',
  conflict: 'This city was changed',
  what: 'this city',
};
const locationEdits: FormEdits = {
  open: (page, name) => openEditForm(page, 'locations', 'Search locations', name, `Edit ${name}`),
  saved: 'Location updated',
  conflict: 'This location was changed',
  what: 'this location',
};

/** Fills one field of an edit form and saves it. */
async function fillAndSave(form: Locator, label: string, value: string) {
  await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Save Changes' }).click();
}

/**
 * The editor saves first (`theirs`, until its toast), then the owner (`mine`), whose save is
 * based on the older version: the conflict dialog named `dialog`.
 */
async function theirsThenMine(theirs: () => Promise<void>, toast: string, mine: () => Promise<void>, dialog: string): Promise<Locator> {
  await theirs();
  await toastTitled(editorPage, toast).waitFor();
  await mine();
  return admin.page.getByRole('dialog', { name: dialog });
}

/**
 * The owner and the editor open the record `name`'s edit form; the editor saves `theirs` (a field
 * and its value), then the owner `mine`: the owner's form, and the conflict dialog it got.
 */
async function bothEdit(edits: FormEdits, name: string, theirs: [label: string, value: string], mine: [label: string, value: string]) {
  const ownerForm = await edits.open(admin.page, name);
  const editorForm = await edits.open(editorPage, name);
  const conflict = await theirsThenMine(
    () => fillAndSave(editorForm, ...theirs),
    edits.saved,
    () => fillAndSave(ownerForm, ...mine),
    edits.conflict,
  );
  return { ownerForm, conflict };
}

/** Waits for the conflict dialog to say that the editor changed `what` ('this product'), and when. */
const changedByEditor = (conflict: Locator, what: string) => conflict.getByText(new RegExp(`^${editor.name} changed ${what} at .+\\.$`)).waitFor();

/**
 * The record `name` as `read` answers it first; then both edit it (bothEdit) and the conflict dialog says the editor
 * changed it (changedByEditor): the record as it was before, the owner's form and the dialog.
 */
async function conflictOver<Entry>(edits: FormEdits, read: (name: string) => Promise<Entry>, name: string, theirs: [string, string], mine: [string, string]) {
  const before = await read(name);
  const { ownerForm, conflict } = await bothEdit(edits, name, theirs, mine);
  await changedByEditor(conflict, edits.what);
  return { before, ownerForm, conflict };
}

/** Takes the conflict dialog's 'Apply my change on top': the owner's save succeeds (its toast `saved`) and the dialog closes. */
async function applyMineOnTop(conflict: Locator, saved: string) {
  await conflict.getByRole('button', { name: 'Apply my change on top' }).click();
  await toastTitled(admin.page, saved).waitFor();
  await conflict.waitFor({ state: 'detached' });
}

/**
 * Takes 'Apply my change on top' (applyMineOnTop; then the owner's form, where the save closes it, closes) and expects the
 * record as `read` answers it to hold `both` changes, two versions on from `before` (theirs, then mine), saved by the owner.
 */
async function expectBothKept(conflict: Locator, saved: string, read: () => Promise<unknown>, both: object, before: { version: number }, ownerForm?: Locator) {
  await applyMineOnTop(conflict, saved);
  await ownerForm?.waitFor({ state: 'detached' });
  expect(await read()).toMatchObject({ ...both, version: before.version + 2, updated_by: { email: 'admin@localhost' } });
}

/** The conflict dialog's 'Fields that differ', row by row: the field, theirs, yours. */
async function fieldsThatDiffer(conflict: Locator): Promise<string[][]> {
  const rows = await conflict.getByRole('table', { name: 'Fields that differ' }).locator('tbody tr').allInnerTexts();
  return rows.map((row) => row.split('\t').map((cell) => cell.trim()));
}

/** Takes the conflict dialog's 'Reload their version' and waits for it to close. */
async function reloadTheirs(conflict: Locator) {
  await conflict.getByRole('button', { name: 'Reload their version' }).click();
  await conflict.waitFor({ state: 'detached' });
}

describe('two members of staff editing the same product', () => {
  it("the second save shows who changed it and what differs; 'Apply my change on top' keeps both changes", async () => {
    const name = 'Cedar Mulch';
    const { before, ownerForm, conflict } = await conflictOver(productEdits, productNamed, name, ['Ranking', '55'], ['Description', "The owner's description"]);
    expect(await fieldsThatDiffer(conflict)).toEqual([
      ['Description', before.description ?? '(none)', "The owner's description"],
      ['Ranking', '55', String(before.ranking)],
    ]);
    // Nothing of the owner's was written.
    expect(await productNamed(name)).toMatchObject({ ranking: 55, description: before.description, version: before.version + 1 });

    await expectBothKept(conflict, productEdits.saved, () => productNamed(name), { ranking: 55, description: "The owner's description" }, before, ownerForm);
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });

  it("'Reload their version' shows their values in the form, and a save then applies", async () => {
    const name = 'Black Mulch';
    const before = await productNamed(name);
    const { ownerForm, conflict } = await bothEdit(productEdits, name, ['Priority', '12'], ['Ranking', '33']);
    await reloadTheirs(conflict);
    await expect(ownerForm.getByLabel('Priority').inputValue()).resolves.toBe('12');
    await expect(ownerForm.getByLabel('Ranking').inputValue()).resolves.toBe(String(before.ranking));

    await fillAndSave(ownerForm, 'Ranking', '34');
    await toastTitled(admin.page, productEdits.saved).waitFor();
    expect(await productNamed(name)).toMatchObject({ priority: 12, ranking: 34, version: before.version + 2 });
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });
});

describe('two members of staff editing the same city', () => {
  it("the second save gets the conflict dialog; 'Apply my change on top' keeps both, 'Reload their version' shows theirs", async () => {
    const name = 'Aurora';
    const { before, ownerForm, conflict } = await conflictOver(cityEdits, cityNamed, name, ['Population', '70001'], ['SEO Title', 'Aurora landscaping supplies, delivered']);
    expect(await fieldsThatDiffer(conflict)).toEqual([
      ['Population', '70001', String(before.population ?? '(none)')],
      ['SEO Title', before.seo_title ?? '(none)', 'Aurora landscaping supplies, delivered'],
    ]);
    expect(await cityNamed(name)).toMatchObject({ population: 70001, seo_title: before.seo_title, version: before.version + 1 });

    await expectBothKept(conflict, cityEdits.saved, () => cityNamed(name), { population: 70001, seo_title: 'Aurora landscaping supplies, delivered' }, before, ownerForm);

    // Again, the other way: the owner's form reloads the editor's newer version.
    const again = await bothEdit(cityEdits, name, ['Population', '70002'], ['Longitude', '-79.4']);
    await reloadTheirs(again.conflict);
    await expect(again.ownerForm.getByLabel('Population').inputValue()).resolves.toBe('70002');
    await expect(again.ownerForm.getByLabel('Longitude').inputValue()).resolves.toBe(String(before.longitude));
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });
});

describe('two members of staff editing the same supplier location', () => {
  it("the second save gets the conflict dialog, and 'Apply my change on top' keeps both", async () => {
    const [first] = (await admin.apiGet(z.array(supplierLocationSchema), '/api/supplier-locations')).sort((a, b) => a.id - b.id);
    const name = first!.location_name;
    const { ownerForm, conflict } = await bothEdit(locationEdits, name, ['Delivery radius (km)', '77'], ['Notes', 'Gate code 2468']);
    await changedByEditor(conflict, locationEdits.what);
    expect((await fieldsThatDiffer(conflict)).map(([field]) => field)).toEqual(['Delivery radius (km)', 'Notes']);
    expect(await locationNamed(name)).toMatchObject({ delivery_radius: '77.00', notes: first!.notes, version: first!.version + 1 });

    await expectBothKept(conflict, locationEdits.saved, () => locationNamed(name), { delivery_radius: '77.00', notes: 'Gate code 2468' }, first!, ownerForm);
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
    /** Fills one field of the row and saves it (the row's Save sits outside its form). */
    const fillAndSave = async (label: string, value: string) => {
      await form.getByLabel(label).fill(value);
      await main.getByRole('button', { name: 'Save', exact: true }).click();
    };
    return { form, fillAndSave };
  }

  it("the second save gets the conflict dialog; 'Apply my change on top' keeps both, 'Reload their version' shows theirs", async () => {
    const created = await admin.apiWrite('POST', '/api/weather/suggestions', { weather_condition: 'Freezing Fog', suggestion_text: 'Stock up on road salt.' });
    expect(created.status()).toBe(201);
    const before = await suggestionNamed('Freezing Fog');
    const owner = await openRowEdit(admin.page, 'Freezing Fog');
    const editorEdit = await openRowEdit(editorPage, 'Freezing Fog');

    const conflict = await theirsThenMine(
      () => editorEdit.fillAndSave('Related products', 'Road Salt'),
      'Weather suggestion updated',
      () => owner.fillAndSave('Suggestion text', 'Salt the paths before dawn.'),
      'This weather suggestion was changed',
    );
    await changedByEditor(conflict, 'this weather suggestion');
    expect(await fieldsThatDiffer(conflict)).toEqual([
      ['Suggestion text', 'Stock up on road salt.', 'Salt the paths before dawn.'],
      ['Related products', 'Road Salt', '(none)'],
    ]);
    // Nothing of the owner's was written.
    expect(await suggestionNamed('Freezing Fog')).toMatchObject({ suggestion_text: 'Stock up on road salt.', related_products: 'Road Salt', version: before.version + 1 });

    const both = { suggestion_text: 'Salt the paths before dawn.', related_products: 'Road Salt' };
    await expectBothKept(conflict, 'Weather suggestion updated', () => suggestionNamed('Freezing Fog'), both, before, owner.form);

    // Again, the other way: the owner's row reloads the editor's newer version.
    const ownerAgain = await openRowEdit(admin.page, 'Freezing Fog');
    const editorAgain = await openRowEdit(editorPage, 'Freezing Fog');
    await reloadTheirs(
      await theirsThenMine(
        () => editorAgain.fillAndSave('Related products', 'Road Salt, Ice Melter'),
        'Weather suggestion updated',
        () => ownerAgain.fillAndSave('Suggestion text', 'Mine, lost'),
        'This weather suggestion was changed',
      ),
    );
    await expect(ownerAgain.form.getByLabel('Related products').inputValue()).resolves.toBe('Road Salt, Ice Melter');
    await expect(ownerAgain.form.getByLabel('Suggestion text').inputValue()).resolves.toBe('Salt the paths before dawn.');
    await ownerAgain.fillAndSave('Suggestion text', 'Salt twice.');
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
    /** Fills one of the two fields and saves the settings. */
    const fillAndSave = async (field: Locator, value: string) => {
      await field.fill(value);
      await main.getByRole('button', { name: 'Save Settings', exact: true }).click();
    };
    return { templates, window: main.getByLabel('Tracking window (days)'), fillAndSave };
  }

  it("the second save gets 'These settings were changed'; 'Apply my change on top' keeps both, 'Reload their version' shows theirs", async () => {
    const before = await settings();
    const owner = await openSettings(admin.page);
    const editorForm = await openSettings(editorPage);

    const conflict = await theirsThenMine(
      () => editorForm.fillAndSave(editorForm.window, '42'),
      'Settings saved',
      () => owner.fillAndSave(owner.templates, 'bulk mulch {city}\ngravel delivery {city}'),
      'These settings were changed',
    );
    await changedByEditor(conflict, 'these settings');
    expect(await fieldsThatDiffer(conflict)).toEqual([
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

    await expectBothKept(conflict, 'Settings saved', settings, { programmatic_keyword_templates: ['bulk mulch {city}', 'gravel delivery {city}'], tracking_window_days: 42 }, before);
    await expect(owner.window.inputValue()).resolves.toBe('42');

    // Again, the other way: the owner's form reloads the editor's newer version, then saves on it.
    const editorAgain = await openSettings(editorPage);
    await reloadTheirs(
      await theirsThenMine(
        () => editorAgain.fillAndSave(editorAgain.window, '56'),
        'Settings saved',
        () => owner.fillAndSave(owner.window, '7'),
        'These settings were changed',
      ),
    );
    await expect(owner.window.inputValue()).resolves.toBe('56');
    await owner.fillAndSave(owner.window, '63');
    await expect.poll(async () => (await settings()).tracking_window_days).toBe(63);
    expect(await settings()).toMatchObject({ programmatic_keyword_templates: ['bulk mulch {city}', 'gravel delivery {city}'], version: before.version + 4 });
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });
});
