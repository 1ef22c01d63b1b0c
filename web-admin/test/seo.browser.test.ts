import { seoKeywordSchema, seoPageSchema, trackingRunSchema, versionedSeoSettingsSchema } from '@local-seo/contracts';
import {
  makeTestServiceAccount,
  startGoogleOAuthStandIn,
  startSearchAnalyticsStandIn,
  type GoogleOAuthStandIn,
  type SearchAnalyticsStandIn,
} from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toastAfter, setUpAdmin } from './support';

// SEO Analytics against the real stack, with Search Console answered by the
// local stand-ins of Google's OAuth and Search Analytics APIs.

const siteUrl = 'https://www.northway.example/';
const account = makeTestServiceAccount();
let oauth: GoogleOAuthStandIn;
let searchAnalytics: SearchAnalyticsStandIn;

beforeAll(async () => {
  oauth = await startGoogleOAuthStandIn(account.publicKeyPem);
  searchAnalytics = await startSearchAnalyticsStandIn({ isValidToken: oauth.isValidToken, sites: [siteUrl] });
});
afterAll(async () => {
  await Promise.all([searchAnalytics?.close(), oauth?.close()]);
});

// Opened once the stand-ins run: the stack is pointed at them.
const admin = setUpAdmin(() => ({
  stack: {
    env: {
      GOOGLE_SERVICE_ACCOUNT_JSON: account.json,
      GOOGLE_TOKEN_URL: oauth.tokenUrl,
      SEARCH_CONSOLE_BASE_URL: searchAnalytics.url,
      SEARCH_CONSOLE_SITE_URL: siteUrl,
    },
  },
}));

const page = () => admin.page;
const main = () => page().getByRole('main');
const button = (name: string) => main().getByRole('button', { name, exact: true });
const subTab = (name: string) => main().getByRole('tab', { name, exact: true });
const keywordTable = () => main().getByRole('table', { name: 'Tracked keywords' });
const keywordRow = (keyword: string) =>
  keywordTable()
    .getByRole('row')
    .filter({ has: page().getByRole('cell', { name: keyword, exact: true }) });

const keywords = () => admin.apiGet(z.array(seoKeywordSchema), '/api/seo/keywords');


async function openKeywords() {
  await admin.goto('seo');
  await subTab('Keywords').click();
}

async function searchKeywords(text: string) {
  await main().getByLabel('Search keywords').fill(text);
}

