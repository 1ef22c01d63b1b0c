import { describe, expect, it } from 'vitest';
import { adminSession, eventually, stackForFile } from './support';

// docs/behaviour/public-site.md#addresses-that-keep-their-value
const { stack } = stackForFile({ env: { WEATHER_PROVIDER: 'sample' } });

async function answer(path: string) {
  const response = await fetch(`${stack().url}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

async function page(path: string) {
  const response = await fetch(`${stack().url}${path}`, { redirect: 'manual' });
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.text() };
}

/**
 * Resolves once every path answers as expected: the caches follow the change by events, and
 * the services' copies of the city too (page data composed while they had not is kept for
 * the degraded TTL, 15 s).
 */
const answersSoon = (expected: Record<string, { status: number; location?: string | null }>) =>
  eventually(async () => {
    for (const [path, wanted] of Object.entries(expected)) expect(await answer(path), path).toEqual({ location: null, ...wanted });
  }, 30_000);

describe('a city whose slug changed', () => {
  it('answers 301 from every earlier address to the current one, in one hop, pages and page data alike', async () => {
    const admin = await adminSession(stack().url, stack().adminPassword);
    const milton = (await admin.cities()).find((city) => city.url_slug === 'milton')!;
    expect((await answer('/milton')).status).toBe(200);

    await admin.adminRequest('PATCH', `/api/cities/${milton.id}`, { url_slug: 'milton-on' });
    await answersSoon({ '/milton': { status: 301, location: '/milton-on' }, '/milton-on': { status: 200 } });

    await admin.adminRequest('PATCH', `/api/cities/${milton.id}`, { url_slug: 'milton-ontario' });
    await answersSoon({
      '/milton': { status: 301, location: '/milton-ontario' },
      '/milton-on': { status: 301, location: '/milton-ontario' },
      '/Milton-On/?utm_source=x': { status: 301, location: '/milton-on?utm_source=x' },
      '/milton-ontario': { status: 200 },
      '/api/page-data/milton': { status: 301, location: '/api/page-data/milton-ontario' },
    });

    // Back to the first slug: it is the page again, and the others lead to it.
    await admin.adminRequest('PATCH', `/api/cities/${milton.id}`, { url_slug: 'milton' });
    await answersSoon({
      '/milton': { status: 200 },
      '/milton-on': { status: 301, location: '/milton' },
      '/milton-ontario': { status: 301, location: '/milton' },
    });
  }, 120_000);

  it('answers 410 Gone for a city made inactive, with the not-found page, kept briefly; the page again once active', async () => {
    const admin = await adminSession(stack().url, stack().adminPassword);
    const guelph = (await admin.cities()).find((city) => city.url_slug === 'guelph')!;
    expect((await answer('/guelph')).status).toBe(200);
    await admin.setActive(guelph.id, false);
    const gone = await eventually(async () => {
      const answered = await page('/guelph');
      expect(answered.status).toBe(410);
      return answered;
    });
    expect(gone.cacheControl).toBe('public, max-age=0, s-maxage=10');
    expect(gone.body).toContain('<meta name="robots" content="noindex"/>');
    expect(gone.body).toContain('Choose a city to see local delivery');
    expect((await answer('/api/page-data/guelph')).status).toBe(410);
    expect((await answer('/no-such-town')).status).toBe(404);

    await admin.setActive(guelph.id, true);
    await answersSoon({ '/guelph': { status: 200 } });
  }, 120_000);
});
