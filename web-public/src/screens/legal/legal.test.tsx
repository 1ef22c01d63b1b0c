import { describe, expect, it } from 'vitest';
import type { PublicDataSource } from '../../data/source';
import { site } from '../../seo/test-fixtures';
import { testCity } from '../../testing/fixtures';
import { renderHtml } from '../../testing/render-html';

const source: PublicDataSource = {
  pageData: async () => null,
  activeCities: async () => [testCity()],
  site: async () => site,
  schemaSettings: async () => null,
};
const html = async (path: string) => {
  const page = await renderHtml(path, source, site.publicBaseUrl);
  return { status: page.status, html: page.html.replaceAll('<!-- -->', '') };
};

describe('/terms and /privacy, rendered on the server from the brand settings', () => {
  it.each([
    ['/terms', 'Terms of Use'],
    ['/privacy', 'Privacy Notice'],
  ])('%s names the brand and how to reach it, with its own title and canonical link', async (path, title) => {
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>${title} | Northway Landscape Supply</title>`);
    expect(page.html).toContain(`<link rel="canonical" href="${site.publicBaseUrl}${path}"`);
    expect(page.html).toContain(`<h1>${title}</h1>`);
    for (const detail of [site.brandName, site.email, site.phone, site.mailingAddress]) expect(page.html).toContain(detail);
    expect(page.html).not.toContain('noindex');
  });

  it('are linked from the footer of every page', async () => {
    for (const path of ['/terms', '/delivery', '/atlantis']) {
      const page = await html(path);
      expect(page.html).toContain('<a href="/terms">Terms of Use</a>');
      expect(page.html).toContain('<a href="/privacy">Privacy</a>');
    }
  });
});
