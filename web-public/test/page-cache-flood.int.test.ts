// Addresses anyone can make up without end (redirects, unknown and gone cities, query and
// encoding variants, paths too long to be a page) must never push a live page out of the
// page cache (docs/operations.md, "The page cache").
import type { PublicCity } from '@local-seo/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PublicSiteStats } from '../src/public-site';
import { pageCacheControl } from '../src/server/response-policy';
import { eventually, stackForFile } from './support';

const { stack } = stackForFile({ env: { WEATHER_PROVIDER: 'sample' } });

const stats = (): PublicSiteStats => stack().gateway.app.publicSite!.stats();
const through = { 'x-forwarded-proto': 'http' };

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack().url}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get('x-cache'), etag: response.headers.get('etag'), cacheControl: response.headers.get('cache-control') };
}

/**
 * Every live page of the demo data, rendered whole and settled (the same etag twice, nothing
 * rendering). Whole, because a page with a part missing (a part late on a busy machine) is
 * kept only briefly by design and rendered again when it expires, whatever the flood does.
 */
async function livePages(): Promise<string[]> {
  const cities = (await (await fetch(`${stack().url}/api/cities`)).json()) as PublicCity[];
  const paths = ['/delivery', '/terms', '/privacy', ...cities.map((city) => `/${city.url_slug}`)];
  await eventually(async () => {
    const first = await Promise.all(paths.map((path) => get(path)));
    await stack().gateway.app.publicSite!.idle();
    const second = await Promise.all(paths.map((path) => get(path)));
    second.forEach((answer, i) => {
      expect(answer.status, paths[i]).toBe(200);
      expect(answer.etag, paths[i]).toBe(first[i]!.etag);
      expect(answer.cacheControl, `${paths[i]} is whole`).toBe(pageCacheControl);
    });
  }, 60_000);
  return paths;
}

const word = fc.stringMatching(/^[a-z0-9-]{1,24}$/);
const slug = (paths: string[]) => fc.constantFrom(...paths.filter((path) => path.split('/').length === 2).map((path) => path.slice(1)));

/** Each family of made-up addresses, and how many of each the flood sends. */
function families(live: string[]): [name: string, count: number, address: fc.Arbitrary<string>][] {
  return [
    // The router's 307 to the path without the empty segment: the family that flushed the cache.
    ['doubled slashes', 2_100, fc.tuple(word, word).map(([a, b]) => `/${a}//${b}`)],
    ['unknown cities', 300, word.map((w) => `/no-such-town-${w}`)],
    ['unknown deeper paths', 300, fc.tuple(word, word).map(([a, b]) => `/${a}/${b}`)],
    ['gone and unknown cities, query variants', 300, fc.tuple(fc.constantFrom('stouffville', 'atlantis'), word).map(([city, w]) => `/${city}?v=${w}`)],
    ['live pages, query variants', 300, fc.tuple(slug(live), word).map(([city, w]) => `/${city}?utm_source=${w}&gclid=${w}`)],
    ['encoded characters', 300, fc.tuple(word, fc.constantFrom('%7E', '%C3%A9', '%2F', '%20', '%E0%A4%A', '%25', '%3F')).map(([w, c]) => `/${w}${c}${w}`)],
    ['paths too long to be a page', 300, fc.tuple(word, fc.integer({ min: 201, max: 4_000 })).map(([w, n]) => `/${w}${'x'.repeat(n)}`)],
  ];
}

/** Sends the requests `parallel` at a time. */
async function flood(paths: string[], parallel = 8) {
  const answers: { path: string; status: number; cache: string | null }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        answers.push({ path, ...(await get(path, next % 2 === 0 ? {} : through)) });
      }
    }),
  );
  return answers;
}

describe('a flood of addresses that are no live page', () => {
  it('leaves every live page kept: each still answered from memory (x-cache: HIT), none rendered again', async () => {
    const live = await livePages();
    const before = stats();
    let sent = 0;
    for (const [name, count, address] of families(live)) {
      const paths = [...new Set(fc.sample(address, { numRuns: count, seed: 33 }))];
      const answers = await flood(paths);
      sent += answers.length;
      for (const answer of answers) {
        expect(answer.status, `${name}: ${answer.path}`).toBeLessThan(500);
        // Answers of the page cache say where they came from; the router's canonical 301 and the gateway's own 4xx are no page answers.
        if (answer.status !== 301 && answer.status !== 400) expect(['HIT', 'MISS'], `${name}: ${answer.path}`).toContain(answer.cache);
      }
    }
    expect(sent).toBeGreaterThan(3_500);
    await stack().gateway.app.publicSite!.idle();
    for (const path of live) {
      for (const headers of [{}, through]) {
        const answer = await get(path, headers);
        expect(answer.status, path).toBe(200);
        expect(answer.cache, path).toBe('HIT');
      }
    }
    const after = stats();
    // The flood rendered its own answers, and not one live page again.
    expect(after.pages).toBe(before.pages);
    expect(after.others).toBeLessThanOrEqual(1_000);
    expect(after.renders - before.renders).toBeLessThan(sent);
  }, 600_000);
});

describe('a page path longer than any page', () => {
  it('answers 404 at once, without a render and without being kept', async () => {
    expect((await get(`/${'a'.repeat(200)}`)).status).toBe(404); // the longest slug: a city that is not there
    const before = stats();
    for (const path of [`/${'a'.repeat(201)}`, `/${'a'.repeat(255)}`, `/${'b'.repeat(5_000)}`, `/q1/${'z'.repeat(300)}`, `/q1//${'z'.repeat(300)}`, `/${'%61'.repeat(201)}`]) {
      for (const headers of [{}, through]) {
        const answer = await get(path, headers);
        expect(answer.status, path.slice(0, 40)).toBe(404);
        expect(answer.cache).toBe('HIT');
      }
    }
    const body = await (await fetch(`${stack().url}/${'a'.repeat(201)}`)).text();
    expect(body).toContain('Page Not Found');
    expect(body).not.toContain('<script');
    const after = stats();
    expect(after.renders).toBe(before.renders);
    expect(after.pages).toBe(before.pages);
    expect(after.others).toBe(before.others);
  });
});
