import { describe, expect, it } from 'vitest';
import { xsdErrors } from './xsd.js';

const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';

describe('the schema check used by the tests', () => {
  it('accepts a valid sitemap and index, and refuses what the schema refuses', async () => {
    expect(await xsdErrors(`<urlset xmlns="${ns}"><url><loc>https://www.example.ca/</loc><lastmod>2026-03-09T17:05:42+00:00</lastmod></url></urlset>`)).toEqual([]);
    expect(await xsdErrors(`<sitemapindex xmlns="${ns}"><sitemap><loc>https://www.example.ca/sitemap-1.xml</loc></sitemap></sitemapindex>`)).toEqual([]);
    expect(await xsdErrors(`<urlset xmlns="${ns}"><url><lastmod>2026-03-09</lastmod></url></urlset>`)).not.toEqual([]);
    expect(await xsdErrors(`<urlset xmlns="${ns}"><url><loc>https://www.example.ca/</loc><lastmod>yesterday</lastmod></url></urlset>`)).not.toEqual([]);
    expect(await xsdErrors(`<urlset xmlns="${ns}"><url><loc>https://www.example.ca/</loc><priority>2</priority></url></urlset>`)).not.toEqual([]);
    expect(await xsdErrors(`<urlset><url><loc>https://www.example.ca/</loc></url></urlset>`)).not.toEqual([]);
  });
});
