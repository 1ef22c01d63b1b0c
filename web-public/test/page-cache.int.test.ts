import { pageInOutcome } from '@local-seo/contracts';
import { cacheLookupCounts } from '@local-seo/testing';
import { describe, expect, it } from 'vitest';
import { createPageResponder, loadClientBuild } from '../src/server/index';
import { notFoundCacheControl, pageCacheControl } from '../src/server/page-responder';
import type { PublicSiteStats } from '../src/public-site';
import { adminSession, eventually, stackForFile } from './support';

const { stack } = stackForFile({ env: { WEATHER_PROVIDER: 'sample' } });

const stats = (): PublicSiteStats => stack().gateway.app.publicSite!.stats();

/** A page request as a browser sends it; `through` sends it the whole way through Fastify (a proxy's header). */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack().url}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers }, redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, etag: response.headers.get('etag'), headers: response.headers, body };
}
const through = { 'x-forwarded-proto': 'http' };

/** Resolves once the page answers the same etag twice, with no render queued or running (the demo data's events have settled for it). */
async function settled(path: string): Promise<string> {
  return eventually(async () => {
    const first = await get(path);
    await stack().gateway.app.publicSite!.idle();
    const second = await get(path);
    expect(first.status).toBe(200);
    expect(second.etag).toBe(first.etag);
    return second.etag!;
  }, 30_000);
}

