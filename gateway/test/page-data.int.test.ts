import { startTestStack, type TestStack } from '@local-seo/all-in-one/testing';
import {
  cityContractorSummarySchema,
  cityCoverageSchema,
  nearbyCitySchema,
  contractorDetailsSchema,
  pageDataSchema,
  publicCitySchema,
  publicContractorSchema,
  publicProductSchema,
  schemaSettingsResponseSchema,
  siteSettingsSchema,
  weatherReportSchema,
  weatherSuggestionSchema,
  type PageData,
} from '@local-seo/contracts';
import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { useStaffDatabase } from '@local-seo/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';
import { startRelay, type Relay } from './support/relay.js';
import { expectCitiesUnavailable } from './support/cities-down.js';

const logger = createLogger('silent');
const eventually = { timeout: 15_000, interval: 100 };
let stack: TestStack;
const opened: (Gateway | Relay | EventBus)[] = [];

const staffDb = useStaffDatabase();

beforeAll(async () => {
  stack = await startTestStack({ frontends: false });
}, 120_000);

afterEach(async () => {
  await Promise.all(opened.splice(0).map((closable) => closable.close()));
});

afterAll(async () => {
  await stack?.close();
});

type UpstreamVariable = keyof TestStack['services']['urls'];

/** A gateway of the test's own on the stack's services and bus; some services may sit behind relays. */
async function gatewayWith(upstreams: Partial<Record<UpstreamVariable, string>> = {}, env: Record<string, string> = {}, bus: EventBus = stack.bus): Promise<Gateway> {
  const gateway = await createGateway({
    logger,
    bus,
    config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, ...stack.services.urls, ...upstreams, ADMIN_PASSWORD: stack.adminPassword, ...env }),
  });
  opened.push(gateway);
  return gateway;
}

async function relayTo(variable: UpstreamVariable): Promise<Relay> {
  const relay = await startRelay(stack.services.urls[variable]);
  opened.push(relay);
  return relay;
}

async function pageOf(gateway: Gateway, slug: string, headers: Record<string, string> = {}) {
  const response = await gateway.app.inject({ url: `/api/page-data/${slug}`, headers });
  return { response, page: response.statusCode === 200 ? pageDataSchema.parse(response.json()) : undefined };
}

async function getJson<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(`${stack.url}${path}`);
  expect({ path, status: response.status }).toEqual({ path, status: 200 });
  return schema.parse(await response.json());
}

