import { createInProcessBus, type EventBus } from '@local-seo/service-kit';
import {
  makeTestServiceAccount,
  startGoogleOAuthStandIn,
  startIndexNowStandIn,
  startSearchConsoleSitemapsStandIn,
  type GoogleOAuthStandIn,
  type IndexNowStandIn,
  type SearchConsoleSitemapsStandIn,
} from '@local-seo/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { googleNotConfigured, indexNowNotConfigured } from '../src/submission/submitter.js';
import { logger, publicBase, seedCities, startCities, startSitemap, type RunningCities, type RunningSitemap } from './helpers.js';

const siteUrl = `${publicBase}/`;
const key = 'c0ffee00c0ffee00c0ffee00';
const account = makeTestServiceAccount();

let bus: EventBus;
let cities: RunningCities;
let oauth: GoogleOAuthStandIn;
let searchConsole: SearchConsoleSitemapsStandIn;
let indexNow: IndexNowStandIn;
let sitemap: RunningSitemap;
/** Where IndexNow finds the key file: the public URL maps onto the service under test. */
let keyFileServer = '';

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  cities = await startCities('sitemap_submit', bus);
  await seedCities(cities.database.url, 3);
  oauth = await startGoogleOAuthStandIn(account.publicKeyPem);
  searchConsole = await startSearchConsoleSitemapsStandIn({
    isValidToken: oauth.isValidToken,
    sites: { [siteUrl]: 'siteOwner', 'https://unverified.northway.test/': 'siteUnverifiedUser' },
  });
  indexNow = await startIndexNowStandIn({ resolveKeyLocation: (location) => location.replace(publicBase, keyFileServer) });
});

afterAll(async () => {
  await Promise.all([oauth?.close(), searchConsole?.close(), indexNow?.close()]);
  await cities?.close();
  await bus?.close();
});

afterEach(async () => {
  await sitemap?.close();
});

const configured = (extra: Record<string, string> = {}) => ({
  CITIES_URL: cities.url,
  PUBLIC_BASE_URL: publicBase,
  GOOGLE_SERVICE_ACCOUNT_JSON: account.json,
  GOOGLE_TOKEN_URL: oauth.tokenUrl,
  SEARCH_CONSOLE_BASE_URL: searchConsole.url,
  INDEXNOW_KEY: key,
  INDEXNOW_ENDPOINT: indexNow.url,
  ...extra,
});

async function start(env: Record<string, string>, label = 'sitemap_submit') {
  sitemap = await startSitemap(label, bus, env);
  keyFileServer = sitemap.url;
  expect((await sitemap.service.parts.generator.generate('manual')).success).toBe(true);
  return sitemap;
}

const post = (url: string, payload: object = {}) => sitemap.service.app.inject({ method: 'POST', url, payload });
const get = (url: string) => sitemap.service.app.inject(url);

