import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateSitemap } from '../src/domain/sitemap-validator.js';
import { autoIndexMinCities } from '../src/generation/sitemap-files.js';
import { publicBase, seedCities, startSitemap, useCities, type RunningSitemap } from './helpers.js';
import { xsdErrors } from './xsd.js';

const stack = useCities('sitemap_auto_index', (cities) => seedCities(cities.database.url, autoIndexMinCities - 1));
let sitemap: RunningSitemap;

beforeAll(async () => {
  sitemap = await startSitemap('sitemap_auto_index', stack.bus, { CITIES_URL: stack.cities.url, PUBLIC_BASE_URL: publicBase });
});

afterAll(async () => {
  await sitemap?.close();
});

const served = async (name: string) => (await fetch(`${sitemap.url}/${name}`)).text();

describe('the automatic sitemap index', () => {
  it('is a single sitemap below 500 live cities', async () => {
    expect(autoIndexMinCities).toBe(500);
    expect(await sitemap.service.parts.generator.generate('manual')).toEqual({ success: true, urlCount: 502, cityCount: 499, sitemapCount: 0 });
    expect(validateSitemap(await served('sitemap.xml'))).toMatchObject({ valid: true, kind: 'urlset', entries: 502 });
  });

  it('becomes an index, split as Generate Sitemap Index splits, once the 500th city goes live', async () => {
    const payload = { city_name: 'Bradford', province: 'Ontario', latitude: 44.11, longitude: -79.56, url_slug: 'bradford', page_active: true };
    expect((await stack.cities.service.app.inject({ method: 'POST', url: '/api/cities', payload })).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await sitemap.service.parts.generator.needsRegeneration()).toMatchObject({ needed: true }), { timeout: 15_000 });

    // The schedule's regeneration, from the city's event.
    const run = await sitemap.service.parts.automation.runOnce();
    expect(run.generation).toEqual({ success: true, urlCount: 503, cityCount: 500, sitemapCount: 1 });
    const index = await served('sitemap.xml');
    expect(await xsdErrors(index)).toEqual([]);
    const children: string[] = [];
    expect(validateSitemap(index, { onEntry: (entry) => children.push(entry.loc) })).toMatchObject({ valid: true, kind: 'sitemapindex', entries: 1 });
    expect(children).toEqual([`${publicBase}/sitemap-1.xml`]);
    expect(validateSitemap(await served('sitemap-1.xml'))).toMatchObject({ valid: true, kind: 'urlset', entries: 503 });

    // An admin's Regenerate gives the index too, as Generate Sitemap Index does.
    const regenerated = await sitemap.service.app.inject({ method: 'POST', url: '/api/admin/regenerate-sitemap' });
    expect(regenerated.json()).toEqual({ success: true, urlCount: 503, sitemapCount: 1 });
    expect((await sitemap.service.app.inject('/api/admin/sitemap-status')).json()).toMatchObject({ isIndex: true, sitemapCount: 1, cityCount: 500 });
    const index2 = await sitemap.service.app.inject({ method: 'POST', url: '/api/admin/regenerate-sitemap-index' });
    expect(index2.json()).toEqual({ success: true, sitemapCount: 1, totalUrls: 503 });
  });
});
