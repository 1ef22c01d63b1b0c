import { describe, expect, it } from 'vitest';
import { numberedSitemapPattern, publicUrl, urlEntry } from './sitemap-protocol.js';
import { locProblem } from './sitemap-validator.js';

describe('URLs in a sitemap', () => {
  it('joins the public base URL and a path, with or without a path prefix', () => {
    expect(publicUrl('https://www.example.ca', '/guelph')).toBe('https://www.example.ca/guelph');
    expect(publicUrl('https://www.example.ca/', '/')).toBe('https://www.example.ca/');
    expect(publicUrl('https://www.example.ca/shop/', '/delivery')).toBe('https://www.example.ca/shop/delivery');
  });

  it('percent-encodes what RFC 3986 does not allow and entity-escapes what XML does not', () => {
    const loc = publicUrl('https://www.example.ca', "/côte saint-luc?a=1&b='2'");
    expect(loc).toBe("https://www.example.ca/c%C3%B4te%20saint-luc?a=1&b=%272%27");
    expect(locProblem(loc)).toBeNull();
    expect(urlEntry('https://www.example.ca/x?a=1&b=2', new Date('2026-01-02T03:04:05Z'))).toBe(
      '<url><loc>https://www.example.ca/x?a=1&amp;b=2</loc><lastmod>2026-01-02T03:04:05+00:00</lastmod></url>\n',
    );
  });

  it('names the numbered sitemaps sitemap-1.xml and up', () => {
    const names = ['sitemap-1.xml', 'sitemap-120.xml', 'sitemap-0.xml', 'sitemap-01.xml', 'sitemap-x.xml'];
    expect(names.filter((name) => numberedSitemapPattern.test(name))).toEqual(['sitemap-1.xml', 'sitemap-120.xml']);
  });
});
