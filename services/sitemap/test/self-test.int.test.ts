import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCitiesClient } from '@local-seo/contracts';
import { createInProcessBus, type EventBus } from '@local-seo/service-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger, publicBase, startCities, startSitemap, type RunningCities, type RunningSitemap } from './helpers.js';

let bus: EventBus;
let cities: RunningCities;
let site: Server;
let siteUrl: string;
let sitemapUrl = '';

/**
 * A stand-in for the public site that answers as the real one does: the root
 * redirects (301) to the delivery page, which answers 200, a city page 200
 * only while the cities service says the city is live (404 otherwise), and the
 * crawler files come from the sitemap service, as the gateway routes them.
 */
async function startPublicSite(): Promise<void> {
  const client = createCitiesClient({ baseUrl: cities.url });
  async function answer(path: string, response: ServerResponse): Promise<void> {
    if (/^\/(robots\.txt|sitemap(-\d+)?\.xml)$/.test(path)) {
      const upstream = await fetch(`${sitemapUrl}${path}`, { signal: AbortSignal.timeout(5_000) });
      const text = await upstream.text();
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' }).end(text);
      return;
    }
    if (path === '/') {
      response.writeHead(301, { location: '/delivery' }).end();
      return;
    }
    const live = ['/delivery', '/terms', '/privacy'].includes(path) || (/^\/[a-z0-9-]+$/.test(path) && (await client.bySlug(path.slice(1))) !== null);
    response.writeHead(live ? 200 : 404, { 'content-type': 'text/html' }).end(live ? '<h1>page</h1>' : 'Not found');
  }
  // A failure answers 502 (as a proxy would) rather than leaving the request open.
  site = createServer((request, response) => {
    answer((request.url ?? '/').split('?')[0]!, response).catch((err: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(String(err));
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  cities = await startCities('sitemap_selftest', bus);
  await startPublicSite();
  for (const [slug, active] of [['newmarket', true], ['aurora', true], ['king-city', false]] as const) {
    const payload = { city_name: slug, province: 'Ontario', latitude: 44, longitude: -79.4, url_slug: slug, page_active: active };
    expect((await cities.service.app.inject({ method: 'POST', url: '/api/cities', payload })).statusCode).toBe(201);
  }
});

afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await cities?.close();
  await bus?.close();
});

let sitemap: RunningSitemap;
afterEach(() => sitemap?.close());

async function start(limits?: { maxUrlsPerFile?: number }) {
  sitemap = await startSitemap('sitemap_selftest', bus, { CITIES_URL: cities.url, PUBLIC_BASE_URL: publicBase, SITEMAP_CHECK_BASE_URL: siteUrl }, { limits });
  sitemapUrl = sitemap.url;
}

type SelfTest = { success: boolean; results: Array<{ test: string; success: boolean; message: string }>; error?: string };
const runSelfTest = async () => (await sitemap.service.app.inject({ method: 'POST', url: '/api/admin/test-sitemap-system' })).json() as SelfTest;
const outcome = (report: SelfTest, test: string) => report.results.find((r) => r.test === test);

const setActive = async (slug: string, active: boolean) => {
  const all = (await cities.service.app.inject('/api/admin/cities')).json() as Array<{ id: number; url_slug: string }>;
  const { id } = all.find((city) => city.url_slug === slug)!;
  expect((await cities.service.app.inject({ method: 'PATCH', url: `/api/cities/${id}`, payload: { page_active: active } })).statusCode).toBe(200);
};

describe('the sitemap self-test', () => {
  it('says there is nothing to test before the first generation', async () => {
    await start();
    expect(await runSelfTest()).toEqual({ success: false, results: [{ test: 'Sitemap exists', success: false, message: 'No sitemap has been generated yet' }] });
  });

  it('passes every test when what is served matches the live cities', async () => {
    await start();
    await sitemap.service.parts.generator.generate('manual');
    const report = await runSelfTest();
    expect(report.results.map((r) => [r.test, r.success])).toEqual([
      ['Sitemap exists', true],
      ['Sitemap follows the sitemaps.org schema', true],
      ['Sitemap index is consistent', true],
      ['Every URL is listed once, on the public site', true],
      ['No inactive city is listed', true],
      ['Every live city is listed', true],
      ['Every URL answers 200', true],
      ['robots.txt names the sitemap', true],
      ['Sitemap is served', true],
    ]);
    expect(report.success).toBe(true);
    expect(outcome(report, 'Every URL answers 200')?.message).toBe(`5 URLs answered 200 at ${siteUrl}`);
  });

  it('fails when a listed city went dark, and when a live city is missing', async () => {
    await start();
    await sitemap.service.parts.generator.generate('manual');
    const changesSeen = async () => (await sitemap.service.context.db.sitemapState.findUniqueOrThrow({ where: { id: 1 } })).contentVersion;
    const seen = await changesSeen();
    await setActive('aurora', false);
    await setActive('king-city', true);
    try {
      const report = await runSelfTest();
      expect(report.success).toBe(false);
      expect(outcome(report, 'No inactive city is listed')).toEqual({
        test: 'No inactive city is listed',
        success: false,
        message: `Not live: ${publicBase}/aurora`,
      });
      expect(outcome(report, 'Every live city is listed')).toMatchObject({ success: false, message: `Missing (regenerate the sitemap): ${publicBase}/king-city` });
      expect(outcome(report, 'Every URL answers 200')).toMatchObject({ success: false, message: `1 of 5 did not: ${siteUrl}/aurora (404)` });

      // One regeneration later all is well again.
      await vi.waitFor(async () => expect(await changesSeen()).toBe(seen + 2), { timeout: 15_000 });
      await sitemap.service.parts.automation.runOnce();
      expect((await runSelfTest()).success).toBe(true);
    } finally {
      await setActive('aurora', true);
      await setActive('king-city', false);
    }
  });

  it('checks an index against its sitemaps, and finds a file that breaks the schema', async () => {
    await start({ maxUrlsPerFile: 2 });
    await sitemap.service.parts.generator.generate('manual');
    let report = await runSelfTest();
    expect(outcome(report, 'Sitemap index is consistent')).toEqual({
      test: 'Sitemap index is consistent',
      success: true,
      message: '3 sitemaps holding 5 URLs',
    });
    expect(report.success).toBe(true);

    // A file broken where every replica reads it, in the database, before this one has read it.
    await sitemap.service.parts.generator.generate('manual');
    const { generationId } = (await sitemap.service.parts.generator.current())!;
    await sitemap.service.context.db.$executeRawUnsafe(
      `UPDATE sitemap_files
          SET content = convert_to(regexp_replace(convert_from(content, 'UTF8'), '<lastmod>[^<]+</lastmod>', '<lastmod>last Tuesday</lastmod>'), 'UTF8')
        WHERE generation_id = $1 AND name = 'sitemap-2.xml'`,
      generationId,
    );
    report = await runSelfTest();
    expect(report.success).toBe(false);
    expect(outcome(report, 'Sitemap follows the sitemaps.org schema')?.message).toContain('sitemap-2.xml line 3: <lastmod> must be a W3C datetime');
    expect(outcome(report, 'Sitemap index is consistent')?.success).toBe(false);
  });

  it('reports pages that cannot be reached at the configured base URL', async () => {
    sitemap = await startSitemap('sitemap_selftest', bus, { CITIES_URL: cities.url, PUBLIC_BASE_URL: publicBase, SITEMAP_CHECK_BASE_URL: 'http://127.0.0.1:9' });
    await sitemap.service.parts.generator.generate('manual');
    const report = await runSelfTest();
    const unreachable = outcome(report, 'Every URL answers 200')?.message;
    expect(unreachable).toMatch(/^5 of 5 did not: /);
    // The checks run side by side, so the failures come in no fixed order.
    for (const path of ['/aurora', '/delivery', '/newmarket']) expect(unreachable).toContain(`http://127.0.0.1:9${path} (unreachable)`);
    expect(outcome(report, 'Sitemap is served')).toMatchObject({ success: false, message: 'http://127.0.0.1:9/sitemap.xml could not be fetched (unreachable)' });
  });
});
