import { describe, expect, it } from 'vitest';
import { cityPageHead } from './city-head';
import type { JsonLdNode } from './route-head';
import { pageData, product, schemaSettings, site } from './test-fixtures';

const nodeOf = (nodes: JsonLdNode[], type: string) => nodes.find((node) => [node['@type']].flat().includes(type));

describe("a city page's head", () => {
  it('has good defaults when the city sets no SEO fields', () => {
    const head = cityPageHead(pageData(), site);
    expect(head.title).toBe('Landscaping Supplies Delivered in Barrie, Ontario | Northway Landscape Supply');
    expect(head.description).toContain('delivered in Barrie, Ontario');
    expect(head.canonical).toBe('https://supplies.example.ca/barrie');
    expect(head.openGraph).toEqual({ title: head.title, description: head.description, type: 'website' });
    expect(head.geo).toEqual({ position: '44.3894;-79.6903', icbm: '44.3894, -79.6903' });
  });

  it("prefers the city's meta title, then its SEO title; its own canonical, Open Graph and geo fields", () => {
    const city = {
      meta_title: 'Meta title',
      seo_title: 'SEO title',
      seo_description: 'SEO description',
      canonical_url: 'https://elsewhere.example/barrie',
      og_title: 'OG title',
      geo_region: 'CA-ON',
      geo_position: '44.39;-79.69',
      icbm: '44.39, -79.69',
    };
    const head = cityPageHead(pageData({ city }), site);
    expect(head.title).toBe('Meta title');
    expect(head.description).toBe('SEO description');
    expect(head.canonical).toBe('https://elsewhere.example/barrie');
    expect(head.openGraph.title).toBe('OG title');
    expect(head.openGraph.description).toBe('SEO description');
    expect(head.geo).toEqual({ region: 'CA-ON', position: '44.39;-79.69', icbm: '44.39, -79.69' });
    expect(cityPageHead(pageData({ city: { seo_title: 'SEO title' } }), site).title).toBe('SEO title');
  });

  it('describes the business serving the city with its hours, payments and contact details', () => {
    const business = nodeOf(cityPageHead(pageData(), site).jsonLd, 'LocalBusiness');
    expect(business).toMatchObject({
      '@type': ['LocalBusiness', 'Store'],
      name: 'Northway Landscape Supply Ltd.',
      telephone: '+1-705-555-0142',
      email: 'orders@northway.example',
      priceRange: '$$',
      currenciesAccepted: 'CAD',
      paymentAccepted: 'Cash, Credit Card, Debit Card',
      url: site.mainSiteUrl,
      areaServed: { '@type': 'City', name: 'Barrie', containedInPlace: { name: 'Ontario' } },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '17:00' },
        { dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' },
      ],
    });
  });

  it('has the breadcrumb Home > Cities > city with absolute URLs', () => {
    const breadcrumbs = nodeOf(cityPageHead(pageData(), site).jsonLd, 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: site.mainSiteUrl },
      { '@type': 'ListItem', position: 2, name: 'Cities', item: 'https://supplies.example.ca/delivery' },
      { '@type': 'ListItem', position: 3, name: 'Barrie', item: 'https://supplies.example.ca/barrie' },
    ]);
  });

  it('lists the top products by ranking, as many as configured, by name and link only', () => {
    const products = [
      product('Sand', 10),
      product('Topsoil', 95),
      product('topsoil ', 95, { id: 999 }),
      product('', 100),
      product('Mulch', 80, { product_url: null }),
      product('Gravel', 50),
    ];
    const list = nodeOf(cityPageHead(pageData({ products }), site).jsonLd, 'ItemList');
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Topsoil', url: 'https://shop.example/topsoil' },
      { '@type': 'ListItem', position: 2, name: 'Mulch' },
      { '@type': 'ListItem', position: 3, name: 'Gravel', url: 'https://shop.example/gravel' },
    ]);
    expect(JSON.stringify(list)).not.toMatch(/price|Product"|Offer/);
  });

  it('follows the settings: no business node when disabled, no breadcrumbs or products when excluded', () => {
    const settings = schemaSettings();
    settings.pageTypes.cityPages = { ...settings.pageTypes.cityPages, enabled: false, includeTopProducts: false };
    const nodes = cityPageHead(pageData({ schema: settings }), site).jsonLd;
    expect(nodes.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
    settings.pageTypes.cityPages.includeBreadcrumbs = false;
    expect(cityPageHead(pageData({ schema: settings }), site).jsonLd).toEqual([]);
  });

  it('has no JSON-LD without schema settings, and no product list for a city without products', () => {
    expect(cityPageHead(pageData({ schema: null }), site).jsonLd).toEqual([]);
    const nodes = cityPageHead(pageData({ products: [] }), site).jsonLd;
    expect(nodeOf(nodes, 'ItemList')).toBeUndefined();
  });
});