describe('SEO Analytics', () => {
  it('adds a keyword to an active page, and refuses no page, an empty keyword or an inactive page', async () => {
    await openKeywords();
    await expect(main().getByRole('heading', { level: 1 }).textContent()).resolves.toBe('SEO Analytics');
    const before = (await keywords()).length;

    await button('Add Keyword').click();
    const form = main().getByRole('form', { name: 'Add keyword' });
    await form.getByText('Choose a page for the keyword').waitFor();
    await form.getByText('Keyword is required').waitFor();

    const pages = await admin.apiGet(z.array(seoPageSchema), '/api/seo/pages?all=true');
    const inactive = pages.find((candidate) => !candidate.active);
    expect(inactive).toBeDefined();
    await expect(form.locator('option', { hasText: `${inactive!.name} (${inactive!.url}) - inactive` }).isDisabled()).resolves.toBe(true);

    const city = pages.find((candidate) => candidate.type === 'city' && candidate.active)!;
    await form.getByLabel('Page').selectOption({ label: `${city.name} (${city.url})` });
    await form.getByLabel('Keyword').fill('   ');
    await button('Add Keyword').click();
    await form.getByText('Keyword is required').waitFor();
    await expect(form.getByText('Choose a page for the keyword').count()).resolves.toBe(0);
    expect(await keywords()).toHaveLength(before);

    const keyword = `bulk mulch ${city.name.toLowerCase()}`;
    await form.getByLabel('Keyword').fill(keyword);
    await form.getByLabel('Type').selectOption('secondary');
    await toastAfter(page(), () => button('Add Keyword').click(), 'Keyword added successfully');
    const added = (await keywords()).find((row) => row.keyword === keyword);
    expect(added).toMatchObject({ page_type: 'city', page_id: city.id, page_url: city.url, keyword_type: 'secondary', active: true });

    await searchKeywords(keyword);
    await expect(keywordRow(keyword).getByText('Not Ranked', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(keywordRow(keyword).getByText('secondary', { exact: true }).isVisible()).resolves.toBe(true);

    // The same keyword again: the service refuses it and says why.
    await form.getByLabel('Keyword').fill(keyword);
    const refused = await toastAfter(page(), () => button('Add Keyword').click(), 'Failed to add keyword');
    await expect(refused.textContent()).resolves.toContain(`The keyword "${keyword}" is already tracked for this page`);
  });

  it('tracks positions from Search Console: 10 or better highlighted, worse normal, none Not Ranked', async () => {
    const url = admin.stack.url;
    searchAnalytics.setData(siteUrl, [
      { query: 'bulk topsoil delivery', page: `${url}/`, clicks: 12, impressions: 240, position: 3 },
      { query: 'landscaping supplies ontario', page: `${url}/`, clicks: 1, impressions: 80, position: 24.5 },
    ]);
    await openKeywords();
    const active = (await keywords()).filter((keyword) => keyword.active).length;
    const toast = await toastAfter(page(), () => button('Run Tracking').click(), 'Tracking completed');
    await expect(toast.textContent()).resolves.toContain(`${active} keywords tracked`);

    await searchKeywords('bulk topsoil delivery');
    const top = keywordRow('bulk topsoil delivery').getByText('Position #3', { exact: true });
    await expect.poll(() => top.getAttribute('class')).toContain('ui-badge--highlight');

    await searchKeywords('landscaping supplies ontario');
    const lower = keywordRow('landscaping supplies ontario').getByText('Position #24.5', { exact: true });
    await expect.poll(() => lower.getAttribute('class')).toContain('ui-badge--outline');

    await searchKeywords('landscaping supplies delivery areas ontario');
    await expect
      .poll(() => keywordRow('landscaping supplies delivery areas ontario').getByText('Not Ranked', { exact: true }).count())
      .toBe(1);

    await subTab('Site Overview').click();
    const top10 = main().locator('.ui-stat-card', { hasText: 'Ranked in Top 10' }).locator('.ui-stat-card__value');
    await expect.poll(() => top10.textContent()).toBe('1');
    const runs = main().getByRole('table', { name: 'Tracking runs' });
    await expect.poll(() => runs.getByText('Completed', { exact: true }).count()).toBeGreaterThan(0);
  });

  it("says 'Tracking failed' with the reason Search Console gave", async () => {
    await openKeywords();
    searchAnalytics.fail(500, 'Backend Error');
    const toast = await toastAfter(page(), () => button('Run Tracking').click(), 'Tracking failed');
    await expect(toast.textContent()).resolves.toContain('Search Console answered 500: Backend Error');

    const [latest] = await admin.apiGet(z.array(trackingRunSchema), '/api/seo/tracking-runs');
    expect(latest).toMatchObject({ status: 'failed', error_message: 'Search Console answered 500: Backend Error' });
    await subTab('Site Overview').click();
    const runs = main().getByRole('table', { name: 'Tracking runs' });
    await runs.getByText('Search Console answered 500: Backend Error').first().waitFor();
    await expect(runs.getByText('Failed', { exact: true }).count()).resolves.toBeGreaterThan(0);
  });

  it('deletes a keyword after asking', async () => {
    const keyword = 'gravel delivery near me';
    const created = await admin.stack.services.seo.app.inject({
      method: 'POST',
      url: '/api/seo/keywords',
      payload: { page_type: 'delivery', page_id: 'delivery', keyword, keyword_type: 'programmatic' },
    });
    expect(created.statusCode).toBe(201);
    await openKeywords();
    await searchKeywords(keyword);
    await main()
      .getByRole('button', { name: `Delete keyword "${keyword}"` })
      .click();
    const dialog = page().getByRole('dialog', { name: 'Delete keyword?' });
    await dialog.getByText(`"${keyword}" goes to the Trash with its tracking history, and can be restored from there for 30 days.`).waitFor();
    await toastAfter(page(), () => dialog.getByRole('button', { name: 'Delete', exact: true }).click(), 'Keyword deleted successfully');
    await expect.poll(() => keywordRow(keyword).count()).toBe(0);
    expect((await keywords()).some((row) => row.keyword === keyword)).toBe(false);
  });

  it('audits the public pages and shows one page in detail', async () => {
    await admin.goto('seo');
    await subTab('Page Analytics').click();
    const toast = await toastAfter(page(), () => button('Run Audit').click(), 'Audit completed');
    const audited = Number(/(\d+) pages audited/.exec((await toast.textContent()) ?? '')?.[1]);
    const pages = await admin.apiGet(z.array(seoPageSchema), '/api/seo/pages');
    expect(audited).toBe(pages.length);
    const table = main().getByRole('table', { name: 'Latest on-page audit of each page' });
    await expect.poll(() => table.getByRole('row').count()).toBe(Math.min(audited, 25) + 1);

    await main().getByLabel('Page', { exact: true }).selectOption({ label: 'Home (/)' });
    await main().getByRole('table', { name: 'Keyword rankings of Home' }).waitFor();
    await expect(
      main()
        .getByText(/issues found|No issues found/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
  }, 120_000);

  it('saves the tracking settings, with the service’s rules', async () => {
    await admin.goto('seo');
    await subTab('Settings').click();
    const window = main().getByLabel('Tracking window (days)');
    await window.fill('0');
    await button('Save Settings').click();
    await main().getByText('Tracking window must be 1 to 480 days').waitFor();

    await window.fill('90');
    await toastAfter(page(), () => button('Save Settings').click(), 'Settings saved');
    await expect(admin.apiGet(versionedSeoSettingsSchema, '/api/seo/settings')).resolves.toMatchObject({ tracking_window_days: 90 });
    await page().reload();
    await subTab('Settings').click();
    await expect(main().getByLabel('Tracking window (days)').inputValue()).resolves.toBe('90');
  });

  it('logged no errors in the browser', () => {
    // Refused calls (4xx, 5xx) are logged by Chromium as resource errors; anything else is a bug.
    expect(page().errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});
