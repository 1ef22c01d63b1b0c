import { loadConfig } from '@local-seo/service-kit';
import { describe, expect, it, vi } from 'vitest';
import { sitemapEnvSchema } from '../src/index.js';
import { addAlliston, startSitemap, useCities } from './helpers.js';

const stack = useCities('sitemap_automation', addAlliston);

describe('the automation of a running service', () => {
  it('generates at start, then regenerates on its schedule once a city changed', async () => {
    // Every second instead of every 30 minutes, so the test sees the schedule at work.
    const sitemap = await startSitemap('sitemap_automation', stack.bus, {
      CITIES_URL: stack.cities.url,
      PUBLIC_BASE_URL: 'https://www.northway.test',
      GENERATE_AT_START: 'true',
      SITEMAP_CRON: '* * * * * *',
    });
    try {
      expect(await sitemap.service.parts.startGeneration()).toMatchObject({ success: true, cityCount: 1 });
      expect(await (await fetch(`${sitemap.url}/sitemap.xml`)).text()).toContain('<loc>https://www.northway.test/alliston</loc>');

      const payload = { city_name: 'Tottenham', province: 'Ontario', latitude: 44.02, longitude: -79.8, url_slug: 'tottenham', page_active: true };
      expect((await stack.cities.service.app.inject({ method: 'POST', url: '/api/cities', payload })).statusCode).toBe(201);
      await vi.waitFor(
        async () => expect(await (await fetch(`${sitemap.url}/sitemap.xml`)).text()).toContain('<loc>https://www.northway.test/tottenham</loc>'),
        { timeout: 15_000, interval: 200 },
      );
      const generations = await sitemap.service.context.db.sitemapGeneration.findMany({ orderBy: { id: 'asc' }, select: { trigger: true, status: true } });
      // (Alliston's own event may land after the start generation and cause one more scheduled run.)
      const [first, ...scheduled] = generations.map((g) => `${g.trigger} ${g.status}`);
      expect(first).toBe('start succeeded');
      expect(scheduled.length).toBeGreaterThanOrEqual(1);
      expect(new Set(scheduled)).toEqual(new Set(['cron succeeded']));
      // The schedule submitted after regenerating (the new sitemap is served a moment before),
      // and said that neither engine is configured.
      const submissions = () => sitemap.service.context.db.submission.findMany({ select: { engine: true, trigger: true, outcome: true } });
      await vi.waitFor(async () =>
        expect(await submissions()).toEqual(
          expect.arrayContaining([
            { engine: 'google', trigger: 'automatic', outcome: 'not-configured' },
            { engine: 'indexnow', trigger: 'automatic', outcome: 'not-configured' },
          ]),
        ),
      );
    } finally {
      await sitemap.close();
    }
  });

  it('refuses a schedule that is not a cron expression, naming the variable', () => {
    expect(() => loadConfig(sitemapEnvSchema, { DATABASE_URL: 'postgresql://localhost/x', SITEMAP_CRON: 'every half hour' })).toThrow(
      'SITEMAP_CRON: must be a cron expression such as */30 * * * *',
    );
  });
});
