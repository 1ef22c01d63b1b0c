import { describe, expect, it } from 'vitest';
import { cityPageHead } from './city-head';
import type { JsonLdNode } from './route-head';
import { pageData, product, schemaSettings, site } from './test-fixtures';

/** The node of a type, read as plain JSON. */
const nodeOf = (nodes: JsonLdNode[], type: string) =>
  nodes.find((node) => [node['@type']].flat().includes(type)) as { [key: string]: unknown } | undefined;

describe("a city page's head", () => {
  it('has good defaults when the city sets no SEO fields', () => {
    const head = cityPageHead(pageData(), site);
    expect(head.title).toBe('Landscaping Supplies Delivered in Barrie, Ontario | Northway Landscape Supply');
    expect(head.description).toContain('delivered in Barrie, Ontario');
    expect(head.canonical).toBe('https://supplies.example.ca/barrie');
    expect(head.openGraph).toEqual({ title: head.title, description: head.description, type: 'website' });
    expect(head.geo).toEqual({ region: 'CA-ON', position: '44.3894;-79.6903', icbm: '44.3894, -79.6903' });
    expect(head.image).toEqual({ url: 'https://supplies.example.ca/og/barrie.png', alt: 'Northway Landscape Supply: landscaping supplies delivered in Barrie, Ontario' });
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

  it('describes the business with its address, yard, hours, payments and contact details, and its delivery to the city as a Service', () => {
    const nodes = cityPageHead(pageData(), site).jsonLd;
    const business = nodeOf(nodes, 'LocalBusiness');
    expect(business).toMatchObject({
      '@type': ['LocalBusiness', 'Store'],
      name: 'Northway Landscape Supply Ltd.',
      telephone: '+1-705-555-0142',
      email: 'orders@northway.example',
      priceRange: '$$',
      currenciesAccepted: 'CAD',
      paymentAccepted: 'Cash, Credit Card, Debit Card',
      url: site.mainSiteUrl,
      '@id': 'https://supplies.example.ca/#business',
      logo: 'https://supplies.example.ca/logo.png',
      address: { '@type': 'PostalAddress', streetAddress: '1200 Yard Road', addressLocality: 'Barrie', addressRegion: 'ON', postalCode: 'L4N 0A1', addressCountry: 'CA' },
      geo: { '@type': 'GeoCoordinates', latitude: site.yardLatitude, longitude: site.yardLongitude },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '17:00' },
        { dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' },
      ],
    });
    expect(business).not.toHaveProperty('areaServed');
    expect(nodeOf(nodes, 'Service')).toEqual({
      '@type': 'Service',
      '@id': 'https://supplies.example.ca/barrie#delivery',
      name: 'Landscaping supply delivery in Barrie, Ontario',
      serviceType: 'Landscaping supply delivery',
      url: 'https://supplies.example.ca/barrie',
      image: 'https://supplies.example.ca/og/barrie.png',
      provider: { '@id': 'https://supplies.example.ca/#business' },
      areaServed: {
        '@type': 'City',
        name: 'Barrie',
        containedInPlace: { '@type': 'AdministrativeArea', name: 'Ontario' },
        geo: { '@type': 'GeoCoordinates', latitude: 44.3894, longitude: -79.6903 },
      },
    });
  });

  it('says the same of the business on every page: one id, one node', () => {
    const barrie = nodeOf(cityPageHead(pageData(), site).jsonLd, 'LocalBusiness');
    const guelph = nodeOf(cityPageHead(pageData({ city: { city_name: 'Guelph', url_slug: 'guelph', latitude: 43.5448, longitude: -80.2482 } }), site).jsonLd, 'LocalBusiness');
    expect(guelph).toEqual(barrie);
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

  it('follows the settings: no business or service node when disabled, no breadcrumbs or products when excluded', () => {
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

describe("a city page's description (facts no other page has)", () => {
  it("says the city's own facts in place of the form's auto-filled text, never over the admin's own words", () => {
    const withFacts = {
      ...pageData(),
      coverage: { nearest_yard: { location_name: 'Barrie Yard', supplier_name: null, city: 'Barrie', distance_km: 3.2, hours: null }, yards: 1, suppliers: 1, address_check: true },
    };
    const autoFilled = 'Topsoil, mulch, aggregates, sand and decorative stone delivered in Barrie, Ontario. Same-day delivery on orders before 12 PM from Northway Landscape Supply.';
    const head = cityPageHead({ ...withFacts, city: { ...withFacts.city, seo_description: autoFilled } }, site);
    expect(head.description).toMatch(/^Topsoil, mulch, aggregates, sand and decorative stone delivered in Barrie, Ontario\. .*from a yard 3\.2 km away, with same-day delivery on orders before 12 PM\.$/);
    expect(cityPageHead({ ...withFacts, city: { ...withFacts.city, seo_description: 'Our own words.' } }, site).description).toBe('Our own words.');
  });
});
