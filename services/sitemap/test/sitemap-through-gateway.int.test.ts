import { createGateway, gatewayConfigSchema, type Gateway } from '@local-seo/gateway';
import { createInProcessBus, type EventBus } from '@local-seo/service-kit';
import { useStaffDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateSitemap } from '../src/domain/sitemap-validator.js';
import { adminPassword, logger, publicBase, startCities, startSitemap, type RunningCities, type RunningSitemap } from './helpers.js';
import { xsdErrors } from './xsd.js';

const indexNowKey = 'a1b2c3d4e5f60718';
const waitLong = { timeout: 15_000, interval: 50 };

let bus: EventBus;
let cities: RunningCities;
let sitemap: RunningSitemap;
let gateway: Gateway;
let admin: { cookie: string; 'x-csrf-token': string };

const staffDb = useStaffDatabase();

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  cities = await startCities('sitemap_gw', bus);
  sitemap = await startSitemap('sitemap_gw', bus, { CITIES_URL: cities.url, PUBLIC_BASE_URL: publicBase, INDEXNOW_KEY: indexNowKey });
  gateway = await createGateway({
    logger,
    bus,
    config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, CITIES_URL: cities.url, SITEMAP_URL: sitemap.url, ADMIN_PASSWORD: adminPassword }),
  });
  const login = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: adminPassword } });
  const session = login.cookies.find((c) => c.name === 'admin_session')!;
  admin = { cookie: `admin_session=${session.value}`, 'x-csrf-token': (login.json() as { csrfToken: string }).csrfToken };
});

afterAll(async () => {
  await gateway?.close();
  await sitemap?.close();
  await cities?.close();
  await bus?.close();
});

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

async function createCity(slug: string, active: boolean): Promise<number> {
  const payload = { city_name: slug, province: 'Ontario', latitude: 44.4, longitude: -79.7, url_slug: slug, page_active: active };
  const response = await asAdmin('POST', '/api/cities', payload);
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

const status = async () => (await asAdmin('GET', '/api/admin/sitemap-status')).json() as Record<string, unknown>;

/** How many changes the sitemap service has taken in from events so far. */
const changesSeen = async () => (await sitemap.service.context.db.sitemapState.findUniqueOrThrow({ where: { id: 1 } })).contentVersion;

/** Waits until the sitemap service has taken in `count` more changes, then runs the scheduled job once. */
async function oneRegeneration(since: number, count = 1) {
  await vi.waitFor(async () => expect(await changesSeen()).toBeGreaterThanOrEqual(since + count), waitLong);
  expect((await status()).needsRegeneration).toBe(true);
  const run = await sitemap.service.parts.automation.runOnce();
  expect(run.generation?.success).toBe(true);
  expect((await status()).needsRegeneration).toBe(false);
}

async function publicSitemap(): Promise<string> {
  const response = await gateway.app.inject('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return response.body;
}

/** Every <loc> of a sitemap, in the order listed. */
const locsOf = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1]);

