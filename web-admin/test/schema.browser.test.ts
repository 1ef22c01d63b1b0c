import { pageDataSchema, publicCitySchema, schemaSettingsResponseSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toastAfter, unexpectedErrors, setUpAdmin } from './support';

// The Schema tab against the real stack: edits are saved by the seo service
// (docs/decisions.md, decision 5) and reach the public pages' data.

const admin = setUpAdmin();

const page = () => admin.page;
const main = () => page().getByRole('main');
const button = (name: string) => main().getByRole('button', { name, exact: true });
const subTab = (name: string) => main().getByRole('tab', { name, exact: true });

const saved = () => admin.apiGet(schemaSettingsResponseSchema, '/api/seo/schema-settings');
const savedSettings = async () => (await saved()).settings;

/** Another admin (through the API, not this page) saves `settings` with the phone number changed. */
async function anotherAdminSavesPhone(settings: z.infer<typeof schemaSettingsResponseSchema>['settings'], phone: string) {
  const response = await admin.apiWrite('PUT', '/api/seo/schema-settings', { ...settings, businessDetails: { ...settings.businessDetails, phone } });
  expect(response.status(), await response.text()).toBe(200);
}

async function openSection(name: string) {
  await admin.goto('schema');
  await subTab(name).click();
}

describe('the Schema tab', () => {
  it('names invalid JSON and blocks Update Template, then saves the fixed template for the city pages', async () => {
    await openSection('City Pages');
    await expect(main().getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Schema Management');
    const template = main().getByRole('figure', { name: 'City Pages template' }).locator('pre');
    const shown = JSON.parse((await template.textContent()) ?? '') as Record<string, { topProductsCount: number }>;
    expect(shown.cityPages!.topProductsCount).toBe((await savedSettings()).pageTypes.cityPages.topProductsCount);

    await main().getByRole('button', { name: 'Edit City Pages' }).click();
    const editor = main().getByLabel('Template (JSON)');
    const fixed = JSON.stringify({ ...shown, cityPages: { ...shown.cityPages, topProductsCount: 7 } }, null, 2);
    await editor.fill(fixed.replace('"topProductsCount": 7', '"topProductsCount": 7,'));
    const invalid = main().getByText(/^Invalid JSON: /);
    await invalid.waitFor();
    await expect(button('Update Template').isDisabled()).resolves.toBe(true);

    // Valid JSON that breaks a rule: the contract's words, and nothing saved.
    await editor.fill(fixed.replace('"topProductsCount": 7', '"topProductsCount": 0'));
    await expect(invalid.count()).resolves.toBe(0);
    await button('Update Template').click();
    await main().getByText('Top products must be 1 to 50').waitFor();
    expect((await savedSettings()).pageTypes.cityPages.topProductsCount).not.toBe(0);

    await editor.fill(fixed);
    await toastAfter(page(), () => button('Update Template').click(), 'Schema settings saved');
    await expect.poll(() => template.textContent()).toContain('"topProductsCount": 7');
    expect((await savedSettings()).pageTypes.cityPages.topProductsCount).toBe(7);

    await page().reload();
    await subTab('City Pages').click();
    await expect.poll(() => template.textContent()).toContain('"topProductsCount": 7');

    // The public city pages build their JSON-LD from the saved settings.
    const [city] = await admin.apiGet(z.array(publicCitySchema), '/api/cities');
    await expect
      .poll(async () => (await admin.apiGet(pageDataSchema, `/api/page-data/${city!.url_slug}`)).schema?.pageTypes.cityPages.topProductsCount, {
        timeout: 10_000,
      })
      .toBe(7);
  });

  it("shows the server's validation messages, and splits payment methods on comma-space", async () => {
    await openSection('Configuration');
    await main().getByRole('button', { name: 'Edit Business Details' }).click();
    const form = main().getByRole('form', { name: 'Business details' });
    const email = form.getByLabel('Email');
    const original = await email.inputValue();
    await email.fill('not an e-mail address');
    await toastAfter(page(), () => button('Save Changes').click(), 'Failed to save schema settings');
    await form.getByText('Email must be a valid e-mail address').waitFor();
    expect((await savedSettings()).businessDetails.email).toBe(original);

    await email.fill(original);
    await form.getByLabel('Payment methods').fill('Cash, Interac e-Transfer, Visa');
    await toastAfter(page(), () => button('Save Changes').click(), 'Schema settings saved');
    const facts = main()
      .locator('section')
      .filter({ has: page().getByRole('heading', { name: 'Business Details', exact: true }) })
      .locator('dl');
    await expect.poll(() => facts.textContent()).toContain('Cash, Interac e-Transfer, Visa');
    expect((await savedSettings()).businessDetails.paymentMethods).toEqual(['Cash', 'Interac e-Transfer', 'Visa']);
  });

  it('sets the same-day cut-off, refusing what is not a 24-hour time, and the public pages say the new one', async () => {
    await openSection('Configuration');
    const facts = main()
      .locator('section')
      .filter({ has: page().getByRole('heading', { name: 'Business Details', exact: true }) })
      .locator('dl');
    const before = (await savedSettings()).businessDetails.sameDayCutoff;
    await expect.poll(() => facts.textContent()).toContain(`Same-day cut-off`);
    await expect(facts.textContent()).resolves.toContain(`${before} (`);

    await main().getByRole('button', { name: 'Edit Business Details' }).click();
    const form = main().getByRole('form', { name: 'Business details' });
    const cutoff = form.getByLabel('Same-day cut-off');
    await expect(cutoff.inputValue()).resolves.toBe(before);
    await cutoff.fill('1:30 PM');
    await toastAfter(page(), () => button('Save Changes').click(), 'Failed to save schema settings');
    await form.getByText('Same-day cut-off must be a 24-hour time such as 12:00 or 13:30').waitFor();
    expect((await savedSettings()).businessDetails.sameDayCutoff).toBe(before);

    await cutoff.fill('13:30');
    await toastAfter(page(), () => button('Save Changes').click(), 'Schema settings saved');
    await expect.poll(() => facts.textContent()).toContain('13:30 (1:30 PM)');
    expect((await savedSettings()).businessDetails.sameDayCutoff).toBe('13:30');

    // The kept public pages are rendered again from the new settings: a city's facts and /delivery.
    const [city] = await admin.apiGet(z.array(publicCitySchema), '/api/cities');
    const publicHtml = async (path: string) => {
      const response = await fetch(`${admin.stack.url}${path}`);
      expect(response.status, path).toBe(200);
      return response.text();
    };
    const publicText = async (path: string) => (await publicHtml(path)).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const poll = { timeout: 30_000 };
    await expect.poll(() => publicText(`/${city!.url_slug}`), poll).toContain('; same-day delivery for orders before 1:30 PM');
    await expect.poll(() => publicText('/delivery'), poll).toContain('Same-day delivery For orders before 1:30 PM');
    // The delivery page's meta description says it too.
    expect(/<meta[^>]*name="description"[^>]*>/.exec(await publicHtml('/delivery'))?.[0]).toContain('same-day delivery for orders before 1:30 PM.');
  });

  it('toggles the Messaging editor between read-only and edit, keeping the text until saved', async () => {
    await openSection('Messaging');
    const before = (await savedSettings()).messaging.seasonalMessaging.spring;
    await expect(main().getByLabel('Spring').count()).resolves.toBe(0);

    await main().getByRole('button', { name: 'Edit Messaging' }).click();
    await main().getByLabel('Spring').fill('Discarded text');
    await button('Cancel').click();
    await expect(main().getByText('Discarded text').count()).resolves.toBe(0);
    await main().getByText(before).waitFor();

    await main().getByRole('button', { name: 'Edit Messaging' }).click();
    await expect(main().getByLabel('Spring').inputValue()).resolves.toBe(before);
    await main().getByLabel('Spring').fill('Order topsoil early: spring beds fill fast.');
    await toastAfter(page(), () => button('Save Changes').click(), 'Schema settings saved');
    await main().getByText('Order topsoil early: spring beds fill fast.').waitFor();
    expect((await savedSettings()).messaging.seasonalMessaging.spring).toBe('Order topsoil early: spring beds fill fast.');
  });

  it("refuses a save built on a version another admin replaced, and Reload shows the other admin's change", async () => {
    await openSection('Configuration');
    await main().getByRole('button', { name: 'Edit Business Details' }).click();
    const form = main().getByRole('form', { name: 'Business details' });
    await form.getByLabel('Official name').fill('Our Unsaved Name Ltd.');

    // Meanwhile another admin saves a new phone number.
    const before = await saved();
    const otherPhone = '705-555-0199';
    await anotherAdminSavesPhone(before.settings, otherPhone);

    const refused = await toastAfter(page(), () => button('Save Changes').click(), 'Failed to save schema settings');
    await expect(refused.textContent()).resolves.toContain('changed since you loaded them');
    const conflict = form.getByRole('alert').filter({ hasText: 'Someone else saved the schema settings first' });
    await expect(conflict.textContent()).resolves.toContain('Reload to see the other change, then apply yours again.');
    const after = await saved();
    expect(after.version).toBe(before.version + 1);
    expect(after.settings.businessDetails).toMatchObject({ phone: otherPhone, officialName: before.settings.businessDetails.officialName });

    await conflict.getByRole('button', { name: 'Reload settings' }).click();
    await expect.poll(() => form.count()).toBe(0);
    const facts = main()
      .locator('section')
      .filter({ has: page().getByRole('heading', { name: 'Business Details', exact: true }) })
      .locator('dl');
    await expect.poll(() => facts.textContent()).toContain(otherPhone);
    await expect(main().getByText(`Version ${after.version},`).count()).resolves.toBe(1);

    // Applied again on the version now in force, the change is saved.
    await main().getByRole('button', { name: 'Edit Business Details' }).click();
    await form.getByLabel('Official name').fill('Our Unsaved Name Ltd.');
    await toastAfter(page(), () => button('Save Changes').click(), 'Schema settings saved');
    expect((await savedSettings()).businessDetails).toMatchObject({ phone: otherPhone, officialName: 'Our Unsaved Name Ltd.' });
  });

  it('lists the saved versions and restores an earlier one as a new version; a restore built on a replaced version is refused', async () => {
    const before = await saved();
    const changedPhone = '705-555-0142';
    await anotherAdminSavesPhone(before.settings, changedPhone);
    const changed = before.version + 1;

    await admin.goto('schema');
    const versions = main().getByRole('table', { name: 'Schema settings versions' });
    const row = (version: number) => versions.getByRole('row').filter({ has: page().getByRole('cell', { name: new RegExp(`^${version}\\b`) }) });
    await expect.poll(() => row(changed).textContent()).toContain('In force');
    await expect(row(changed).textContent()).resolves.toContain('Configuration');
    await expect(row(changed).getByRole('button', { name: 'Restore' }).count()).resolves.toBe(0);

    await versions.getByRole('button', { name: `Restore version ${before.version}` }).click();
    const dialog = page().getByRole('dialog', { name: `Restore version ${before.version}?` });
    await toastAfter(page(), () => dialog.getByRole('button', { name: 'Restore' }).click(), 'Schema settings restored');
    const restored = await saved();
    expect(restored.version).toBe(changed + 1);
    expect(restored.settings).toEqual(before.settings);
    await expect.poll(() => row(changed + 1).textContent()).toContain('In force');
    await main().getByText(`Version ${changed + 1},`).waitFor();

    // Another admin saves while this page still shows the restored version as the one in force.
    await anotherAdminSavesPhone(restored.settings, changedPhone);
    await versions.getByRole('button', { name: `Restore version ${before.version}` }).click();
    const refused = await toastAfter(page(), () => dialog.getByRole('button', { name: 'Restore' }).click(), 'Failed to restore schema settings');
    await expect(refused.textContent()).resolves.toContain('changed since you loaded them');
    expect((await saved()).settings.businessDetails.phone).toBe(changedPhone);
    // The refusal reads the versions again: the other admin's is shown in force.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => row(changed + 2).textContent()).toContain('In force');
  });

  it('logged no errors in the browser', () => {
    // Refused calls (4xx) are logged by Chromium as resource errors; anything else is a bug.
    expect(unexpectedErrors(page())).toEqual([]);
  });
});
