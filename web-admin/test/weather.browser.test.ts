import { weatherSuggestionSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toastTitled, unexpectedErrors, setUpAdmin } from './support';

// The Weather tab against the real stack (5 demo suggestions): add, inline edit
// sending only what changed, the server's refusals, and delete after its question.

const admin = setUpAdmin();

const page = () => admin.page;
const main = () => page().getByRole('main');
const table = () => main().getByRole('table', { name: 'Weather suggestions' });
const rowOf = (condition: string) => table().getByRole('row').filter({ has: page().getByRole('rowheader', { name: condition, exact: true }) });
const suggestions = () => admin.apiGet(z.array(weatherSuggestionSchema), '/api/weather/suggestions');

describe('the Weather tab', () => {
  it('lists every weather suggestion of the server', async () => {
    await admin.goto('weather');
    await expect(main().getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Weather Suggestions Management');
    const stored = await suggestions();
    expect(stored.length).toBeGreaterThan(0);
    await expect.poll(() => table().getByRole('rowheader').allTextContents()).toEqual(stored.map((s) => s.weather_condition));
    expect(page().errors).toEqual([]);
  });

  it('adds a suggestion, after showing the required fields', async () => {
    await admin.goto('weather');
    await main().getByRole('button', { name: 'Add Suggestion', exact: true }).click();
    const form = main().getByRole('form', { name: 'Add weather suggestion' });
    await form.getByRole('button', { name: 'Add Suggestion' }).click();
    await expect(form.getByText('Weather condition is required').isVisible()).resolves.toBe(true);
    await expect(form.getByText('Suggestion text is required').isVisible()).resolves.toBe(true);

    await form.getByLabel('Weather condition').fill('Hail');
    await form.getByLabel('Suggestion text').fill('Cover new beds with landscape fabric.');
    await form.getByLabel('Related products').fill('Landscape Fabric ,Cedar Mulch,');
    await form.getByRole('button', { name: 'Add Suggestion' }).click();

    await toastTitled(page(), 'Weather suggestion created').waitFor();
    await rowOf('Hail').waitFor();
    await expect(form.count()).resolves.toBe(0);
    const hail = (await suggestions()).find((s) => s.weather_condition === 'Hail');
    expect(hail).toMatchObject({ suggestion_text: 'Cover new beds with landscape fabric.', related_products: 'Landscape Fabric, Cedar Mulch' });
  });

  it("refuses a second suggestion for the same condition with the server's message", async () => {
    await admin.goto('weather');
    await main().getByRole('button', { name: 'Add Suggestion', exact: true }).click();
    const form = main().getByRole('form', { name: 'Add weather suggestion' });
    await form.getByLabel('Weather condition').fill('hail');
    await form.getByLabel('Suggestion text').fill('Duplicate');
    await form.getByRole('button', { name: 'Add Suggestion' }).click();

    const toast = toastTitled(page(), 'Failed to create weather suggestion');
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('already exists');
    await expect(form.getByText(/already exists/).isVisible()).resolves.toBe(true);
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect((await suggestions()).filter((s) => s.weather_condition.toLowerCase() === 'hail')).toHaveLength(1);
  });

  it('edits a row in place and sends only the changed field', async () => {
    await admin.goto('weather');
    await rowOf('Hail').getByRole('button', { name: 'Edit Hail' }).click();
    const form = main().getByRole('form', { name: 'Edit Hail' });
    await expect(form.getByLabel('Weather condition').inputValue()).resolves.toBe('Hail');
    await form.getByLabel('Suggestion text').fill('Protect seedlings with burlap before the storm.');

    const patch = page().waitForRequest((request) => request.method() === 'PATCH' && request.url().includes('/api/weather/suggestions/'));
    await main().getByRole('button', { name: 'Save', exact: true }).click();
    expect((await patch).postDataJSON()).toEqual({ suggestion_text: 'Protect seedlings with burlap before the storm.' });

    await toastTitled(page(), 'Weather suggestion updated').waitFor();
    await expect(rowOf('Hail').getByText('Protect seedlings with burlap before the storm.').isVisible()).resolves.toBe(true);
    await expect(form.count()).resolves.toBe(0);
    expect((await suggestions()).find((s) => s.weather_condition === 'Hail')?.suggestion_text).toBe('Protect seedlings with burlap before the storm.');
  });

  it("keeps the row in edit with the server's message when the change is refused", async () => {
    const [taken] = (await suggestions()).filter((s) => s.weather_condition !== 'Hail');
    await admin.goto('weather');
    await rowOf('Hail').getByRole('button', { name: 'Edit Hail' }).click();
    const form = main().getByRole('form', { name: 'Edit Hail' });
    await form.getByLabel('Weather condition').fill(taken!.weather_condition);
    await main().getByRole('button', { name: 'Save', exact: true }).click();

    await toastTitled(page(), 'Failed to update weather suggestion').waitFor();
    await expect(form.getByText(/already exists/).isVisible()).resolves.toBe(true);
    await main().getByRole('button', { name: 'Cancel', exact: true }).click();
    await rowOf('Hail').waitFor();
  });

  it('deletes a suggestion only after the confirmation', async () => {
    await admin.goto('weather');
    await rowOf('Hail').getByRole('button', { name: 'Delete Hail' }).click();
    const dialog = page().getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this weather suggestion?').isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf('Hail').count()).resolves.toBe(1);

    await rowOf('Hail').getByRole('button', { name: 'Delete Hail' }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await toastTitled(page(), 'Weather suggestion deleted').waitFor();
    await rowOf('Hail').waitFor({ state: 'detached' });
    expect((await suggestions()).some((s) => s.weather_condition === 'Hail')).toBe(false);
    expect(unexpectedErrors(page())).toEqual([]);
  });
});
