import type { AdminCity, PageDataChange } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { adminSession, eventually, stackForFile } from './support';

// A city in the Trash is gone, not unknown (docs/decisions.md, decision 11): its page answers 410 Gone (noindex), never
// its live page from a cache, and comes back when the city is restored.
const { stack } = stackForFile({ env: { WEATHER_PROVIDER: 'sample' } });

async function page(path: string) {
  const response = await fetch(`${stack().url}${path}`, { redirect: 'manual' });
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.text() };
}

/** Resolves once the page-data keeper has told its watchers (the public site first) that this city's pages are gone. */
function goneTold(cityId: number): Promise<void> {
  return new Promise((resolve) => {
    const stop = stack().gateway.parts.pageDataSource.watch!((change: PageDataChange) => {
      if (change.kind === 'pages' && change.gone && change.cityIds.includes(cityId)) {
        stop();
        resolve();
      }
    });
  });
}

describe('a city moved to the Trash', () => {
  it('answers 410 Gone with the no-longer-available page from the moment its event arrives, page data too; its page again once restored', async () => {
    const admin = await adminSession(stack().url, stack().adminPassword);
    const oakville = (await admin.cities()).find((city) => city.url_slug === 'oakville')!;
    // The live page, rendered and kept.
    await eventually(async () => expect((await page('/oakville')).status).toBe(200), 30_000);
    expect((await page('/oakville')).status).toBe(200);

    const told = goneTold(oakville.id);
    const item = await admin.adminRequest<{ entity: string; id: string }>('DELETE', `/api/cities/${oakville.id}`);
    expect(item).toMatchObject({ entity: 'city', id: String(oakville.id) });
    await told;
    // The first request after the event: the kept live page went with it.
    const gone = await page('/oakville');
    expect(gone.status).toBe(410);
    expect(gone.cacheControl).toBe('public, max-age=0, s-maxage=10');
    expect(gone.body).toContain('<meta name="robots" content="noindex"/>');
    expect(gone.body).toContain('is no longer available');
    expect((await fetch(`${stack().url}/api/page-data/oakville`)).status).toBe(410);
    // Unlisted from the delivery page's cities.
    expect(((await (await fetch(`${stack().url}/api/cities`)).json()) as AdminCity[]).map((city) => city.url_slug)).not.toContain('oakville');

    await admin.adminRequest('POST', `/api/admin/trash/cities/${oakville.id}/restore`);
    await eventually(async () => {
      expect((await page('/oakville')).status).toBe(200);
      expect((await fetch(`${stack().url}/api/page-data/oakville`)).status).toBe(200);
    }, 30_000);
    expect(((await (await fetch(`${stack().url}/api/cities`)).json()) as AdminCity[]).map((city) => city.url_slug)).toContain('oakville');
  }, 120_000);
});
