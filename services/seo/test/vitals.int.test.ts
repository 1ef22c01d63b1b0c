import type { VitalsBeacon, VitalsReport } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneVitals, utcDay } from '../src/data/vitals.js';
import { createCity, startHarness, type Harness } from './harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness('vitals');
  await createCity(harness, { city_name: 'Barrie', url_slug: 'barrie' });
  await createCity(harness, { city_name: 'Dark Town', url_slug: 'dark-town', page_active: false });
});
afterAll(async () => {
  await harness?.close();
});

const send = (payload: string | object, headers: Record<string, string> = {}) =>
  harness.seo.app.inject({
    method: 'POST',
    url: '/api/vitals',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const beacon = (metrics: VitalsBeacon['metrics'], path = '/barrie', device: VitalsBeacon['device'] = 'mobile'): VitalsBeacon => ({ path, device, metrics });
const report = async (query = '') => {
  const response = await harness.seo.app.inject(`/api/seo/vitals${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as VitalsReport;
};
const stored = () => harness.seo.context.db.seoVitalSample.count();
const daysAgo = (days: number) => new Date(utcDay(new Date()).getTime() - days * 86_400_000);

describe('field Core Web Vitals', () => {
  it('takes one page view at a time and reports each page and metric at its 75th percentile, rated, with its number of samples', async () => {
    for (const [lcp, cls] of [
      [1000, 0.01],
      [2000, 0.02],
      [3000, 0.3],
      [4000, 0.4],
    ] as const) {
      expect((await send(beacon([{ name: 'LCP', value: lcp }, { name: 'CLS', value: cls }]))).statusCode).toBe(204);
    }
    expect((await send(beacon([{ name: 'TTFB', value: 120 }], '/', 'desktop'))).statusCode).toBe(204);
    expect((await send(beacon([{ name: 'INP', value: 80 }], '/delivery'))).statusCode).toBe(204);

    expect(await report()).toEqual({
      days: 28,
      pages: [
        { page_url: '/', metrics: [{ name: 'TTFB', p75: 120, rating: 'good', samples: 1 }] },
        {
          page_url: '/barrie',
          metrics: [
            // percentile_cont over 1000..4000: 3250 ms, between 2.5 s and 4 s.
            { name: 'LCP', p75: 3250, rating: 'needs-improvement', samples: 4 },
            { name: 'CLS', p75: 0.325, rating: 'poor', samples: 4 },
          ],
        },
        { page_url: '/delivery', metrics: [{ name: 'INP', p75: 80, rating: 'good', samples: 1 }] },
      ],
    });
    expect((await report('?device=desktop')).pages.map((page) => page.page_url)).toEqual(['/']);
  });

  it('keeps a value past its metric range at the range end', async () => {
    expect((await send(beacon([{ name: 'FCP', value: 1e300 }]))).statusCode).toBe(204);
    const fcp = (await report()).pages.find((page) => page.page_url === '/barrie')!.metrics.find((metric) => metric.name === 'FCP');
    expect(fcp).toEqual({ name: 'FCP', p75: 60_000, rating: 'poor', samples: 1 });
  });

  it('counts the last 28 days only, and prunes what is older', async () => {
    const db = harness.seo.context.db;
    await db.seoVitalSample.createMany({
      data: [
        { pageUrl: '/delivery', metric: 'INP', value: 900, device: 'mobile', day: daysAgo(27) },
        { pageUrl: '/delivery', metric: 'INP', value: 900, device: 'mobile', day: daysAgo(28) },
        { pageUrl: '/delivery', metric: 'INP', value: 900, device: 'mobile', day: daysAgo(90) },
      ],
    });
    const inp = async () => (await report()).pages.find((page) => page.page_url === '/delivery')!.metrics[0];
    // 80 and 900: its 75th percentile is 695 ms, poor.
    expect(await inp()).toEqual({ name: 'INP', p75: 695, rating: 'poor', samples: 2 });
    expect(await pruneVitals(db, new Date())).toBe(2);
    expect(await db.seoVitalSample.count({ where: { pageUrl: '/delivery' } })).toBe(2);
    expect(await inp()).toEqual({ name: 'INP', p75: 695, rating: 'poor', samples: 2 });
  });

  it('stores the path, metric, value, device and day alone', async () => {
    const row = await harness.seo.context.db.seoVitalSample.findFirst({ where: { pageUrl: '/' } });
    expect(Object.keys(row!).sort()).toEqual(['day', 'device', 'id', 'metric', 'pageUrl', 'value']);
    expect(row!.day.toISOString()).toBe(utcDay(new Date()).toISOString());
  });

  it.each([
    ['a body that is not JSON', 'LCP=1200', 'Request body is not valid JSON'],
    ['an unknown metric', beacon([{ name: 'FID' as 'LCP', value: 10 }]), 'Metric name must be one of LCP, INP, CLS, FCP, TTFB'],
    ['a negative value', beacon([{ name: 'LCP', value: -1 }]), 'Metric value must not be negative'],
    ['a value that is not a number', beacon([{ name: 'LCP', value: 'fast' as unknown as number }]), 'Metric value must be a number'],
    ['a metric sent twice', beacon([{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }]), 'Each metric may be sent once'],
    ['no metric', beacon([]), 'At least one metric is required'],
    ['an unknown device', { ...beacon([{ name: 'LCP', value: 1 }]), device: 'tv' }, 'Device must be mobile or desktop'],
    ['a field more', { ...beacon([{ name: 'LCP', value: 1 }]), visitor: 'abc' }, expect.any(String)],
    ['an address instead of a path', beacon([{ name: 'LCP', value: 1 }], 'https://elsewhere.example/barrie'), 'Page path must be a page of the site, such as /barrie'],
    ['a path too long', beacon([{ name: 'LCP', value: 1 }], `/${'a'.repeat(500)}`), 'Page path must be at most 500 characters'],
    ['an unknown page', beacon([{ name: 'LCP', value: 1 }], '/nowhere'), 'Page path must be the home page, /delivery or an active city page'],
    ['an inactive city page', beacon([{ name: 'LCP', value: 1 }], '/dark-town'), 'Page path must be the home page, /delivery or an active city page'],
  ])('refuses %s with 400 and stores nothing', async (_what, payload, message) => {
    const before = await stored();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message });
    expect(await stored()).toBe(before);
  });

  it('refuses a body over 2 KiB with 413 and stores nothing', async () => {
    const before = await stored();
    const response = await send({ ...beacon([{ name: 'LCP', value: 1 }]), padding: 'x'.repeat(3000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, message: 'Request body is too large' });
    expect(await stored()).toBe(before);
  });
});
