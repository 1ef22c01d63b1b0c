import { toW3cDatetime } from './w3c-datetime.js';
import { escapeXml } from './xml-text.js';

/** The protocol's rules (sitemaps.org/protocol.html). */
export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** URLs in one sitemap, and sitemaps in one index. */
export const maxEntriesPerFile = 50_000;
/** Bytes of one file, uncompressed (50 MiB). */
export const maxBytesPerFile = 52_428_800;
export const maxLocLength = 2048;

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const urlsetOpen = `${xmlDeclaration}<urlset xmlns="${sitemapNamespace}">\n`;
export const urlsetClose = '</urlset>\n';
export const sitemapIndexOpen = `${xmlDeclaration}<sitemapindex xmlns="${sitemapNamespace}">\n`;
export const sitemapIndexClose = '</sitemapindex>\n';

/** One <url> of a sitemap; `loc` must already be an absolute, percent-encoded URL. */
export const urlEntry = (loc: string, lastmod: Date) =>
  `<url><loc>${escapeXml(loc)}</loc><lastmod>${toW3cDatetime(lastmod)}</lastmod></url>\n`;

/** One <sitemap> of an index. */
export const sitemapEntry = (loc: string, lastmod: Date | null) =>
  `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${toW3cDatetime(lastmod)}</lastmod>` : ''}</sitemap>\n`;

/** The file that crawlers are pointed at: a sitemap, or the index of the numbered ones. */
export const mainSitemapName = 'sitemap.xml';
/** The numbered sitemaps under an index: sitemap-1.xml, sitemap-2.xml, ... */
export const numberedSitemapName = (number: number) => `sitemap-${number}.xml`;
export const numberedSitemapPattern = /^sitemap-([1-9]\d{0,5})\.xml$/;

/**
 * The absolute URL of a path of the public site, percent-encoded (RFC 3986):
 * the base may carry a path prefix (https://example.com/shop).
 */
export function publicUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`).href;
}