describe('submission to Google through the Search Console API', () => {
  it('PUTs the sitemap with a bearer token, the site and feed path each URL-encoded, and no body', async () => {
    await start(configured());
    const before = searchConsole.requests.length;
    const response = await post('/api/admin/submit-sitemap-to-google', { sitemapUrl: `${publicBase}/sitemap.xml` });
    expect(response.json()).toEqual({ success: true, message: `Google Search Console accepted ${publicBase}/sitemap.xml for ${siteUrl}` });

    const [request] = searchConsole.requests.slice(before);
    expect(request).toMatchObject({
      method: 'PUT',
      rawPath: '/webmasters/v3/sites/https%3A%2F%2Fwww.northway.test%2F/sitemaps/https%3A%2F%2Fwww.northway.test%2Fsitemap.xml',
      siteUrl,
      feedpath: `${publicBase}/sitemap.xml`,
      body: '',
    });
    expect(oauth.isValidToken(request!.authorization)).toBe(true);
    expect(oauth.requests.at(-1)?.claims).toMatchObject({ iss: account.credentials.client_email, scope: 'https://www.googleapis.com/auth/webmasters' });

    // What Google then reports for the property.
    searchConsole.markDownloaded(siteUrl, `${publicBase}/sitemap.xml`, { warnings: 2, submitted: 5 });
    const status = (await get('/api/admin/google-sitemap-status')).json();
    expect(status).toMatchObject({ configured: true, success: true, siteUrl });
    expect(status.sitemaps).toEqual([
      expect.objectContaining({ path: `${publicBase}/sitemap.xml`, isPending: false, errors: 0, warnings: 2, isSitemapsIndex: false }),
    ]);
    expect(status.sitemaps[0].lastSubmitted).toMatch(/^\d{4}-/);
    expect(status.sitemaps[0].lastDownloaded).toMatch(/^\d{4}-/);
    expect(status.submissions[0]).toMatchObject({ engine: 'google', trigger: 'manual', outcome: 'submitted', success: true, httpStatus: 200 });

    expect((await get('/api/admin/test-google-connection')).json()).toEqual({
      success: true,
      message: `Connected to Google Search Console: ${siteUrl} (siteOwner)`,
      siteVerified: true,
    });
  });

  it("reports Google's refusals and failures, and records them", async () => {
    await start(configured());
    searchConsole.failNext(500);
    const failed = (await post('/api/admin/submit-sitemap-to-google')).json();
    expect(failed).toMatchObject({ success: false, error: 'Google Search Console answered 500: Backend Error' });

    searchConsole.failNext(429);
    expect((await get('/api/admin/google-sitemap-status')).json()).toMatchObject({
      configured: true,
      success: false,
      message: 'Google Search Console answered 429: Quota exceeded for quota metric',
      sitemaps: [],
    });
    const { submissions } = (await get('/api/admin/google-sitemap-status')).json();
    expect(submissions[0]).toMatchObject({ outcome: 'failed', success: false, httpStatus: 500, message: 'Google Search Console answered 500: Backend Error' });
  });

  it('says when the account has no access to the property, or the property is not verified', async () => {
    await start(configured({ SEARCH_CONSOLE_SITE_URL: 'https://elsewhere.northway.test/' }));
    const refused = (await post('/api/admin/submit-sitemap-to-google')).json();
    expect(refused.success).toBe(false);
    expect(refused.error).toContain("Google Search Console answered 403: User does not have sufficient permission for site 'https://elsewhere.northway.test/'");
    expect((await get('/api/admin/test-google-connection')).json()).toMatchObject({ success: false, siteVerified: false });
    await sitemap.close();

    await start(configured({ SEARCH_CONSOLE_SITE_URL: 'https://unverified.northway.test/' }));
    expect((await get('/api/admin/test-google-connection')).json()).toEqual({
      success: true,
      message: 'Connected to Google Search Console, but https://unverified.northway.test/ is not verified for this account',
      siteVerified: false,
    });
  });

  it('reports credentials Google refuses', async () => {
    const stranger = makeTestServiceAccount('someone@else.iam.gserviceaccount.com');
    await start(configured({ GOOGLE_SERVICE_ACCOUNT_JSON: stranger.json }));
    expect((await post('/api/admin/submit-sitemap-to-google')).json()).toMatchObject({
      success: false,
      error: 'Google refused the service-account credentials: Invalid JWT Signature.',
    });
  });

  it('says plainly that Google is not configured, and records it', async () => {
    await start({ CITIES_URL: cities.url, PUBLIC_BASE_URL: publicBase });
    expect((await post('/api/admin/submit-sitemap-to-google')).json()).toEqual({ success: false, message: googleNotConfigured, error: googleNotConfigured });
    expect((await get('/api/admin/test-google-connection')).json()).toEqual({ success: false, message: googleNotConfigured, siteVerified: false });
    const status = (await get('/api/admin/google-sitemap-status')).json();
    expect(status).toMatchObject({ configured: false, success: false, message: googleNotConfigured, sitemaps: [] });
    expect(status.submissions[0]).toMatchObject({ outcome: 'not-configured', success: false });
  });
});

