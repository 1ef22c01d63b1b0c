import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuditResponse, NearDuplicatesResponse } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCity, startHarness, type Harness } from './harness.js';

/** Words of a deterministic text: `count` words numbered from `seed`, scrambled. */
const text = (seed: number, count: number) => Array.from({ length: count }, (_, i) => `w${(seed * 7919 + i * 104729) % 100_003}`).join(' ');

/**
 * City pages as web-public renders them: one template of 600 words with the city's name every
 * twelfth word, then 200 words of the city's own. Header and footer, outside <main>, are the same
 * on every page and do not count.
 */
const templateWords = text(1, 600).split(' ');
const cityMain = (city: string, seed: number) => `${templateWords.map((word, i) => (i % 12 === 0 ? city : word)).join(' ')} <p>${text(seed, 200)}</p>`;
const page = (title: string, main: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><header>${text(9, 80)}</header><main><h1>${title}</h1>${main}</main><footer>${text(8, 80)}</footer></body></html>`;

/** The public site as a crawler sees it: Innisfil's page is Barrie's with its last sentence changed. */
const publicPages: Record<string, string> = {
  '/barrie': page('Barrie', cityMain('barrie', 2)),
  '/innisfil': page('Innisfil', cityMain('barrie', 2).replace(/ \S+ \S+ \S+ \S+<\/p>$/, ' a different last sentence</p>')),
  '/milton': page('Milton', cityMain('milton', 3)),
  '/guelph': page('Guelph', cityMain('guelph', 4)),
  '/orillia': page('Orillia', `<p>${text(5, 700)}</p>`),
};

let site: Server;
let harness: Harness;
const cityIds = new Map<string, number>();
/** The public site starts down (503), as while it starts after the seo service. */
let siteAnswers = false;
let requestsWhileDown = 0;

beforeAll(async () => {
  site = createServer((request, response) => {
    const html = publicPages[request.url ?? ''];
    if (!siteAnswers) {
      requestsWhileDown += 1;
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Starting');
      return;
    }
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(html ?? 'Not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  harness = await startHarness('near_duplicates', { publicBaseUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}`, nearDuplicateQuietMs: 300 });
  for (const slug of Object.keys(publicPages).map((path) => path.slice(1))) {
    cityIds.set(slug, (await createCity(harness, { city_name: slug[0]!.toUpperCase() + slug.slice(1), url_slug: slug })).id);
  }
});
afterAll(async () => {
  await harness?.close();
  site?.close();
});

const report = async () => {
  const response = await harness.seo.app.inject('/api/seo/near-duplicates');
  expect(response.statusCode).toBe(200);
  return response.json() as NearDuplicatesResponse;
};
const putSettings = (payload: object) => harness.seo.app.inject({ method: 'PUT', url: '/api/seo/settings', payload });

describe('near-duplicate city pages', () => {
  let found: NearDuplicatesResponse;
  const of = (path: string) => found.pages.find((row) => row.page_url === path)!;

  it('are not stored while no city page can be fetched: the run fails, and is tried again', async () => {
    await vi.waitFor(() => expect(requestsWhileDown).toBeGreaterThanOrEqual(5), { timeout: 15_000, interval: 50 });
    expect((await report()).pages).toEqual([]);
    siteAnswers = true;
  });

  it('are looked for once the city changes stop, and every live city page is stored with its closest page', async () => {
    await vi.waitFor(async () => expect((await report()).pages).toHaveLength(5), { timeout: 15_000, interval: 100 });
    found = await report();
    expect(found.threshold).toBe(80);
    expect(found.pages.map((row) => row.page_url).sort()).toEqual(['/barrie', '/guelph', '/innisfil', '/milton', '/orillia']);
  });

  it('flags a planted copy, each of the pair naming the other, listed first', () => {
    expect(of('/innisfil')).toMatchObject({ closest_url: '/barrie', over_threshold: true });
    expect(of('/barrie')).toMatchObject({ closest_url: '/innisfil', over_threshold: true });
    expect(of('/innisfil').similarity).toBeGreaterThanOrEqual(95);
    expect(found.pages.slice(0, 2).map((row) => row.page_url).sort()).toEqual(['/barrie', '/innisfil']);
  });

  it('does not flag pages of the same template with text of their own, nor a unique page', () => {
    for (const path of ['/milton', '/guelph', '/orillia']) expect(of(path).over_threshold, path).toBe(false);
    expect(of('/orillia')).toMatchObject({ closest_url: null, similarity: null });
    const similarities = found.pages.map((row) => row.similarity ?? -1);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
  });

  it("adds the finding to the on-page audit of a flagged page only", async () => {
    const audit = (await harness.seo.app.inject({ method: 'POST', url: '/api/seo/audit', payload: { pages: ['/innisfil', '/milton'] } })).json() as AuditResponse;
    const issues = (path: string) => audit.results.find((result) => result.page_url === path)!.issues_found;
    expect(issues('/innisfil')).toContain(`Near-duplicate of /barrie (${of('/innisfil').similarity}% similar): add a local introduction`);
    expect(issues('/milton').filter((issue) => issue.startsWith('Near-duplicate'))).toEqual([]);
  });

  it('takes the threshold from the SEO settings: staff change it, and a value out of range is refused', async () => {
    for (const [value, message] of [
      [69, 'The near-duplicate threshold must be 70 to 100%'],
      [101, 'The near-duplicate threshold must be 70 to 100%'],
      [85.5, 'The near-duplicate threshold must be a whole percentage'],
    ] as const) {
      const refused = await putSettings({ near_duplicate_threshold: value });
      expect(refused.statusCode, String(value)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const similarity = of('/innisfil').similarity!;
    expect((await putSettings({ near_duplicate_threshold: similarity + 1 })).statusCode).toBe(200);
    const raised = await report();
    expect(raised.threshold).toBe(similarity + 1);
    expect(raised.pages.filter((row) => row.over_threshold)).toEqual([]);
  });

  it('runs again after a city change: a page taken offline leaves the list', async () => {
    const computedAt = found.pages[0]!.computed_at;
    const response = await harness.cities.app.inject({ method: 'PATCH', url: `/api/cities/${cityIds.get('milton')}`, payload: { page_active: false } });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await report()).pages[0]!.computed_at).not.toBe(computedAt), { timeout: 15_000, interval: 100 });
    expect((await report()).pages.map((row) => row.page_url).sort()).toEqual(['/barrie', '/guelph', '/innisfil', '/orillia']);
  });
});