async function adminHeaders(): Promise<Record<string, string>> {
  const login = await fetch(`${stack.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: stack.adminPassword }),
  });
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return { cookie: login.headers.get('set-cookie')!.split(';')[0]!, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
}

async function adminWrite(method: 'POST' | 'PATCH' | 'PUT', path: string, body: unknown, extra: Record<string, string> = {}) {
  const response = await fetch(`${stack.url}${path}`, { method, headers: { ...(await adminHeaders()), ...extra }, body: JSON.stringify(body) });
  expect({ path, status: response.status }).toEqual({ path, status: method === 'POST' ? 201 : 200 });
  return response.json() as Promise<unknown>;
}

const livePage = (slug: string) => getJson(`/api/page-data/${slug}`, pageDataSchema);

describe('GET /api/page-data/:slug', () => {
  it('composes a city page from the cities, weather, catalog, contractors and seo services', async () => {
    const page = await livePage('barrie');
    const [city, products, suggestions, summary, schema, coverage, nearby] = await Promise.all([
      getJson('/api/cities/barrie', publicCitySchema),
      getJson('/api/products/city/barrie', z.array(publicProductSchema)),
      getJson('/api/weather/suggestions', z.array(weatherSuggestionSchema)),
      getJson('/api/contractors/city/barrie/summary', cityContractorSummarySchema),
      getJson('/api/seo/schema-settings', schemaSettingsResponseSchema),
      getJson('/api/delivery/city/barrie', cityCoverageSchema),
      getJson('/api/cities/barrie/nearby', z.array(nearbyCitySchema)),
    ]);
    expect(page).toMatchObject({
      coverage,
      nearby,
      city,
      products,
      weatherSuggestions: suggestions,
      contractorCounts: summary.contractorCounts,
      topContractors: summary.topContractors,
      schema: schema.settings,
      degraded: [],
    });
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.weather).toMatchObject({ city_slug: 'barrie', status: 'fresh', source: { provider: 'open-meteo', sample: false } });
    expect(page.weather.forecast?.forecastday.length).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(page.composedAt)).toBeLessThan(60_000);
  });

  it("answers 404 'City not found' for an unknown city, and for one never published", async () => {
    const answer = async (slug: string) => {
      const response = await fetch(`${stack.url}/api/page-data/${slug}`);
      return { status: response.status, body: await response.json() };
    };
    expect(await answer('atlantis')).toEqual({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'City not found' } });
    // Stored but never published: as unknown as atlantis (a 410 is for a page that was public once).
    expect(await answer('stouffville')).toEqual({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'City not found' } });
  });

  it('answers 503 with a clear message when the cities service is down', async () => {
    const gateway = await gatewayWith({ CITIES_URL: 'http://127.0.0.1:9' });
    const response = await gateway.app.inject('/api/page-data/barrie');
    expectCitiesUnavailable(response);
  });

  it('waits for a slow cities service longer than for a part (no city, no page), and answers 503 past that', async () => {
    const cities = await relayTo('CITIES_URL');
    cities.set({ kind: 'slow', delayMs: 1500 });
    const patient = await gatewayWith({ CITIES_URL: cities.url }, { PAGE_DATA_TIMEOUT_MS: '1000', PAGE_DATA_CITY_TIMEOUT_MS: '5000' });
    const { page } = await pageOf(patient, 'barrie');
    expect(page!.city.url_slug).toBe('barrie');
    // The nearby cities are a part like the others: late, left out.
    expect(page!.degraded).toContain('nearby');

    const impatient = await gatewayWith({ CITIES_URL: cities.url }, { PAGE_DATA_TIMEOUT_MS: '1000', PAGE_DATA_CITY_TIMEOUT_MS: '1000' });
    expectCitiesUnavailable(await impatient.app.inject('/api/page-data/barrie'));
  });
});

describe('a part that fails degrades, the page never fails', () => {
  // Long enough that the parts which are not slowed answer in time on a busy machine.
  const partTimeoutMs = 1000;

  it('a slow weather service: the unavailable forecast and no suggestions, in about the part timeout', async () => {
    const weather = await relayTo('WEATHER_URL');
    weather.set({ kind: 'slow', delayMs: 3000 });
    const gateway = await gatewayWith({ WEATHER_URL: weather.url }, { PAGE_DATA_TIMEOUT_MS: String(partTimeoutMs) });
    const started = performance.now();
    const { page } = await pageOf(gateway, 'barrie');
    expect(performance.now() - started).toBeLessThan(partTimeoutMs + 1000);
    expect(page!.degraded.sort()).toEqual(['weather', 'weatherSuggestions']);
    expect(page!.weather).toMatchObject({
      status: 'unavailable',
      current: null,
      forecast: null,
      message: 'Weather forecast unavailable',
      detail: 'Check back soon for updated weather information',
    });
    expect(page!.weatherSuggestions).toEqual([]);
    expect(page!.products.length).toBeGreaterThan(0);
    expect(page!.contractorCounts.landscaping).toBeGreaterThan(0);
  });

  it.each([
    ['contractors', 'CONTRACTORS_URL', (page: PageData) => {
      expect(page.contractorCounts).toEqual({ landscaping: 0, hardscaping: 0, excavation: 0 });
      expect(page.topContractors).toEqual({ landscaping: [], hardscaping: [], excavation: [] });
    }],
    // The catalog also answers who delivers there (the page's local facts).
    ['products', 'CATALOG_URL', (page: PageData) => {
      expect(page.products).toEqual([]);
      expect(page.coverage).toBeNull();
    }],
    ['schema', 'SEO_URL', (page: PageData) => expect(page.schema).toBeNull()],
  ] as const)('a failing service behind %s: its empty value, named in degraded', async (part, variable, isEmpty) => {
    const relay = await relayTo(variable);
    relay.set({ kind: 'down' });
    const gateway = await gatewayWith({ [variable]: relay.url });
    const { page } = await pageOf(gateway, 'barrie');
    expect(page!.degraded).toEqual(part === 'products' ? ['products', 'coverage'] : [part]);
    isEmpty(page!);
    expect(page!.weather.status).toBe('fresh');
    expect(page!.city.url_slug).toBe('barrie');
  });

  it('keeps a degraded answer only briefly, so a recovered service shows soon', async () => {
    const contractors = await relayTo('CONTRACTORS_URL');
    contractors.set({ kind: 'down' });
    const gateway = await gatewayWith({ CONTRACTORS_URL: contractors.url }, { PAGE_DATA_DEGRADED_TTL_MS: '500' });
    expect((await pageOf(gateway, 'barrie')).page!.degraded).toEqual(['contractors']);
    contractors.set({ kind: 'pass' });
    expect((await pageOf(gateway, 'barrie')).page!.degraded).toEqual(['contractors']); // still the kept answer
    await vi.waitFor(async () => expect((await pageOf(gateway, 'barrie')).page!.degraded).toEqual([]), eventually);
    expect((await pageOf(gateway, 'barrie')).page!.contractorCounts.landscaping).toBeGreaterThan(0);
  });
});

describe('the page-data cache', () => {
  it('answers a second request from memory, with the same etag, and 304 to a caller that has it', async () => {
    const cities = await relayTo('CITIES_URL');
    const seo = await relayTo('SEO_URL');
    const gateway = await gatewayWith({ CITIES_URL: cities.url, SEO_URL: seo.url });
    const first = await pageOf(gateway, 'guelph');
    const second = await pageOf(gateway, 'guelph');
    expect(cities.count('/api/cities/guelph')).toBe(1);
    expect(seo.count('/api/seo/schema-settings')).toBe(1);
    expect(second.response.body).toBe(first.response.body);
    const etag = first.response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.response.headers.etag).toBe(etag);
    expect(first.response.headers['cache-control']).toBe('no-cache');

    const revalidated = await gateway.app.inject({ url: '/api/page-data/guelph', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    const changed = await gateway.app.inject({ url: '/api/page-data/guelph', headers: { 'if-none-match': '"another"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('composes once for many concurrent requests of an uncached city (no stampede)', async () => {
    const cities = await relayTo('CITIES_URL');
    const catalog = await relayTo('CATALOG_URL');
    const gateway = await gatewayWith({ CITIES_URL: cities.url, CATALOG_URL: catalog.url });
    const answers = await Promise.all(Array.from({ length: 25 }, () => gateway.app.inject('/api/page-data/orangeville')));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(cities.count('/api/cities/orangeville')).toBe(1);
    expect(catalog.count('/api/products/city/orangeville')).toBe(1);
  });

  describe('drops what an admin change affects, so the next request shows it', () => {
    /** The page once it is cached: two requests in a row, one composition (an earlier test's late events may drop it first). */
    async function cached(slug: string): Promise<PageData> {
      let page: PageData | undefined;
      await vi.waitFor(async () => {
        page = await livePage(slug);
        expect((await livePage(slug)).composedAt).toBe(page.composedAt);
      }, eventually);
      return page!;
    }

    it('a city edited (its SEO title)', async () => {
      const before = await cached('hamilton');
      await adminWrite('PATCH', `/api/cities/${before.city.id}`, { seo_title: 'Landscaping Supplies Delivered in Hamilton Today' });
      await vi.waitFor(async () => expect((await livePage('hamilton')).city.seo_title).toBe('Landscaping Supplies Delivered in Hamilton Today'), eventually);
    });

    it("a city's own content edited (its introduction and local resources)", async () => {
      const before = await cached('hamilton');
      const resources = [{ title: 'Escarpment soils guide', url: 'https://www.example.com/guides/escarpment', text: null }];
      await adminWrite('PATCH', `/api/cities/${before.city.id}`, { local_introduction: 'Below the escarpment.\n\nAbove it.', local_resources: resources });
      await vi.waitFor(async () => {
        const { city } = await livePage('hamilton');
        expect(city.local_introduction).toBe('<p>Below the escarpment.</p><p>Above it.</p>');
        expect(city.local_resources).toEqual(resources);
      }, eventually);
    });

    it('a weather suggestion added', async () => {
      await cached('hamilton');
      await adminWrite('POST', '/api/weather/suggestions', { weather_condition: 'Hail', suggestion_text: 'Cover stored mulch and soil piles' });
      await vi.waitFor(async () => expect((await livePage('hamilton')).weatherSuggestions.map((s) => s.weather_condition)).toContain('Hail'), eventually);
    });

    it('the schema settings saved', async () => {
      await cached('hamilton');
      const current = await getJson('/api/seo/schema-settings', schemaSettingsResponseSchema);
      const settings = { ...current.settings, businessDetails: { ...current.settings.businessDetails, officialName: 'Northway Landscape Supply Ltd.' } };
      await adminWrite('PUT', '/api/seo/schema-settings', settings);
      await vi.waitFor(async () => expect((await livePage('hamilton')).schema?.businessDetails.officialName).toBe('Northway Landscape Supply Ltd.'), eventually);
    });

    it('a product renamed', async () => {
      const before = await cached('hamilton');
      const product = before.products[0]!;
      await adminWrite('PATCH', `/api/products/${product.id}`, { brand_product_name: `${product.product_name} (Northway Select)` });
      await vi.waitFor(
        async () => expect((await livePage('hamilton')).products.map((p) => p.display_name)).toContain(`${product.product_name} (Northway Select)`),
        eventually,
      );
    });

    it('a city taken offline: its page is gone and the city list no longer names it', async () => {
      const before = await cached('aurora');
      const cachedList = await getJson('/api/cities', z.array(publicCitySchema));
      expect(cachedList.map((c) => c.url_slug)).toContain('aurora');
      await adminWrite('PATCH', `/api/cities/${before.city.id}`, { page_active: false });
      await vi.waitFor(async () => expect((await fetch(`${stack.url}/api/page-data/aurora`)).status).toBe(410), eventually);
      expect((await getJson('/api/cities', z.array(publicCitySchema))).map((c) => c.url_slug)).not.toContain('aurora');
    });
  });
});

describe('an earlier slug of a city (docs/behaviour/public-site.md#addresses-that-keep-their-value)', () => {
  it('answers 301 to the current slug from the city alone: no other service asked, no page composed or kept for it', async () => {
    const grimsby = await livePage('grimsby');
    await adminWrite('PATCH', `/api/cities/${grimsby.city.id}`, { url_slug: 'grimsby-on' });
    try {
      const [cities, weather, catalog, contractors, seo] = await Promise.all(
        (['CITIES_URL', 'WEATHER_URL', 'CATALOG_URL', 'CONTRACTORS_URL', 'SEO_URL'] as const).map((variable) => relayTo(variable)),
      );
      // A bus of its own: the rename's events, late on a busy machine, would drop what it keeps.
      const ownBus = createInProcessBus({ logger });
      opened.push(ownBus);
      const gateway = await gatewayWith(
        { CITIES_URL: cities!.url, WEATHER_URL: weather!.url, CATALOG_URL: catalog!.url, CONTRACTORS_URL: contractors!.url, SEO_URL: seo!.url },
        {},
        ownBus,
      );
      for (let i = 0; i < 3; i += 1) {
        const moved = await gateway.app.inject('/api/page-data/grimsby');
        expect(moved.statusCode).toBe(301);
        expect(moved.headers.location).toBe('/api/page-data/grimsby-on');
        expect(moved.body).toBe('');
      }
      // The city once (where the address leads is kept), and nothing else.
      expect(cities!.total()).toBe(1);
      expect([weather, catalog, contractors, seo].map((relay) => relay!.total())).toEqual([0, 0, 0, 0]);
      expect((await pageOf(gateway, 'grimsby-on')).page?.city.url_slug).toBe('grimsby-on');
    } finally {
      await adminWrite('PATCH', `/api/cities/${grimsby.city.id}`, { url_slug: 'grimsby' });
    }
  });
});

describe('GET /api/cities (the delivery page)', () => {
  it('answers the active cities from memory, with an etag, 304, and a new city after it is added', async () => {
    const cities = await relayTo('CITIES_URL');
    const gateway = await gatewayWith({ CITIES_URL: cities.url });
    const first = await gateway.app.inject('/api/cities');
    await gateway.app.inject('/api/cities');
    expect(cities.count('/api/cities')).toBe(1);
    expect(z.array(publicCitySchema).parse(first.json()).every((c) => c.page_active)).toBe(true);
    const etag = first.headers.etag as string;
    expect((await gateway.app.inject({ url: '/api/cities', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await adminWrite('POST', '/api/cities', { city_name: 'Innisfil', province: 'Ontario', latitude: 44.3, longitude: -79.58, url_slug: 'innisfil', page_active: true });
    await vi.waitFor(async () => {
      const list = z.array(publicCitySchema).parse((await gateway.app.inject('/api/cities')).json());
      expect(list.map((c) => c.url_slug)).toContain('innisfil');
    }, eventually);
    expect((await gateway.app.inject({ url: '/api/cities', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });

  it('lists inactive cities too, to staff only (GET /api/admin/cities)', async () => {
    expect((await fetch(`${stack.url}/api/admin/cities`)).status).toBe(401);
    const all = await fetch(`${stack.url}/api/admin/cities`, { headers: await adminHeaders() });
    expect(all.status).toBe(200);
    expect(((await all.json()) as { url_slug: string }[]).map((c) => c.url_slug)).toContain('stouffville');
  });
});

describe("the public site's calls (docs/behaviour/public-site.md#the-calls-the-browser-makes) through the gateway", () => {
  it('answers each one, in its contract shape', async () => {
    await livePage('barrie');
    await getJson('/api/cities/barrie', publicCitySchema);
    expect((await getJson('/api/cities', z.array(publicCitySchema))).length).toBeGreaterThan(20);
    await getJson('/api/weather/barrie', weatherReportSchema);
    await getJson('/api/weather/suggestions', z.array(weatherSuggestionSchema));
    await getJson('/api/products/city/barrie', z.array(publicProductSchema));
    for (const industry of ['landscaping', 'hardscaping', 'excavation']) {
      const cards = await getJson(`/api/contractors/search/barrie?industry=${industry}&usePlaces=false`, z.array(publicContractorSchema));
      expect(cards.length).toBeGreaterThan(0);
    }
    const [card] = await getJson('/api/contractors/search/barrie?industry=landscaping&usePlaces=false', z.array(publicContractorSchema));
    await getJson(`/api/contractors/details/${card!.id}`, contractorDetailsSchema);
  });

  it('GET /api/site answers the brand and its links', async () => {
    const site = await getJson('/api/site', siteSettingsSchema);
    expect(site).toMatchObject({ brandName: 'Northway Landscape Supply', publicBaseUrl: stack.url });
  });
});
