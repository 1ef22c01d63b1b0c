import { cityUpdated, type CityFacts, type SeoKeyword } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCity, startHarness, type Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => (harness = await startHarness('cities_copy')));
afterAll(() => harness?.close());

const waitLong = { timeout: 10_000, interval: 50 };
const keywordsOf = async (id: number) =>
  (await harness.seo.app.inject(`/api/seo/keywords?page_type=city&page_id=${id}`)).json() as SeoKeyword[];
const pageUrls = async () => ((await harness.seo.app.inject('/api/seo/pages?all=true')).json() as { url: string }[]).map((page) => page.url);

describe("the seo service's copy of the cities", () => {
  it('keeps keywords where a newer change put them when an older event comes late', async () => {
    const city = await createCity(harness, { city_name: 'Wasaga Beach', url_slug: 'wasaga-beach' });
    await vi.waitFor(async () => expect(await keywordsOf(city.id)).toHaveLength(4), waitLong);
    const renamed = await harness.cities.app.inject({ method: 'PATCH', url: `/api/cities/${city.id}`, payload: { url_slug: 'wasaga' } });
    expect(renamed.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await keywordsOf(city.id)).map((k) => k.page_url)).toEqual(Array(4).fill('/wasaga')), waitLong);

    // The same city as it was an hour ago, delivered late: neither the copy nor the keywords go back.
    const facts: CityFacts = {
      id: city.id,
      citySlug: 'wasaga-beach',
      cityName: 'Wasaga Beach',
      province: 'Ontario',
      latitude: 44.38,
      longitude: -79.69,
      population: null,
      pageActive: true,
      template: 'standard',
    };
    const late = cityUpdated.create({ city: facts, changed: ['url_slug'], activation: null, previousSlug: 'wasaga' }, 'cities');
    await harness.bus.publish({ ...late, occurredAt: new Date(Date.now() - 3_600_000).toISOString() });
    expect(await harness.seo.context.db.city.findUnique({ where: { id: city.id } })).toMatchObject({ slug: 'wasaga' });
    expect(new Set((await keywordsOf(city.id)).map((k) => k.page_url))).toEqual(new Set(['/wasaga']));
  });

  it('is filled from the cities service when empty, giving programmatic keywords only to pages that have none', async () => {
    const barrie = await createCity(harness, { city_name: 'Barrie', url_slug: 'barrie' });
    const midland = await createCity(harness, { city_name: 'Midland', url_slug: 'midland', page_active: false });
    await vi.waitFor(async () => expect([...(await keywordsOf(barrie.id)), ...(await keywordsOf(midland.id))]).toHaveLength(8), waitLong);
    // Staff removed one of Barrie's keywords, and all of Midland's.
    const [removed] = await keywordsOf(barrie.id);
    for (const keyword of [removed!, ...(await keywordsOf(midland.id))]) {
      expect((await harness.seo.app.inject({ method: 'DELETE', url: `/api/seo/keywords/${keyword.id}` })).statusCode).toBe(204);
    }

    // An empty copy (a first start beside existing cities) is filled from the cities service.
    await harness.seo.context.db.city.deleteMany();
    expect(await pageUrls()).toEqual(['/', '/delivery']);
    await harness.restartSeo();
    await vi.waitFor(async () => expect(await pageUrls()).toEqual(['/', '/delivery', '/barrie', '/midland', '/wasaga']), waitLong);

    await vi.waitFor(async () => expect(await keywordsOf(midland.id)).toHaveLength(4), waitLong);
    const barrieNow = (await keywordsOf(barrie.id)).map((k) => k.keyword);
    expect(barrieNow).toHaveLength(3);
    expect(barrieNow).not.toContain(removed!.keyword);
  });
});
