// Every page's JSON-LD, as the server renders it, against what Google's LocalBusiness
// documentation requires (name, address) and recommends, and the site's own rules:
// one business id site-wide, and each city page's Service served in that city.
import type { PageData, PublicCity, SchemaSettings } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import type { PublicDataSource } from '../data/source';
import { testPageData } from '../screens/city/generated/test-page-data';
import { tabbedPageData } from '../screens/city/tabbed/test-data';
import { testCity } from '../testing/fixtures';
import { renderHtml } from '../testing/render-html';
import { schemaSettings, site } from './test-fixtures';

type Node = { [key: string]: unknown };

const settings: SchemaSettings = schemaSettings();
const pages: Record<string, PageData> = {
  barrie: tabbedPageData({ schema: settings }),
  orillia: testPageData({ city: testCity({ city_name: 'Orillia', url_slug: 'orillia', latitude: 44.6082, longitude: -79.4197 }), schema: settings }),
};
const source: PublicDataSource = {
  pageData: async (slug) => (pages[slug] ? { kind: 'page', page: pages[slug] } : null),
  activeCities: async (): Promise<PublicCity[]> => Object.values(pages).map((page) => page.city),
  site: async () => site,
  schemaSettings: async () => settings,
};

async function htmlOf(path: string): Promise<string> {
  const page = await renderHtml(path, source, site.publicBaseUrl);
  expect(page.status).toBe(200);
  return page.html;
}

/** The JSON-LD graph of a rendered page. */
async function graphOf(path: string): Promise<Node[]> {
  const html = await htmlOf(path);
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const json = scripts[0]![1]!.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
  const graph = JSON.parse(json) as { '@context': string; '@graph': Node[] };
  expect(graph['@context']).toBe('https://schema.org');
  return graph['@graph'];
}

const typesOf = (node: Node) => [node['@type']].flat() as string[];
const isNonEmptyText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);

/** What Google's LocalBusiness documentation asks of a business node: the problems found, none when it qualifies. */
function localBusinessProblems(node: Node): string[] {
  const problems: string[] = [];
  // Required.
  if (!isNonEmptyText(node.name)) problems.push('name is required');
  const address = node.address as Node | undefined;
  if (address?.['@type'] !== 'PostalAddress') problems.push('address must be a PostalAddress');
  else for (const part of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']) if (!isNonEmptyText(address[part])) problems.push(`address.${part} is recommended`);
  // Recommended.
  const geo = node.geo as Node | undefined;
  if (geo?.['@type'] !== 'GeoCoordinates' || typeof geo.latitude !== 'number' || typeof geo.longitude !== 'number') problems.push('geo with latitude and longitude is recommended');
  if (!isNonEmptyText(node.telephone)) problems.push('telephone is recommended');
  if (!isUrl(node.url)) problems.push('url is recommended');
  if (!isNonEmptyText(node.priceRange) || String(node.priceRange).length > 100) problems.push('priceRange is recommended (under 100 characters)');
  const hours = node.openingHoursSpecification as Node[] | undefined;
  if (!Array.isArray(hours) || hours.length === 0) problems.push('openingHoursSpecification is recommended');
  else for (const spec of hours) if (!Array.isArray(spec.dayOfWeek) || !/^\d\d:\d\d$/.test(String(spec.opens)) || !/^\d\d:\d\d$/.test(String(spec.closes))) problems.push('each opening hours entry needs days, opens and closes');
  const images = [node.image].flat();
  if (images.length === 0 || !images.every(isUrl)) problems.push('image is recommended (absolute URLs)');
  if (!isUrl(node.logo)) problems.push('logo must be an absolute URL');
  if (!isUrl(node['@id'])) problems.push('@id must be a URL');
  return problems;
}

const business = (graph: Node[]) => graph.filter((node) => typesOf(node).includes('LocalBusiness'));

describe("every page's JSON-LD qualifies for Google's LocalBusiness results", () => {
  const paths = ['/barrie', '/orillia', '/delivery'];

  it.each(paths)('%s has one business node with what Google requires and recommends', async (path) => {
    const nodes = business(await graphOf(path));
    expect(nodes).toHaveLength(1);
    expect(localBusinessProblems(nodes[0]!)).toEqual([]);
  });

  it('names one business, identically, on every page', async () => {
    const [first, ...rest] = await Promise.all(paths.map(async (path) => business(await graphOf(path))[0]));
    expect(first?.['@id']).toBe(`${site.publicBaseUrl}/#business`);
    for (const other of rest) expect(other).toEqual(first);
    expect(first).not.toHaveProperty('areaServed');
  });

  it.each([
    ['/barrie', 'Barrie', 'tabbed'],
    ['/orillia', 'Orillia', 'generated'],
  ])('%s (%s, %s layout) has a Service of the business, served in that City with its geo', async (path, name) => {
    const graph = await graphOf(path);
    const services = graph.filter((node) => typesOf(node).includes('Service'));
    expect(services).toHaveLength(1);
    const service = services[0]!;
    expect(service.provider).toEqual({ '@id': `${site.publicBaseUrl}/#business` });
    expect(service.url).toBe(`${site.publicBaseUrl}${path}`);
    expect(service.areaServed).toMatchObject({ '@type': 'City', name, geo: { '@type': 'GeoCoordinates' } });
    const geo = (service.areaServed as Node).geo as Node;
    expect(typeof geo.latitude).toBe('number');
    expect(typeof geo.longitude).toBe('number');
  });

  it('/delivery has a Service served in every active city', async () => {
    const service = (await graphOf('/delivery')).find((node) => typesOf(node).includes('Service'));
    expect((service?.areaServed as Node[]).map((city) => city.name)).toEqual(['Barrie', 'Orillia']);
  });

  it('the check finds what a page lacks', () => {
    expect(localBusinessProblems({ '@type': 'LocalBusiness', name: 'X', address: '1 Main St' })).toEqual(
      expect.arrayContaining(['address must be a PostalAddress', 'geo with latitude and longitude is recommended', 'telephone is recommended']),
    );
  });
});

describe("every page's head links the icons, the manifest and its share picture", () => {
  it.each([
    ['/barrie', 'barrie'],
    ['/orillia', 'orillia'],
    ['/delivery', 'delivery'],
  ])('%s', async (path, picture) => {
    const html = await htmlOf(path);
    for (const link of ['<link rel="icon" href="/favicon.ico" sizes="32x32"', '<link rel="icon" type="image/svg+xml" href="/favicon.svg"', '<link rel="apple-touch-icon" href="/apple-touch-icon.png"', '<link rel="manifest" href="/site.webmanifest"']) {
      expect(html).toContain(link);
    }
    expect(html).toContain(`<meta property="og:image" content="${site.publicBaseUrl}/og/${picture}.png"`);
    expect(html).toContain('<meta property="og:image:width" content="1200"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  });
});

describe('the city pages credit their sources where their data shows', () => {
  it.each(['/barrie', '/orillia'])('%s credits Open-Meteo (CC BY 4.0) under the weather and Google under the rated contractors', async (path) => {
    const html = (await htmlOf(path)).replaceAll('<!-- -->', '');
    expect(html).toContain('Weather data by <a href="https://open-meteo.com/">Open-Meteo.com</a>');
    expect(html).toContain('href="https://creativecommons.org/licenses/by/4.0/"');
    expect(html).toContain('Ratings from <span translate="no">Google Maps</span>');
  });
});