describe('a kept page', () => {
  it('answers every query-string variant with the page of its canonical address, same etag, without rendering', async () => {
    const etag = await settled('/barrie');
    const before = stats();
    for (const path of ['/barrie?utm_source=newsletter&gclid=abc', '/barrie?r=123', '/barrie?fbclid=x#top', '/barri%65?r=1']) {
      for (const headers of [{}, through]) {
        const answer = await get(path, headers);
        expect(answer.status, path).toBe(200);
        expect(answer.etag, path).toBe(etag);
      }
    }
    expect(stats().renders).toBe(before.renders);
  });

  it('is never rendered again for a request, whichever way it is answered', async () => {
    const etag = await settled('/toronto');
    const before = stats();
    for (let i = 0; i < 20; i++) {
      const answer = await get('/toronto', i % 2 === 0 ? {} : through);
      expect(answer.etag).toBe(etag);
    }
    const revalidated = await get('/toronto', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(stats().renders).toBe(before.renders);
    expect(stats().awaited).toBe(before.awaited);
  });

  it('carries the same headers whether answered in front of Fastify or through it', async () => {
    await settled('/guelph');
    const fast = await get('/guelph');
    const slow = await get('/guelph', through);
    const names = (headers: Headers) => [...headers.keys()].filter((name) => !['x-request-id', 'date'].includes(name)).sort();
    expect(names(fast.headers)).toEqual(names(slow.headers));
    for (const name of names(slow.headers)) expect(fast.headers.get(name), name).toBe(slow.headers.get(name));
    expect(fast.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers.get('x-request-id')).not.toBe(slow.headers.get('x-request-id'));
    // The security headers the gateway adds, and the page's own policy.
    expect(fast.headers.get('x-frame-options')).toBe('DENY');
    expect(fast.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fast.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(fast.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(fast.body).toBe(slow.body);
  });

  it('tells shared caches how long they may keep it, and browsers to revalidate by etag', async () => {
    await settled('/milton');
    const page = await get('/milton');
    expect(page.headers.get('cache-control')).toBe(pageCacheControl);
    expect(pageCacheControl).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400');
    expect(page.headers.get('vary')).toBe('accept-encoding');
    const notFound = await get('/no-such-town-here');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('cache-control')).toBe(notFoundCacheControl);
    expect(notFound.headers.get('etag')).toBeNull();
  });

  it('says when it last changed, and answers 304 to a request that has it since (If-None-Match first when both come)', async () => {
    const etag = await settled('/barrie');
    const page = await get('/barrie');
    const lastModified = page.headers.get('last-modified')!;
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect(Date.parse(lastModified)).toBeLessThanOrEqual(Date.now());
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    for (const headers of [{}, through]) {
      expect((await get('/barrie', { ...headers, 'if-modified-since': lastModified })).status).toBe(304);
      expect((await get('/barrie', { ...headers, 'if-modified-since': new Date().toUTCString() })).status).toBe(304);
      const changedSince = await get('/barrie', { ...headers, 'if-modified-since': earlier });
      expect(changedSince.status).toBe(200);
      expect(changedSince.body).toContain('Barrie');
      expect((await get('/barrie', { ...headers, 'if-modified-since': 'not a date' })).status).toBe(200);
      // An etag that is not the page's wins over a date that would have matched.
      expect((await get('/barrie', { ...headers, 'if-modified-since': lastModified, 'if-none-match': '"other"' })).status).toBe(200);
      const revalidated = await get('/barrie', { ...headers, 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('last-modified')).toBe(lastModified);
    }
  });
});

describe('the terms and privacy pages', () => {
  it('are kept and revalidated like the other pages, rendered once', async () => {
    for (const path of ['/terms', '/privacy']) {
      const etag = await settled(path);
      const before = stats();
      for (const headers of [{}, through]) {
        const page = await get(path, headers);
        expect(page.status).toBe(200);
        expect(page.etag).toBe(etag);
        expect(page.headers.get('cache-control')).toBe(pageCacheControl);
        expect(page.headers.get('last-modified')).not.toBeNull();
        expect((await get(path, { ...headers, 'if-none-match': etag })).status).toBe(304);
      }
      expect(stats().renders).toBe(before.renders);
    }
  });
});

describe('the html cache in the metrics', () => {
  it('counts each page request once: a hit when answered from a kept page either way, a miss when rendered for it', async () => {
    const etag = await settled('/oakville');
    const before = await cacheLookupCounts('html');
    for (let i = 0; i < 6; i++) expect((await get('/oakville', i % 2 === 0 ? {} : through)).status).toBe(200);
    expect((await get('/oakville', { 'if-none-match': etag })).status).toBe(304);
    expect(await cacheLookupCounts('html')).toEqual({ lookups: before.lookups + 7, misses: before.misses });

    expect((await get('/nowhere-near-oakville')).status).toBe(404);
    expect(await cacheLookupCounts('html')).toEqual({ lookups: before.lookups + 8, misses: before.misses + 1 });
  });
});

describe('an unknown address', () => {
  it('is answered 404 from memory for a while, one render for many requests', async () => {
    const before = stats();
    for (let i = 0; i < 10; i++) {
      const answer = await get(`/atlantis-on-the-lake?i=${i}`, i % 2 === 0 ? {} : through);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('City not found');
    }
    expect(stats().renders - before.renders).toBe(1);
  });

  it('is kept briefly and boundedly', async () => {
    const build = await loadClientBuild();
    const responder = createPageResponder({
      source: stack().gateway.parts.pageDataSource,
      site: { ...(await (await fetch(`${stack().url}/api/site`)).json()), publicBaseUrl: stack().url },
      manifest: build.manifest,
      cacheEntries: 10,
      otherEntries: 3,
      notFoundTtlMs: 300,
    });
    try {
      for (const slug of ['a-town', 'b-town', 'c-town', 'd-town', 'e-town']) expect((await responder.respond(`/${slug}`)).page.status).toBe(404);
      expect(responder.stats().others).toBe(3);
      const renders = responder.stats().renders;
      await responder.respond('/e-town');
      expect(responder.stats().renders).toBe(renders);
      await new Promise((resolve) => setTimeout(resolve, 350));
      await responder.respond('/e-town');
      expect(responder.stats().renders).toBe(renders + 1);
    } finally {
      responder.close();
    }
  });
});

describe('after an admin change', () => {
  it('serves the last finished page while the new one renders in the background, then the new one; no request waits', async () => {
    const etag = await settled('/kitchener');
    const admin = await adminSession(stack().url, stack().adminPassword);
    const city = (await admin.cities()).find((c) => c.url_slug === 'kitchener')!;
    const before = stats();
    await admin.adminRequest('PATCH', `/api/cities/${city.id}`, { seo_title: 'Kitchener landscape supplies, delivered this week' });

    const seen: string[] = [];
    const fresh = await eventually(async () => {
      const answer = await get('/kitchener');
      expect(answer.status).toBe(200);
      seen.push(answer.etag!);
      expect(answer.etag).not.toBe(etag);
      expect(answer.body).toContain('Kitchener landscape supplies, delivered this week');
      return answer.etag!;
    });
    // Every answer meanwhile was the old page or the new one, and none of them waited for a render.
    expect(new Set(seen.filter((tag) => tag !== fresh))).toEqual(new Set(seen.includes(etag) ? [etag] : []));
    expect(stats().renders).toBeGreaterThan(before.renders);
    expect(stats().awaited).toBe(before.awaited);
  });

  it('checks every kept page again after all page data is dropped (a NATS gap): same content, same etag and Last-Modified, no render', async () => {
    const paths = ['/barrie', '/hamilton', '/ottawa'];
    const etags = await Promise.all(paths.map(settled));
    const lastModified = await Promise.all(paths.map(async (path) => (await get(path)).headers.get('last-modified')));
    const composedAt = pageInOutcome(await stack().gateway.parts.pageDataSource.pageData('barrie'))!.data.composedAt;
    const before = stats();
    const cache = stack().gateway.parts.pageDataSource as unknown as { allPages(): void; cityList(): void; schema(): void };
    cache.allPages();
    cache.cityList();
    cache.schema();
    const during = await Promise.all(paths.map((path) => get(path)));
    during.forEach((answer, i) => expect(answer.etag).toBe(etags[i]));
    await stack().gateway.app.publicSite!.idle();
    // Composed again (a new composedAt) with nothing new in it: the kept pages stand, and no request waited.
    expect(pageInOutcome(await stack().gateway.parts.pageDataSource.pageData('barrie'))!.data.composedAt).not.toBe(composedAt);
    const after = await Promise.all(paths.map((path) => get(path)));
    after.forEach((answer, i) => expect(answer.etag).toBe(etags[i]));
    after.forEach((answer, i) => expect(answer.headers.get('last-modified')).toBe(lastModified[i]));
    expect(stats().renders).toBe(before.renders);
    expect(stats().awaited).toBe(before.awaited);
  });
});
