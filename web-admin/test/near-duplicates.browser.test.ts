import { nearDuplicatesResponseSchema, versionedSeoSettingsSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { toastAfter, setUpAdmin } from './support';

// Near-duplicate city pages in SEO Analytics against the real stack: the seo service compares the
// demo city pages web-public renders (a second after the cities' first fill, again until the site
// answers), the Page Analytics tab lists them, and the threshold is a setting.
const admin = setUpAdmin({ stack: { env: { SEO_NEAR_DUPLICATES_QUIET_SECONDS: '1' } } });

const page = () => admin.page;
const main = () => page().getByRole('main');
const subTab = (name: string) => main().getByRole('tab', { name, exact: true });
const saveButton = () => main().getByRole('button', { name: 'Save Settings', exact: true });
const table = () => main().getByRole('table', { name: 'City pages by similarity to their closest page' });
const report = () => admin.apiGet(nearDuplicatesResponseSchema, '/api/seo/near-duplicates');
const flaggedNote = (flagged: number) => (flagged === 0 ? 'No page is over the threshold.' : `${flagged} ${flagged === 1 ? 'page' : 'pages'} over the threshold.`);

describe('near-duplicate city pages', () => {
  it('lists the city pages, the most similar first, each with its closest page, and flags those over the threshold', async () => {
    await expect.poll(async () => (await report()).pages.length, { timeout: 90_000, interval: 1000 }).toBeGreaterThan(1);
    const { pages, threshold } = await report();
    expect(threshold).toBe(80);

    await admin.goto('seo');
    await subTab('Page Analytics').click();
    const rows = table().getByRole('row');
    await rows.nth(Math.min(pages.length, 10)).waitFor();
    const firstCells = rows.nth(1).getByRole('cell');
    await expect(firstCells.nth(0).textContent()).resolves.toBe(pages[0]!.page_url);
    await expect(firstCells.nth(1).textContent()).resolves.toBe(pages[0]!.closest_url ?? 'None near');
    await main().getByText(flaggedNote(pages.filter((row) => row.over_threshold).length)).waitFor();
  }, 150_000);

  it('takes the threshold from the settings, refusing one out of range', async () => {
    await admin.goto('seo');
    await subTab('Settings').click();
    const threshold = main().getByLabel('Near-duplicate threshold (%)');
    await threshold.fill('65');
    await saveButton().click();
    await main().getByText('The near-duplicate threshold must be 70 to 100%').waitFor();

    await threshold.fill('70');
    await toastAfter(page(), () => saveButton().click(), 'Settings saved');
    await expect(admin.apiGet(versionedSeoSettingsSchema, '/api/seo/settings')).resolves.toMatchObject({ near_duplicate_threshold: 70 });
    const { pages } = await report();
    const flagged = pages.filter((row) => row.similarity !== null && row.similarity >= 70).length;
    expect(pages.filter((row) => row.over_threshold).length).toBe(flagged);
    await subTab('Page Analytics').click();
    await main().getByText(flaggedNote(flagged)).waitFor();
  }, 60_000);

  it('logged no errors in the browser', () => {
    expect(page().errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});
