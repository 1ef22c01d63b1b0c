import { vitalsReportSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { setUpAdmin } from './support';

// Field Core Web Vitals end to end: a visitor's city page (every view sampled) measures itself
// after hydration, sends its beacon as it is hidden, and SEO Analytics shows the page's values.
const admin = setUpAdmin({ stack: { env: { VITALS_SAMPLE_RATE: '1' } } });

const main = () => admin.page.getByRole('main');
const report = () => admin.apiGet(vitalsReportSchema, '/api/seo/vitals');

describe('field Core Web Vitals', () => {
  it('are sent by a sampled city page as it is hidden, and shown per page in SEO Analytics', async () => {
    expect((await report()).pages).toEqual([]);
    await admin.goto('seo');
    await main().getByRole('tab', { name: 'Page Analytics', exact: true }).click();
    await main().getByText('No Core Web Vitals yet').waitFor();

    const visitor = await admin.newPage();
    const measuring = visitor.waitForResponse((response) => /\/assets\/field-vitals-[^/]+\.js$/.test(response.url()));
    await visitor.goto(`${admin.stack.url}/barrie`);
    await measuring;
    await visitor.getByRole('heading', { level: 1 }).click();
    // As when the visitor switches tabs: the page becomes hidden.
    await visitor.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await expect.poll(async () => (await report()).pages.map((page) => page.page_url), { timeout: 15_000 }).toEqual(['/barrie']);
    const [barrie] = (await report()).pages;
    expect(barrie!.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB']));
    expect(barrie!.metrics.every((metric) => metric.samples === 1)).toBe(true);
    await visitor.close();

    await admin.page.reload();
    await main().getByRole('tab', { name: 'Page Analytics', exact: true }).click();
    const row = main().getByRole('table', { name: 'Core Web Vitals of each page' }).getByRole('row').nth(1);
    await expect.poll(() => row.getByRole('cell').nth(0).textContent()).toBe('/barrie');
    const lcp = barrie!.metrics.find((metric) => metric.name === 'LCP')!;
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toMatch(
      new RegExp(`^${(lcp.p75 / 1000).toFixed(2)} s(Good|Needs improvement|Poor)1 sample$`),
    );
  }, 120_000);

  it('logged no errors in the browser', () => {
    expect(admin.page.errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});