const lastmodOf = (xml: string, loc: string) =>
  new RegExp(`<loc>${loc.replace(/[.]/g, '\\.')}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

describe('the sitemap through the gateway', () => {
  it('lists a city activated through the gateway within one regeneration, and drops it when deactivated', async () => {
    const first = await sitemap.service.parts.generator.generate('manual');
    expect(first).toMatchObject({ success: true, urlCount: 3 }); // the delivery, terms and privacy pages alone
    let seen = await changesSeen();
    const id = await createCity('barrie', false);
    await oneRegeneration(seen);
    expect(await publicSitemap()).not.toContain(`${publicBase}/barrie`);

    seen = await changesSeen();
    expect((await asAdmin('PATCH', `/api/cities/${id}`, { page_active: true })).statusCode).toBe(200);
    await oneRegeneration(seen);
    let xml = await publicSitemap();
    expect(xml).toContain(`<loc>${publicBase}/barrie</loc>`);
    // lastmod is the time of the change, taken from the event, not the time of generation.
    const { updated_at } = (await asAdmin('GET', `/api/admin/cities/${id}`)).json() as { updated_at: string };
    const lastmod = lastmodOf(xml, `${publicBase}/barrie`)!;
    expect(Math.abs(Date.parse(lastmod) - Date.parse(updated_at))).toBeLessThan(2000);

    seen = await changesSeen();
    expect((await asAdmin('PATCH', `/api/cities/${id}`, { page_active: false })).statusCode).toBe(200);
    await oneRegeneration(seen);
    xml = await publicSitemap();
    expect(xml).not.toContain(`${publicBase}/barrie`);
    expect(validateSitemap(xml).valid).toBe(true);
  });

  it('moves a city whose slug changed, and keeps the lastmod of pages that did not change', async () => {
    let seen = await changesSeen();
    const id = await createCity('orillia', true);
    const other = await createCity('midland', true);
    await oneRegeneration(seen, 2);
    const before = await publicSitemap();
    const midlandBefore = lastmodOf(before, `${publicBase}/midland`);
    expect(midlandBefore).toBeDefined();

    await new Promise((resolve) => setTimeout(resolve, 1100)); // lastmod has one-second precision
    seen = await changesSeen();
    expect((await asAdmin('PATCH', `/api/cities/${id}`, { url_slug: 'city-of-orillia' })).statusCode).toBe(200);
    await oneRegeneration(seen);
    const after = await publicSitemap();
    expect(after).toContain(`<loc>${publicBase}/city-of-orillia</loc>`);
    expect(after).not.toContain(`<loc>${publicBase}/orillia</loc>`);
    expect(lastmodOf(after, `${publicBase}/midland`)).toBe(midlandBefore);
    // The delivery page lists the cities: it changed with the slug.
    expect(lastmodOf(after, `${publicBase}/delivery`)).not.toBe(lastmodOf(before, `${publicBase}/delivery`));
    expect(other).toBeGreaterThan(0);
  });

  it('serves valid sitemaps.org XML, robots.txt naming the sitemap and the IndexNow key file', async () => {
    const xml = await publicSitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(await xsdErrors(xml)).toEqual([]);
    expect(validateSitemap(xml)).toMatchObject({ valid: true, kind: 'urlset' });
    // The root only redirects to the delivery page: it is not listed.
    expect(locsOf(xml)).toEqual([`${publicBase}/city-of-orillia`, `${publicBase}/delivery`, `${publicBase}/midland`, `${publicBase}/privacy`, `${publicBase}/terms`]);

    const robots = await gateway.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${publicBase}/sitemap.xml`);

    const key = await gateway.app.inject(`/${indexNowKey}.txt`);
    expect([key.statusCode, key.body]).toEqual([200, indexNowKey]);
    expect((await gateway.app.inject('/not-the-key-at-all.txt')).statusCode).toBe(404);
    expect((await gateway.app.inject('/sitemap-7.xml')).json()).toMatchObject({ statusCode: 404, message: 'sitemap-7.xml is not part of the current sitemap' });
  });

  it('answers a conditional request with 304', async () => {
    const first = await gateway.app.inject('/sitemap.xml');
    const again = await gateway.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(first.headers['last-modified']).toMatch(/GMT$/);
  });

  it('reports the status the Sitemap tab shows, to an admin only', async () => {
    expect((await gateway.app.inject('/api/admin/sitemap-status')).statusCode).toBe(401);
    expect((await gateway.app.inject({ method: 'POST', url: '/api/admin/regenerate-sitemap' })).statusCode).toBe(401);
    const current = await status();
    expect(current).toMatchObject({
      exists: true,
      cityCount: 2,
      urlCount: 5,
      needsRegeneration: false,
      sitemapUrl: `${publicBase}/sitemap.xml`,
      isIndex: false,
      sitemapCount: 0,
      lastError: null,
      lastWarning: null,
    });
    expect(current.size).toBe(Buffer.byteLength(await publicSitemap()));
    expect(Date.parse(current.lastModified as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('regenerates on request, as one file or as an index of numbered sitemaps', async () => {
    const index = await asAdmin('POST', '/api/admin/regenerate-sitemap-index');
    expect(index.json()).toEqual({ success: true, sitemapCount: 1, totalUrls: 5 });
    const xml = await publicSitemap();
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain(`<sitemap><loc>${publicBase}/sitemap-1.xml</loc><lastmod>`);
    expect(await xsdErrors(xml)).toEqual([]);
    const child = await gateway.app.inject('/sitemap-1.xml');
    expect(child.statusCode).toBe(200);
    expect(await xsdErrors(child.body)).toEqual([]);
    expect((await status()).isIndex).toBe(true);

    const single = await asAdmin('POST', '/api/admin/regenerate-sitemap');
    expect(single.json()).toEqual({ success: true, urlCount: 5, sitemapCount: 0 });
    expect(await publicSitemap()).toContain('<urlset');
    expect((await gateway.app.inject('/sitemap-1.xml')).statusCode).toBe(404);
  });
});
