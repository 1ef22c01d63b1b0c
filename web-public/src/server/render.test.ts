// How a page's data reaches the browser: whole, with the router's own state, in the HTML
// the server rendered (the browser's first render then fetches nothing).
import type { PublicCity } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import type { PublicDataSource } from '../data/source';
import { schemaSettings, site } from '../seo/test-fixtures';
import { tabbedPageData } from '../screens/city/tabbed/test-data';
import { renderHtml } from '../testing/render-html';

const barrie = tabbedPageData({ schema: schemaSettings() });
const source: PublicDataSource = {
  pageData: async (slug) => (slug === 'barrie' ? barrie : null),
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
