// How a page's data reaches the browser: whole, with the router's own state, in the HTML
// the server rendered (the browser's first render then fetches nothing).
import { createHash } from 'node:crypto';
import type { PublicCity } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import type { PublicDataSource } from '../data/source';
import { schemaSettings, site } from '../seo/test-fixtures';
import { tabbedPageData } from '../screens/city/tabbed/test-data';
import { renderHtml } from '../testing/render-html';

const barrie = tabbedPageData({ schema: schemaSettings() });
const source: PublicDataSource = {
  pageData: async (slug) => (slug === 'barrie' ? { kind: 'page', page: barrie } : null),
  activeCities: async (): Promise<PublicCity[]> => [barrie.city],
  site: async () => site,
  schemaSettings: async () => barrie.schema,
};

describe('a rendered page', () => {
  it('carries its queries dehydrated whole in the router state, not as a stream closed after the render', async () => {
    const page = await renderHtml('/barrie', source, site.publicBaseUrl);
    expect(page.status).toBe(200);
    const routerState = [...page.html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(([, body = '']) => body).find((body) => body.includes('$_TSR.router='));
    expect(routerState).toBeDefined();
    expect(routerState).toContain('queries:');
    expect(routerState).toContain(JSON.stringify(barrie.city.city_name));
    // A streamed part keeps TanStack's renderer off its string fast path (about a fifth of a cold render).
    expect(page.html).not.toContain('__SEROVAL_STREAM__');
  });
});

describe("what the gateway decided of a city's address (docs/architecture.md#moved-and-gone-addresses)", () => {
  it('an earlier slug: the city route answers 301 to the current one, no page rendered', async () => {
    const moved: PublicDataSource = { ...source, pageData: async () => ({ kind: 'moved', slug: 'barrie-on', cityId: barrie.city.id }) };
    const page = await renderHtml('/barrie', moved, site.publicBaseUrl);
    expect({ status: page.status, location: page.location && new URL(page.location, site.publicBaseUrl).pathname, html: page.html }).toEqual({
      status: 301,
      location: '/barrie-on',
      html: '',
    });
  });

  it('a city made inactive: the not-found screen, answered 410', async () => {
    const page = await renderHtml('/barrie', { ...source, pageData: async () => ({ kind: 'gone' }) }, site.publicBaseUrl);
    expect(page.status).toBe(410);
    expect(page.location).toBeNull();
    expect(page.html).toContain('City not found');
  });

  it('an unknown city: the same screen, answered 404', async () => {
    const page = await renderHtml('/atlantis', source, site.publicBaseUrl);
    expect(page.status).toBe(404);
    expect(page.html).toContain('City not found');
  });
});

describe('the scripts of a rendered page', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes = '']) => !/\b(src|type)=/.test(attributes)).map(([, , body = '']) => body);

  it('are the router\'s own, each hashed, and the HTML keeps no nonce to give them away', async () => {
    const page = await renderHtml('/barrie', source, site.publicBaseUrl);
    const own = inlineScripts(page.html);
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(page.scripts.sort()).toEqual([...new Set(own.map(sha256))].sort());
    expect(page.html).not.toMatch(/nonce|csp-nonce/);
  });

  it('leave out a script that came in with the page\'s data', async () => {
    const injection = '</script><script>alert(document.cookie)</script>';
    const stored = { ...barrie, city: { ...barrie.city, city_name: `Barrie${injection}`, seo_title: injection } };
    const page = await renderHtml('/barrie', { ...source, pageData: async () => ({ kind: 'page', page: stored }) }, site.publicBaseUrl);
    expect(page.status).toBe(200);
    expect(page.scripts).not.toContain(sha256('alert(document.cookie)'));
    // Every hash is of a script the router wrote: as many as on the page without the injection.
    expect(page.scripts).toHaveLength((await renderHtml('/barrie', source, site.publicBaseUrl)).scripts.length);
  });
});