describe('submission to Bing through IndexNow', () => {
  it('POSTs the changed URLs as JSON with the host, key and key location, then has nothing left to send', async () => {
    await start(configured(), 'sitemap_indexnow');
    // The first sync is the baseline: pages that existed before are not announced.
    expect((await get('/api/admin/bing-sitemap-status')).json()).toMatchObject({ configured: true, pendingUrls: 0, keyLocation: `${publicBase}/${key}.txt` });

    await seedCities(cities.database.url, 2, { firstNumber: 101 });
    await sitemap.service.parts.generator.generate('manual');
    expect((await get('/api/admin/bing-sitemap-status')).json()).toMatchObject({ pendingUrls: 3 }); // 2 cities and the delivery page

    const before = indexNow.submissions.length;
    expect((await post('/api/admin/submit-sitemap-to-bing', {})).json()).toEqual({ success: true, message: 'IndexNow accepted 3 changed URLs', urlCount: 3 });
    const [request] = indexNow.submissions.slice(before);
    expect(request!.status).toBe(200);
    expect(request!.contentType).toBe('application/json; charset=utf-8');
    const body = request!.body as { urlList: string[] };
    expect(body).toEqual({ host: 'www.northway.test', key, keyLocation: `${publicBase}/${key}.txt`, urlList: expect.any(Array) });
    expect([...body.urlList].sort()).toEqual([`${publicBase}/city-000101`, `${publicBase}/city-000102`, `${publicBase}/delivery`]);

    expect((await post('/api/admin/submit-sitemap-to-bing')).json()).toEqual({
      success: true,
      message: 'No changed URLs to send to IndexNow since the last submission',
      urlCount: 0,
    });
    expect(indexNow.submissions.length).toBe(before + 1);
  });

  it('sends at most 10,000 URLs per request', async () => {
    await start(configured(), 'sitemap_indexnow_batches');
    await seedCities(cities.database.url, 10_500, { firstNumber: 200_001 });
    await sitemap.service.parts.generator.generate('manual');
    const before = indexNow.submissions.length;
    const result = (await post('/api/admin/submit-sitemap-to-bing')).json();
    expect(result).toMatchObject({ success: true, urlCount: 10_501 }); // the cities and the delivery page
    const sizes = indexNow.submissions.slice(before).map((s) => (s.body as { urlList: string[] }).urlList.length);
    expect(sizes).toEqual([10_000, 501]);
    const status = (await get('/api/admin/bing-sitemap-status')).json();
    expect(status.pendingUrls).toBe(0);
    expect(status.submissions.slice(0, 2).map((s: { urlCount: number }) => s.urlCount)).toEqual([501, 10_000]);
  }, 60_000);

  it('reports refusals (rate limit, a key the key file does not confirm) and keeps the URLs for the next try', async () => {
    await start(configured(), 'sitemap_indexnow_refusals');
    await seedCities(cities.database.url, 1, { firstNumber: 300_001 });
    await sitemap.service.parts.generator.generate('manual');

    indexNow.failNext(429);
    const limited = (await post('/api/admin/submit-sitemap-to-bing')).json();
    expect(limited.success).toBe(false);
    expect(limited.error).toContain('IndexNow answered 429 Too Many Requests');
    expect((await get('/api/admin/bing-sitemap-status')).json()).toMatchObject({ pendingUrls: 2 }); // the city and the delivery page

    // A key of the admin's that this site does not serve as given: the key file confirms the new key only.
    keyFileServer = 'http://127.0.0.1:9';
    const forbidden = (await post('/api/admin/submit-sitemap-to-bing', { apiKey: 'another-key-1234' })).json();
    expect(forbidden.error).toContain('IndexNow answered 403 Forbidden: the key is not valid');
    keyFileServer = sitemap.url;

    // The admin's key is kept and served at the site root.
    expect((await get('/another-key-1234.txt')).body).toBe('another-key-1234');
    expect((await get(`/${key}.txt`)).statusCode).toBe(404);
    expect((await post('/api/admin/submit-sitemap-to-bing')).json()).toMatchObject({ success: true, urlCount: 2 });
    const { submissions } = (await get('/api/admin/bing-sitemap-status')).json();
    expect(submissions.map((s: { outcome: string; httpStatus: number }) => [s.outcome, s.httpStatus])).toEqual([
      ['submitted', 200],
      ['failed', 403],
      ['failed', 429],
    ]);
  });

  it('refuses a key that breaks the key rules, and says plainly when IndexNow is not configured', async () => {
    await start({ CITIES_URL: cities.url, PUBLIC_BASE_URL: publicBase }, 'sitemap_indexnow_none');
    const bad = await post('/api/admin/submit-sitemap-to-bing', { apiKey: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The IndexNow key must be 8 to 128 letters, digits or dashes');
    expect((await post('/api/admin/submit-sitemap-to-bing')).json()).toEqual({ success: false, message: indexNowNotConfigured, error: indexNowNotConfigured });
    expect((await get('/api/admin/bing-sitemap-status')).json()).toMatchObject({ configured: false, message: indexNowNotConfigured, keyLocation: null });

    const both = (await post('/api/admin/submit-sitemap-all')).json();
    expect(both).toMatchObject({ success: false, google: { success: false, error: googleNotConfigured }, bing: { success: false, error: indexNowNotConfigured } });
  });
});

describe('the automation', () => {
  it('regenerates when a city changed, then submits to Google and the changed URLs to IndexNow', async () => {
    await start(configured(), 'sitemap_automation');
    expect(await sitemap.service.parts.automation.runOnce()).toEqual({ generation: null, google: null, indexNow: null });

    // A city created through the cities service: its event marks the sitemap as out of date.
    const created = await cities.service.app.inject({
      method: 'POST',
      url: '/api/cities',
      payload: { city_name: 'Innisfil', province: 'Ontario', latitude: 44.3, longitude: -79.6, url_slug: 'innisfil', page_active: true },
    });
    expect(created.statusCode).toBe(201);
    await vi.waitFor(async () => expect((await sitemap.service.parts.generator.needsRegeneration()).needed).toBe(true), { timeout: 15_000 });
    const run = await sitemap.service.parts.automation.runOnce();
    expect(run.generation).toMatchObject({ success: true });
    expect(run.google).toMatchObject({ success: true });
    expect(run.indexNow).toMatchObject({ success: true, urlCount: 2 }); // Innisfil and the delivery page
    const { submissions } = (await get('/api/admin/google-sitemap-status')).json();
    expect(submissions[0]).toMatchObject({ trigger: 'automatic', outcome: 'submitted' });
  });

  it('submits everything with submit-sitemap-all', async () => {
    await start(configured(), 'sitemap_submit_all');
    expect((await post('/api/admin/submit-sitemap-all', { sitemapUrl: `${publicBase}/sitemap.xml` })).json()).toMatchObject({
      success: true,
      google: { success: true },
      bing: { success: true, urlCount: 0 },
    });
  });
});
