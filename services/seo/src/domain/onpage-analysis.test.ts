import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeHtml } from './onpage-analysis.js';

const fixture = readFileSync(new URL('../../test/fixtures/city-page.html', import.meta.url), 'utf8');
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('reading a server-rendered page', () => {
  it('finds the title, meta description, h1, links, images, canonical, Open Graph and JSON-LD', () => {
    const facts = analyzeHtml(fixture.replace('__WORDS__', words(400)), 'https://www.example.com/barrie');
    expect(facts.titles).toEqual(['Landscaping Supplies Barrie Ontario | Northway Landscape Supply']);
    expect(facts.metaDescriptions[0]).toMatch(/^Topsoil, mulch, aggregates/);
    expect(facts.h1s).toEqual(['Premium Landscaping Supplies in Barrie']);
    // /delivery twice, /#contractors, /, the absolute /guelph link; mailto and tel are not links to pages.
    expect(facts.internalLinks).toBe(5);
    expect(facts.externalLinks).toBe(2);
    expect(facts.images).toBe(3);
    expect(facts.imagesWithoutAlt).toBe(1);
    expect(facts.canonical).toBe('https://www.example.com/barrie');
    expect(facts.hasOpenGraphTitle).toBe(true);
    expect(facts.noindex).toBe(false);
    expect(facts).toMatchObject({ jsonLdBlocks: 2, invalidJsonLdBlocks: 0 });
  });

  it('counts only the words a visitor reads (no head, script, style, noscript or svg title)', () => {
    const empty = analyzeHtml(fixture.replace('__WORDS__', ''), 'https://www.example.com/barrie').wordCount;
    const full = analyzeHtml(fixture.replace('__WORDS__', words(400)), 'https://www.example.com/barrie').wordCount;
    expect(full - empty).toBe(400);
    // Shop Delivery Contractors E-mail us Call | Home Cities Barrie | Premium Landscaping Supplies in Barrie | Available Products | Guelph Forecast
    expect(empty).toBe(18);
  });

  it('notices what is missing or broken', () => {
    const facts = analyzeHtml(
      `<html><head><meta name="robots" content="noindex, nofollow"><script type="application/ld+json">{"@type": </script></head>
       <body><h1></h1><h1>Second</h1><img src="a.png"><a href="javascript:void(0)">x</a><a href="#top">top</a></body></html>`,
      'http://localhost:8080/',
    );
    expect(facts).toMatchObject({
      titles: [],
      metaDescriptions: [],
      h1s: ['', 'Second'],
      internalLinks: 0,
      externalLinks: 0,
      imagesWithoutAlt: 1,
      canonical: null,
      noindex: true,
      hasOpenGraphTitle: false,
      jsonLdBlocks: 1,
      invalidJsonLdBlocks: 1,
    });
  });

  it('decodes entities and tolerates unclosed tags', () => {
    const facts = analyzeHtml('<title>Sand &amp; Gravel</title><h1>Stone &amp; Soil<p>Some text', 'https://ex.com/');
    expect(facts.titles).toEqual(['Sand & Gravel']);
    expect(facts.h1s).toEqual(['Stone & Soil Some text']);
  });
});
