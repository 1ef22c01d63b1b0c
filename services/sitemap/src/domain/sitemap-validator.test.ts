import { describe, expect, it } from 'vitest';
import { SitemapValidator, validateSitemap, type SitemapEntry } from './sitemap-validator.js';

const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const urlset = (body: string, attributes = `xmlns="${ns}"`) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${attributes}>${body}</urlset>`;
const url = (inner: string) => `<url>${inner}</url>`;
const loc = (href = 'https://www.example.ca/guelph') => `<loc>${href}</loc>`;

const errorsOf = (xml: string, options = {}) => validateSitemap(xml, options).errors.join('\n');

describe('the sitemap validator', () => {
  it('accepts a sitemap with every optional field and hands over each entry', () => {
    const entries: SitemapEntry[] = [];
    const report = validateSitemap(
      urlset(
        url(`${loc()}<lastmod>2026-03-09T17:05:42+00:00</lastmod><changefreq>weekly</changefreq><priority>0.8</priority>`) +
          url(loc('https://www.example.ca/catalog?item=12&amp;desc=vacation')),
      ),
      { onEntry: (entry: SitemapEntry) => entries.push(entry) },
    );
    expect(report).toMatchObject({ valid: true, kind: 'urlset', entries: 2, errors: [] });
    expect(entries).toEqual([
      { loc: 'https://www.example.ca/guelph', lastmod: '2026-03-09T17:05:42+00:00' },
      { loc: 'https://www.example.ca/catalog?item=12&desc=vacation', lastmod: null },
    ]);
  });

  it('accepts a sitemap index', () => {
    const xml = `<sitemapindex xmlns="${ns}"><sitemap><loc>https://www.example.ca/sitemap-1.xml</loc><lastmod>2026-03-09</lastmod></sitemap></sitemapindex>`;
    expect(validateSitemap(xml)).toMatchObject({ valid: true, kind: 'sitemapindex', entries: 1 });
  });

  it('accepts extension elements of other namespaces where the schema allows them', () => {
    const xml = urlset(
      url(`${loc()}<image:image><image:loc>https://www.example.ca/a.jpg</image:loc></image:image>`),
      `xmlns="${ns}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"`,
    );
    expect(errorsOf(xml)).toBe('');
  });

  it.each([
    ['no namespace', urlset(url(loc()), ''), 'root element must be <urlset> or <sitemapindex> in the namespace'],
    ['another namespace', urlset(url(loc()), 'xmlns="http://www.google.com/schemas/sitemap/0.84"'), 'in the namespace'],
    ['no loc', urlset(url('<lastmod>2026-03-09</lastmod>')), '<url> has no <loc>'],
    ['loc not first', urlset(url(`<lastmod>2026-03-09</lastmod>${loc()}`)), '<loc> must come first'],
    ['a repeated field', urlset(url(`${loc()}<lastmod>2026-03-09</lastmod><lastmod>2026-03-10</lastmod>`)), 'out of order or repeated'],
    ['fields out of order', urlset(url(`${loc()}<priority>0.5</priority><changefreq>daily</changefreq>`)), 'out of order or repeated'],
    ['an unknown element', urlset(url(`${loc()}<title>Guelph</title>`)), '<title> is not allowed in <url>'],
    ['a date that is not W3C', urlset(url(`${loc()}<lastmod>09/03/2026</lastmod>`)), '<lastmod> must be a W3C datetime'],
    ['a time without zone', urlset(url(`${loc()}<lastmod>2026-03-09T17:05:42</lastmod>`)), '<lastmod> must be a W3C datetime'],
    ['a bad changefreq', urlset(url(`${loc()}<changefreq>often</changefreq>`)), '<changefreq> must be one of'],
    ['a priority above 1', urlset(url(`${loc()}<priority>1.5</priority>`)), '<priority> must be between 0.0 and 1.0'],
    ['a priority that is not a number', urlset(url(`${loc()}<priority>high</priority>`)), '<priority> must be a decimal number'],
    ['a relative loc', urlset(url(loc('/guelph/page-one'))), '<loc> must be an absolute URL'],
    ['a short loc', urlset(url(loc('http://a.ca'))), '<loc> must be 12 to 2048 characters'],
    ['a long loc', urlset(url(loc(`https://www.example.ca/${'a'.repeat(2030)}`))), '<loc> must be 12 to 2048 characters'],
    ['a space in a loc', urlset(url(loc('https://www.example.ca/sault ste marie'))), 'must be URL-escaped'],
    ['non-ASCII in a loc', urlset(url(loc('https://www.example.ca/côte'))), 'must be URL-escaped'],
    ['a stray percent', urlset(url(loc('https://www.example.ca/100%'))), 'must be URL-escaped'],
    ['a loc of another scheme', urlset(url(loc('ftp://www.example.ca/file'))), 'must be an http or https URL'],
    ['an unescaped ampersand', urlset(url(loc('https://www.example.ca/?a=1&b=2'))), 'line 2'],
    ['stray text', urlset(`hello${url(loc())}`), 'Unexpected text "hello"'],
    ['no entries', urlset(''), '<urlset> must contain at least one <url>'],
    ['a url in an index', `<sitemapindex xmlns="${ns}">${url(loc())}</sitemapindex>`, '<url> is not allowed in <sitemapindex>'],
    ['not XML at all', 'User-agent: *', 'no <urlset> or <sitemapindex> root element'],
    ['another encoding', `<?xml version="1.0" encoding="ISO-8859-1"?><urlset xmlns="${ns}">${url(loc())}</urlset>`, 'must be UTF-8'],
  ])('refuses %s', (_name, xml, message) => {
    const report = validateSitemap(xml);
    expect(report.valid).toBe(false);
    expect(report.errors.join('\n')).toContain(message);
  });

  it('enforces the limits on entries and bytes per file', () => {
    const three = urlset(url(loc()).repeat(3));
    expect(errorsOf(three, { maxEntries: 2 })).toContain('More than 2 entries in one file');
    expect(errorsOf(three, { maxEntries: 3 })).toBe('');
    expect(errorsOf(three, { maxBytes: 100 })).toContain('larger than 100 bytes');
  });

  it('reads a file in chunks, even when a chunk ends inside a character', () => {
    const bytes = Buffer.from(urlset(url(loc('https://www.example.ca/c%C3%B4te')) + '<!-- côté -->'));
    const validator = new SitemapValidator();
    for (let offset = 0; offset < bytes.length; offset += 7) validator.write(bytes.subarray(offset, offset + 7));
    expect(validator.end()).toMatchObject({ valid: true, entries: 1, bytes: bytes.length });
  });
});
