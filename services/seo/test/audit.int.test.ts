import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuditResponse, OnpageResult } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, startHarness, type Harness } from './harness.js';

const cityPage = readFileSync(new URL('./fixtures/city-page.html', import.meta.url), 'utf8');
const words = (n: number) => Array.from({ length: n }, (_, i) => `gravel${i}`).join(' ');

/** The public site as a crawler sees it, standing in until web-public exists. */
const publicPages: Record<string, { status?: number; html: string; delayMs?: number; type?: string }> = {
  '/': { html: cityPage.replace('__WORDS__', words(700)) },
  '/delivery': {
    html: `<!doctype html><html><head><title>Delivery</title></head>
      <body><h1>Delivery</h1><p>${words(90)}</p><a href="/barrie">Barrie</a><img src="/truck.jpg"></body></html>`,
  },
  '/barrie': { html: cityPage.replace('__WORDS__', words(450)) },
  '/milton': { html: cityPage.replace('__WORDS__', words(450)), delayMs: 2100 },
  '/guelph': { status: 404, html: '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>' },
};

let site: Server;
let harness: Harness;
const requested: string[] = [];

beforeAll(async () => {
  site = createServer((request, response) => {
    requested.push(`${request.url} ${request.headers['user-agent']}`);
    const page = publicPages[request.url ?? ''];
    const answer = () =>
      response
        .writeHead(page?.status ?? (page ? 200 : 404), { 'content-type': page?.type ?? 'text/html; charset=utf-8' })
        .end(page?.html ?? 'Not found');
    if (page?.delayMs) setTimeout(answer, page.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  harness = await startHarness('audit', { publicBaseUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}` });
  for (const slug of ['barrie', 'milton', 'guelph']) await createCity(harness, { city_name: slug[0]!.toUpperCase() + slug.slice(1), url_slug: slug });
  await createCity(harness, { city_name: 'Orillia', url_slug: 'orillia', page_active: false });
});
afterAll(async () => {
  await harness?.close();
  site?.close();
});

const inject = (method: 'GET' | 'POST', url: string, payload?: object) => harness.seo.app.inject({ method, url, payload });

describe('the on-page audit', () => {
  let audit: AuditResponse;
  const result = (url: string) => audit.results.find((r) => r.page_url === url)!;

  it('fetches every page of the site from the public base URL and stores a result for each', async () => {
    const response = await inject('POST', '/api/seo/audit');
    expect(response.statusCode).toBe(200);
    audit = response.json();
    expect(audit.results.map((r) => r.page_url).sort()).toEqual(['/', '/barrie', '/delivery', '/guelph', '/milton']);
    expect(audit).toMatchObject({ pagesAudited: 5, pagesFailed: 1 });
    // Inactive city pages are not audited; the crawler says who it is.
    expect(requested.some((line) => line.startsWith('/orillia'))).toBe(false);
    expect(requested[0]).toMatch(/local-seo-audit/);
  });

  it('scores a complete page high and says what it lacks', () => {
    // The title follows the cities service's rule ('Landscaping Supplies {city} {province} | {brand}'),
    // 63 characters here: longer than results pages show.
    expect(result('/barrie')).toMatchObject({
      http_status: 200,
      meta_title_score: 70,
      meta_description_score: 100,
      h1_score: 100,
      content_score: 80,
      // Served from 127.0.0.1, the fixture's www.example.com link is external.
      internal_links: 4,
      external_links: 3,
      images_without_alt: 1,
      issues_found: ['Title is too long (63 characters; aim for 30-60)', '1 of 3 images without alt text'],
    });
    expect(result('/barrie').overall_score).toBeGreaterThanOrEqual(85);
    expect(result('/barrie').page_load_time).toBeLessThan(2000);
    expect(result('/').content_score).toBe(100);
  });

  it('scores a thin page low, with every issue found', () => {
    const delivery = result('/delivery');
    expect(delivery).toMatchObject({ meta_title_score: 40, meta_description_score: 0, h1_score: 100, content_score: 20, internal_links: 1, images_without_alt: 1 });
    expect(delivery.issues_found).toEqual([
      'Title is too short (8 characters; aim for 30-60)',
      'Missing meta description',
      'Thin content: 92 words (aim for at least 300)',
      'Few internal links (1; aim for at least 3)',
      '1 of 1 images without alt text',
      'Missing canonical link',
      'Missing Open Graph title (og:title)',
      'No JSON-LD structured data',
    ]);
    expect(delivery.overall_score).toBeLessThan(50);
  });

  it('measures the load time and reports a slow page', () => {
    expect(result('/milton').page_load_time).toBeGreaterThanOrEqual(2100);
    expect(result('/milton').issues_found).toContainEqual(expect.stringMatching(/^Slow response: the HTML took \d+ ms/));
  });

  it('records a page that does not answer 200 with the reason, scored 0', () => {
    expect(result('/guelph')).toMatchObject({ http_status: 404, overall_score: 0, issues_found: ['The page answered HTTP 404'] });
  });

  it('answers the latest result of each page, and one page\'s history on request', async () => {
    const again = await inject('POST', '/api/seo/audit', { pages: ['/barrie'] });
    expect(again.statusCode).toBe(200);
    expect((again.json() as AuditResponse).results.map((r) => r.page_url)).toEqual(['/barrie']);

    const latest = (await inject('GET', '/api/seo/onpage')).json() as OnpageResult[];
    expect(latest.map((r) => r.page_url)).toEqual(['/', '/barrie', '/delivery', '/guelph', '/milton']);
    const secondBarrie = (again.json() as AuditResponse).results[0]!;
    expect(latest.find((r) => r.page_url === '/barrie')!.id).toBe(secondBarrie.id);

    const history = (await inject('GET', '/api/seo/onpage?page_url=/barrie')).json() as OnpageResult[];
    expect(history.map((r) => r.id)).toEqual([secondBarrie.id, result('/barrie').id]);
  });

  it('refuses a page that is not an active page of the site', async () => {
    const response = await inject('POST', '/api/seo/audit', { pages: ['/orillia'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Not an active page of the site: /orillia');
  });

  it('records a site that cannot be reached', async () => {
    await new Promise<void>((resolve) => site.close(() => resolve()));
    site.closeAllConnections();
    const response = await inject('POST', '/api/seo/audit', { pages: ['/'] });
    expect(response.json().results[0]).toMatchObject({
      http_status: null,
      page_load_time: null,
      issues_found: ['The page could not be fetched: the site could not be reached'],
    });
  });
});
