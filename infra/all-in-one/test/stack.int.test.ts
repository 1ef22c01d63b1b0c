import { pageDataSchema, publicCitySchema, siteSettingsSchema } from '@local-seo/contracts';
import { launchBrowser } from '@local-seo/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoCities } from '../src/demo/cities.js';
import { setUpTestStack } from './support/set-up-stack.js';

const stack = setUpTestStack();

const activeDemoSlugs = demoCities.filter((c) => c.page_active !== false).map((c) => c.url_slug);

describe('startTestStack (the product in the test process)', () => {
  it('answers the active demo cities and a demo city page with every part from the services', async () => {
    const cities = z.array(publicCitySchema).parse(await (await fetch(`${stack.url}/api/cities`)).json());
    expect(cities.map((c) => c.url_slug).sort()).toEqual([...activeDemoSlugs].sort());

    const page = pageDataSchema.parse(await (await fetch(`${stack.url}/api/page-data/barrie`)).json());
    expect(page.degraded).toEqual([]);
    expect(page.city.url_slug).toBe('barrie');
    expect(page.weather).toMatchObject({ status: 'fresh', source: { provider: 'open-meteo', sample: false } });
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.weatherSuggestions).toHaveLength(5);
    expect(page.contractorCounts).toEqual({ landscaping: 2, hardscaping: 1, excavation: 1 });
    expect(page.schema?.businessDetails).toMatchObject({ currency: 'CAD' });
    expect(stack.standIns.openMeteo.requestsTo('forecast').length).toBeGreaterThan(0);
  });

  it('answers the site settings with the stack origin as the public base URL', async () => {
    const site = siteSettingsSchema.parse(await (await fetch(`${stack.url}/api/site`)).json());
    expect(site.publicBaseUrl).toBe(stack.url);
  });

  it('lets the admin in with the test password', async () => {
    const login = await fetch(`${stack.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: stack.adminPassword }),
    });
    expect(login.status).toBe(200);
  });
});

describe('launchBrowser', () => {
  it('collects console errors and uncaught errors of a page', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.setContent('<main><h1>Nothing wrong yet</h1></main>');
      expect(page.errors).toEqual([]);
      await page.evaluate(() => {
        console.error('a console error');
        setTimeout(() => {
          throw new Error('an uncaught error');
        });
      });
      await expect.poll(() => page.errors).toEqual(['a console error', 'Error: an uncaught error']);
    } finally {
      await browser.close();
    }
  });
});
