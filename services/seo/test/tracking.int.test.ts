import type { SeoKeyword, SerpRow, TrackingRun } from '@local-seo/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCity, siteUrl, startHarness, type Harness } from './harness.js';

const page = (path: string) => new URL(path, siteUrl).toString();
const waitLong = { timeout: 10_000, interval: 50 };

describe('tracking with Search Console configured', () => {
  let harness: Harness;
  let barrie: { id: number };
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) => harness.seo.app.inject({ method, url, payload });
  const runs = async () => (await inject('GET', '/api/seo/tracking-runs')).json() as TrackingRun[];

  beforeAll(async () => {
    harness = await startHarness('tracking');
    barrie = await createCity(harness, { city_name: 'Barrie', url_slug: 'barrie' });
    // The city's programmatic keywords arrive by event: wait for them before adding more.
    await vi.waitFor(async () => expect(((await inject('GET', '/api/seo/keywords')).json() as unknown[]).length).toBe(4), waitLong);
    for (const [type, id, keyword] of [
      ['home', 'home', 'Landscaping Supplies Ontario'],
      ['city', String(barrie.id), 'river rock (bulk) barrie'],
    ] as const) {
      const response = await inject('POST', '/api/seo/keywords', { page_type: type, page_id: id, keyword, keyword_type: 'primary' });
      expect(response.statusCode).toBe(201);
    }
    harness.searchAnalytics.setData(siteUrl, [
      // Two pages showed for this query: the better average position counts.
      { query: 'landscaping supplies barrie', page: page('/barrie'), clicks: 12, impressions: 150, position: 3.5 },
      { query: 'landscaping supplies barrie', page: page('/'), clicks: 1, impressions: 40, position: 9.8 },
      { query: 'topsoil delivery barrie', page: page('/barrie'), clicks: 0, impressions: 20, position: 14.2, date: '2000-01-01' },
      { query: 'landscaping supplies ontario', page: page('/'), clicks: 30, impressions: 900, position: 7.25 },
      { query: 'river rock (bulk) barrie', page: page('/barrie'), clicks: 2, impressions: 25, position: 11 },
      // Seen with impressions for a query nobody tracks, and a tracked one without impressions.
      { query: 'mulch prices', page: page('/barrie'), clicks: 5, impressions: 60, position: 2 },
      { query: 'gravel delivery barrie', page: page('/barrie'), clicks: 0, impressions: 0, position: 0 },
    ]);
  });
  afterAll(() => harness?.close());
  afterEach(() => harness.oauth.refuse(false));

  it('reads positions from searchAnalytics.query and records a completed run', async () => {
    const response = await inject('POST', '/api/seo/track', { runType: 'manual' });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ status: 'completed', keywordsTracked: 6, keywordsRanked: 3, apiCallsMade: 1 });

    // The request as Google expects it: the property URL-encoded in the path, a bearer token, the body.
    const [request] = harness.searchAnalytics.requests;
    expect(request!.path).toBe(`/webmasters/v3/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`);
    expect(harness.oauth.isValidToken(request!.authorization)).toBe(true);
    expect(harness.oauth.requests.at(-1)!.claims.scope).toBe('https://www.googleapis.com/auth/webmasters.readonly');
    expect(request!.body).toMatchObject({ dimensions: ['query', 'page'], type: 'web', rowLimit: 25000, startRow: 0 });
    expect(request!.body.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const days = (Date.parse(request!.body.endDate) - Date.parse(request!.body.startDate)) / 86_400_000;
    expect(days).toBe(27);
    const [filter] = request!.body.dimensionFilterGroups[0].filters;
    expect(filter).toMatchObject({ dimension: 'query', operator: 'includingRegex' });
    expect(filter.expression).toContain('river rock \\(bulk\\) barrie');

    const [run] = await runs();
    expect(run).toMatchObject({ id: result.runId, run_type: 'manual', status: 'completed', keywords_tracked: 6, api_calls_made: 1, error_message: null });
    expect(Date.parse(run!.completed_at!)).toBeGreaterThanOrEqual(Date.parse(run!.started_at!));
  });

  it('shows each keyword at its position, and no position (Not Ranked) without impressions', async () => {
    const byKeyword = new Map(((await inject('GET', '/api/seo/keywords')).json() as SeoKeyword[]).map((k) => [k.keyword, k]));
    expect(byKeyword.get('landscaping supplies barrie')).toMatchObject({ position: 3.5, url_found: page('/barrie') });
    expect(byKeyword.get('Landscaping Supplies Ontario')).toMatchObject({ position: 7.25, url_found: page('/') });
    expect(byKeyword.get('river rock (bulk) barrie')).toMatchObject({ position: 11 });
    // Outside the 28-day window, and no impressions at all: not ranked, but tracked.
    expect(byKeyword.get('topsoil delivery barrie')).toMatchObject({ position: null, url_found: null });
    expect(byKeyword.get('gravel delivery barrie')!.position).toBeNull();
    expect(byKeyword.get('gravel delivery barrie')!.tracked_at).not.toBeNull();
  });

  it('answers the SERP rows of a page by page type and id', async () => {
    const response = await inject('GET', `/api/seo/serp?page_type=city&page_id=${barrie.id}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as SerpRow[];
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.keyword === 'landscaping supplies barrie')).toMatchObject({ position: 3.5, clicks: 12, impressions: 150, ctr: 0.08 });
    expect(rows.every((r) => typeof r.tracked_at === 'string' && typeof r.id === 'number')).toBe(true);
    const home = (await inject('GET', '/api/seo/serp?page_type=home&page_id=home')).json() as SerpRow[];
    expect(home.map((r) => r.keyword)).toEqual(['Landscaping Supplies Ontario']);
    const missing = await inject('GET', '/api/seo/serp?page_type=city');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('page_id is required');
  });

  it('refuses a run type other than manual', async () => {
    const response = await inject('POST', '/api/seo/track', { runType: 'nightly' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("runType must be 'manual'");
  });

  it('records a failed run with the API calls made and Google\'s error, and answers 502', async () => {
    harness.searchAnalytics.fail(429, 'Search Analytics load quota exceeded.');
    const response = await inject('POST', '/api/seo/track', { runType: 'manual' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Tracking failed: Search Console answered 429: Search Analytics load quota exceeded.');
    const [run] = await runs();
    expect(run).toMatchObject({ status: 'failed', api_calls_made: 1, keywords_tracked: 0, error_message: 'Search Console answered 429: Search Analytics load quota exceeded.' });
    expect(run!.completed_at).not.toBeNull();
  });

  it('fails clearly when Google refuses the service account', async () => {
    // A new token is needed only once the held one expires: restart to drop it.
    await harness.restartSeo();
    harness.oauth.refuse();
    const response = await inject('POST', '/api/seo/track', { runType: 'manual' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Tracking failed: Google refused the service-account credentials: Invalid JWT Signature.');
    expect((await runs())[0]).toMatchObject({ status: 'failed', api_calls_made: 0 });
  });

  it('runs one tracking at a time', async () => {
    harness.searchAnalytics.setDelay(300);
    const first = inject('POST', '/api/seo/track', { runType: 'manual' });
    await vi.waitFor(async () => expect((await runs())[0]?.status).toBe('running'), waitLong);
    const second = await inject('POST', '/api/seo/track', { runType: 'manual' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^Tracking run #\d+ is still in progress; wait for it to finish$/);
    expect((await first).statusCode).toBe(200);
    harness.searchAnalytics.setDelay(0);
  });

  it('takes over from a run left running by a stopped process once it is stale', async () => {
    const { db } = harness.seo.context;
    const stuck = await db.seoTrackingRun.create({ data: { runType: 'manual', status: 'running', startedAt: new Date(Date.now() - 3600_000) } });
    const response = await inject('POST', '/api/seo/track', { runType: 'manual' });
    expect(response.statusCode).toBe(200);
    expect(await db.seoTrackingRun.findUnique({ where: { id: stuck.id } })).toMatchObject({ status: 'failed', errorMessage: expect.stringMatching(/^Abandoned/) });
  });
});

describe('tracking without Search Console credentials', () => {
  let harness: Harness;
  beforeAll(async () => (harness = await startHarness('tracking_unconfigured', { searchConsole: 'missing' })));
  afterAll(() => harness?.close());

  it('answers 503 naming what is missing and records the failed run', async () => {
    const response = await harness.seo.app.inject({ method: 'POST', url: '/api/seo/track', payload: { runType: 'manual' } });
    expect(response.statusCode).toBe(503);
    const reason = 'Google Search Console is not configured: set GOOGLE_SERVICE_ACCOUNT_JSON (or GOOGLE_SERVICE_ACCOUNT_JSON_FILE) and SEARCH_CONSOLE_SITE_URL';
    expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: `Tracking failed: ${reason}` });
    const runs = (await harness.seo.app.inject('/api/seo/tracking-runs')).json() as TrackingRun[];
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'failed', error_message: reason, api_calls_made: 0, keywords_tracked: 0 });
    expect(harness.searchAnalytics.requests).toHaveLength(0);
  });
});

describe('scheduled tracking', () => {
  let harness: Harness;
  beforeAll(async () => (harness = await startHarness('tracking_scheduled', { trackingCron: '* * * * * *' })));
  afterAll(() => harness?.close());

  it('runs on the cron schedule once the service listens', async () => {
    await vi.waitFor(async () => {
      const runs = (await harness.seo.app.inject('/api/seo/tracking-runs')).json() as TrackingRun[];
      expect(runs.find((run) => run.status === 'completed')).toMatchObject({ run_type: 'scheduled', keywords_tracked: 0 });
    }, waitLong);
  });
});
