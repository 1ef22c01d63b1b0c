import { describe, expect, it } from 'vitest';
import { cityPageHead } from './city-head';
import { toRouteHead } from './route-head';
import { pageData, site } from './test-fixtures';

describe('the route head of a page', () => {
  it('carries the title, description, canonical link, Open Graph, Twitter and geo tags', () => {
    const { meta, links } = toRouteHead(cityPageHead(pageData({ city: { geo_region: 'CA-ON' } }), site));
    const byKey = Object.fromEntries(
      meta.flatMap((tag) => ('name' in tag ? [[tag.name, tag.content]] : 'property' in tag ? [[tag.property, tag.content]] : [])),
    );
    expect(meta[0]).toEqual({ title: 'Landscaping Supplies Delivered in Barrie, Ontario | Northway Landscape Supply' });
    expect(byKey).toMatchObject({
      description: expect.stringContaining('Barrie'),
      'og:url': 'https://supplies.example.ca/barrie',
      'og:type': 'website',
      'og:site_name': 'Northway Landscape Supply',
      'og:locale': 'en_CA',
      'og:image': 'https://supplies.example.ca/og/barrie.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://supplies.example.ca/og/barrie.png',
      'geo.region': 'CA-ON',
      'geo.position': '44.3894;-79.6903',
      ICBM: '44.3894, -79.6903',
    });
    expect(links).toEqual([{ rel: 'canonical', href: 'https://supplies.example.ca/barrie' }]);
  });

  it('is a small summary card for a page without a picture', () => {
    const { meta } = toRouteHead({ ...cityPageHead(pageData(), site), image: undefined });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(meta.some((tag) => 'property' in tag && tag.property.startsWith('og:image'))).toBe(false);
  });

  it('puts the JSON-LD nodes into one schema.org graph, and none without nodes', () => {
    const head = cityPageHead(pageData(), site);
    const graph = toRouteHead(head).meta.find((tag) => 'script:ld+json' in tag);
    expect(graph).toEqual({ 'script:ld+json': { '@context': 'https://schema.org', '@graph': head.jsonLd } });
    expect(toRouteHead({ ...head, jsonLd: [] }).meta.some((tag) => 'script:ld+json' in tag)).toBe(false);
  });
});
