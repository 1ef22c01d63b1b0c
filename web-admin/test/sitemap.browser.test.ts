import { bingSitemapStatusSchema, googleSitemapStatusSchema, publicCitySchema, sitemapStatusSchema } from '@local-seo/contracts';
import { startIndexNowStandIn, type IndexNowStandIn } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatFileSize } from '../src/lib/format';
import { toastAfter, toastTitled, setUpAdmin } from './support';

// The Sitemap tab against the real stack: Google is not configured (the demo's
// state), IndexNow answers from a local stand-in once the admin gives a key.

let indexNow: IndexNowStandIn;
beforeAll(async () => {
  indexNow = await startIndexNowStandIn();
});
afterAll(async () => {
  await indexNow?.close();
});
// Opened once the stand-in runs: the stack is pointed at it.
const admin = setUpAdmin(() => ({ stack: { env: { INDEXNOW_ENDPOINT: indexNow.url } } }));

const page = () => admin.page;
const main = () => page().getByRole('main');
/** The card titled `title`. */
const card = (title: string) =>
  main()
    .locator('section')
    .filter({ has: page().getByRole('heading', { name: title, exact: true }) });
/** The value of one fact of a card ('Sitemap Status' > 'Cities'). */
const fact = (title: string, label: string) =>
  card(title)
    .locator('dl > div')
    .filter({ has: page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
const button = (name: string) => main().getByRole('button', { name, exact: true });
const subTab = (name: string) => main().getByRole('tab', { name, exact: true });


const liveCityCount = async () => (await admin.apiGet(z.array(publicCitySchema), '/api/cities')).length;

/** Runs an action and answers the toast it shows (after clearing any earlier one). */
const act = (name: string, toastTitle: string) => toastAfter(page(), () => button(name).click(), toastTitle);

describe('the Sitemap tab', () => {
  it('shows the status of the sitemap and regenerates it', async () => {
    await admin.goto('sitemap');
    await expect(main().getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sitemap Management');
    await expect(subTab('Overview').getAttribute('aria-selected')).resolves.toBe('true');

    const toast = await act('Generate Sitemap', 'Sitemap Generated');
    const status = await admin.apiGet(sitemapStatusSchema, '/api/admin/sitemap-status');
    await expect(toast.textContent()).resolves.toContain(`The sitemap lists ${status.urlCount} URLs`);
    expect(status.cityCount).toBe(await liveCityCount());

    await expect.poll(() => fact('Sitemap Status', 'Cities').textContent()).toBe(String(status.cityCount));
    await expect(fact('Sitemap Status', 'Sitemap').textContent()).resolves.toBe('Exists');
    await expect(fact('Sitemap Status', 'URLs').textContent()).resolves.toBe(String(status.urlCount));
    await expect(fact('Sitemap Status', 'Size').textContent()).resolves.toBe(formatFileSize(status.size));
    await expect(fact('Sitemap Status', 'Last updated').textContent()).resolves.not.toBe('Never');
    await expect(main().getByText('The sitemap needs regeneration').count()).resolves.toBe(0);
  });

  it('says when a city change needs a regeneration, and the new sitemap counts the cities again', async () => {
    // A generation still running (the one at start reads the cities' list in a worker thread) would take the change in.
    await admin.stack.services.sitemap.parts.generator.idle();
    const before = await admin.apiGet(sitemapStatusSchema, '/api/admin/sitemap-status');
    const [city] = await admin.apiGet(z.array(publicCitySchema), '/api/cities');
    const change = await admin.stack.services.cities.app.inject({
      method: 'PATCH',
      url: `/api/cities/${city!.id}`,
      payload: { page_active: false },
    });
    expect(change.statusCode).toBe(200);

    // The status is polled every 30 s; a reload reads it at once.
    await expect
      .poll(
        async () => {
          await page().reload();
          // The status is read after the page loads: count once the card shows it.
          await fact('Sitemap Status', 'Cities').waitFor();
          return main().getByText('The sitemap needs regeneration').count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);

    await act('Generate Sitemap', 'Sitemap Generated');
    await expect.poll(() => fact('Sitemap Status', 'Cities').textContent()).toBe(String(before.cityCount - 1));
    await expect(main().getByText('The sitemap needs regeneration').count()).resolves.toBe(0);
  });

  it('enables only the submissions that can work', async () => {
    await admin.goto('sitemap');
    await fact('Sitemap Status', 'Sitemap').waitFor();
    // A sitemap exists, Google is not connected: Bing and All can go, Google cannot.
    await expect.poll(() => button('Submit to Google').isDisabled()).toBe(true);
    await expect(button('Submit to Bing').isEnabled()).resolves.toBe(true);
    await expect(button('Submit to All').isEnabled()).resolves.toBe(true);
    await expect(main().getByText('Submit to Google needs a working Google Search Console connection').isVisible()).resolves.toBe(true);

    await subTab('Advanced').click();
    const cities = await liveCityCount();
    expect(cities).toBeLessThan(100);
    await expect(button('Generate Sitemap Index').isDisabled()).resolves.toBe(true);
    await expect(main().getByText(`Needs at least 100 cities; the sitemap lists ${cities}.`).isVisible()).resolves.toBe(true);
    await expect(main().getByText('Note: the index is automatic at 500+ cities.').isVisible()).resolves.toBe(true);
  });

  it("shows the Search Console connection and the service's not-configured message", async () => {
    const google = await admin.apiGet(googleSitemapStatusSchema, '/api/admin/google-sitemap-status');
    expect(google.configured).toBe(false);
    await subTab('Google Search Console').click();
    const alert = main().getByRole('alert').filter({ hasText: 'Google Search Console is not configured' });
    await expect(alert.textContent()).resolves.toContain(google.message);
    expect(google.message).toMatch(/service account key file/);
    await main().getByText('Not connected', { exact: true }).waitFor();
    await main().getByText('Search Console is not connected.').waitFor();
  });

  it('submits to Bing through IndexNow once a key is given, and reports what failed', async () => {
    await subTab('Overview').click();
    const bing = await act('Submit to Bing', 'Bing Submission Failed');
    const notConfigured = (await admin.apiGet(bingSitemapStatusSchema, '/api/admin/bing-sitemap-status')).message;
    await expect(bing.textContent()).resolves.toContain(notConfigured);

    const all = await act('Submit to All', 'Submission Failed');
    await expect(all.textContent()).resolves.toContain('Failed to submit sitemap to search engines');
    await expect(all.textContent()).resolves.toContain('Google: Google Search Console is not configured');

    await subTab('Advanced').click();
    await main().getByLabel('IndexNow key').fill('short');
    await button('Save Key and Submit to Bing').click();
    await main().getByText('The IndexNow key must be 8 to 128 letters, digits or dashes').waitFor();
    expect(indexNow.submissions).toHaveLength(0);

    await main().getByLabel('IndexNow key').fill('browser-test-indexnow-key');
    const accepted = await act('Save Key and Submit to Bing', 'Submitted to Bing');
    await expect(accepted.textContent()).resolves.toMatch(/IndexNow accepted \d+ changed URLs/);
    expect(indexNow.submissions.map((submission) => submission.status)).toEqual([200]);
    const history = main().getByRole('table', { name: 'Recent Bing submissions' });
    await expect.poll(() => history.getByText('Submitted', { exact: true }).count()).toBe(1);
    await expect(card('Bing (IndexNow)').locator('dl').getByText('Configured', { exact: true }).isVisible()).resolves.toBe(true);
  });

  it('runs the test suite and lists each result', async () => {
    await subTab('Testing').click();
    await main().getByText('No tests have run yet in this session.').waitFor();
    await button('Run Tests').click();
    const results = main().getByRole('list', { name: 'Test results' });
    await results.waitFor({ timeout: 120_000 });
    const items = results.getByRole('listitem');
    const total = await items.count();
    expect(total).toBeGreaterThan(3);
    await expect(items.first().textContent()).resolves.toContain('Sitemap exists');
    const failed = await items.filter({ hasText: 'failed' }).count();
    await main()
      .getByText(`${total - failed} of ${total} tests passed`)
      .waitFor();
    const title = failed === 0 ? 'Test Suite Passed' : 'Test Suite Failed';
    await toastTitled(page(), title).waitFor();
  }, 120_000);

  it('logged no errors in the browser', () => {
    // Refused calls (4xx) are logged by Chromium as resource errors; anything else is a bug.
    expect(page().errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});
