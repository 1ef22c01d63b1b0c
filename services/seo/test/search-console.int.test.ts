import type { SeoKeyword } from '@local-seo/contracts';
import { createGoogleTokenSource, parseServiceAccount } from '@local-seo/service-kit';
import { makeTestServiceAccount, startGoogleOAuthStandIn, startSearchAnalyticsStandIn } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchConsoleClient, searchConsoleClientFrom } from '../src/providers/search-console.js';
import { trackKeywords } from '../src/tracking/track-keywords.js';
import { siteUrl, startHarness, type Harness } from './harness.js';

const window = { startDate: '2026-01-01', endDate: '2026-01-28' };

describe('the Search Analytics client', () => {
  const account = makeTestServiceAccount();
  let oauth: Awaited<ReturnType<typeof startGoogleOAuthStandIn>>;
  let api: Awaited<ReturnType<typeof startSearchAnalyticsStandIn>>;
  const clientFor = (site: string, baseUrl = api.url) =>
    createSearchConsoleClient({
      baseUrl,
      siteUrl: site,
      tokens: createGoogleTokenSource({ credentials: parseServiceAccount(account.json), scopes: ['https://www.googleapis.com/auth/webmasters.readonly'], tokenUrl: oauth.tokenUrl }),
    });

  beforeAll(async () => {
    oauth = await startGoogleOAuthStandIn(account.publicKeyPem);
    api = await startSearchAnalyticsStandIn({ isValidToken: oauth.isValidToken, sites: [siteUrl, 'sc-domain:northway.example'] });
    const page = `${siteUrl}barrie`;
    api.setData(siteUrl, [
      { query: 'topsoil barrie', page, clicks: 3, impressions: 30, position: 4, date: '2026-01-10' },
      { query: 'topsoil barrie', page, clicks: 1, impressions: 10, position: 8, date: '2026-01-11' },
      { query: 'topsoil barrie', page, clicks: 9, impressions: 90, position: 1, date: '2025-12-01' },
      { query: 'mulch barrie', page, clicks: 0, impressions: 5, position: 20, date: '2026-01-12' },
    ]);
  });
  afterAll(async () => {
    await api?.close();
    await oauth?.close();
  });

  it('asks with a bearer token and the property URL-encoded, and reads rows of keys, clicks, impressions, ctr and position', async () => {
    const rows = await clientFor(siteUrl).query({ ...window, dimensions: ['query', 'page'] });
    expect(rows).toEqual([
      // The two January days grouped: position weighted by impressions, (4*30 + 8*10) / 40.
      { keys: ['topsoil barrie', `${siteUrl}barrie`], clicks: 4, impressions: 40, ctr: 0.1, position: 5 },
      { keys: ['mulch barrie', `${siteUrl}barrie`], clicks: 0, impressions: 5, ctr: 0, position: 20 },
    ]);
    expect(api.requests.at(-1)!.path).toBe('/webmasters/v3/sites/https%3A%2F%2Fwww.northway.example%2F/searchAnalytics/query');
    expect(api.requests.at(-1)!.authorization).toMatch(/^Bearer ya29\./);
  });

  it('reads an answer without rows as no rows, also for a domain property', async () => {
    expect(await clientFor('sc-domain:northway.example').query({ ...window, dimensions: ['query'] })).toEqual([]);
    expect(api.requests.at(-1)!.path).toBe('/webmasters/v3/sites/sc-domain%3Anorthway.example/searchAnalytics/query');
  });

  it("reports Google's refusal in Google's words", async () => {
    await expect(clientFor('https://other.example/').query({ ...window, dimensions: ['query'] })).rejects.toThrow(
      "Search Console answered 403: User does not have sufficient permission for site 'https://other.example/'. See also: https://support.google.com/webmasters/answer/2451999.",
    );
    await expect(clientFor(siteUrl).query({ startDate: '2026-02-01', endDate: '2026-01-01', dimensions: ['query'] })).rejects.toThrow(
      'Search Console answered 400: startDate must be before or equal to endDate',
    );
    await expect(clientFor(siteUrl, 'http://127.0.0.1:9').query({ ...window, dimensions: ['query'] })).rejects.toThrow('Search Console could not be reached');
  });
});

describe('a tracking run over more rows than one call returns', () => {
  let harness: Harness;
  beforeAll(async () => (harness = await startHarness('paging')));
  afterAll(() => harness?.close());

  it('pages with startRow until a short page, counting every call', async () => {
    const queries = ['sand', 'gravel', 'mulch'];
    for (const keyword of queries) {
      const added = await harness.seo.app.inject({ method: 'POST', url: '/api/seo/keywords', payload: { page_type: 'home', page_id: 'home', keyword, keyword_type: 'primary' } });
      expect(added.statusCode).toBe(201);
    }
    // Each query showed with four pages: twelve rows; the home page is the best for gravel only.
    harness.searchAnalytics.setData(
      siteUrl,
      queries.flatMap((query, q) =>
        ['', 'a', 'b', 'c'].map((path, p) => ({ query, page: `${siteUrl}${path}`, clicks: 10 - p, impressions: 50, position: query === 'gravel' ? 2 + p : 9 - p + q })),
      ),
    );
    const result = await trackKeywords(
      { ctx: harness.seo.context, searchConsole: searchConsoleClientFrom(harnessSearchConsole(harness)), notConfigured: undefined, pageSize: 5 },
      'scheduled',
    );
    expect(result).toMatchObject({ keywordsTracked: 3, keywordsRanked: 3, apiCallsMade: 3 });
    expect(harness.searchAnalytics.requests.map((r) => [r.body.startRow, r.body.rowLimit])).toEqual([
      [0, 5],
      [5, 5],
      [10, 5],
    ]);
    const keywords = (await harness.seo.app.inject('/api/seo/keywords')).json() as SeoKeyword[];
    expect(Object.fromEntries(keywords.map((k) => [k.keyword, [k.position, k.url_found]]))).toEqual({
      gravel: [2, siteUrl],
      mulch: [8, `${siteUrl}c`],
      sand: [6, `${siteUrl}c`],
    });
    const runs = (await harness.seo.app.inject('/api/seo/tracking-runs')).json();
    expect(runs[0]).toMatchObject({ run_type: 'scheduled', status: 'completed', api_calls_made: 3 });
  });
});

/** The Search Console settings the harness gave its service, for a direct tracking run. */
function harnessSearchConsole(harness: Harness) {
  return { baseUrl: harness.searchAnalytics.url, siteUrl, credentials: harness.credentials, tokenUrl: harness.oauth.tokenUrl };
}
