import type { Db } from '../data/db.js';
import { listedPagesAfter } from '../data/page-store.js';
import { publicUrl } from '../domain/sitemap-protocol.js';
import { SitemapWriter, type SitemapLayout, type SitemapOutput, type WrittenSitemap } from './sitemap-writer.js';

/**
 * From this many listed cities the sitemap is an index even while one file
 * would hold them all (the Sitemap tab's note: "the index is automatic at 500+
 * cities"), split as the admin's Generate Sitemap Index splits it.
 */
export const autoIndexMinCities = 500;

/**
 * Streams the listed pages, in path order, into sitemap files: one query of
 * `batchSize` rows at a time, and each file handed to `output` once complete, so
 * memory grows with one file (at most 50,000 URLs), not with the number of cities.
 */
export async function writeSitemapFiles(
  db: Db,
  output: SitemapOutput,
  options: { publicBaseUrl: string; layout: SitemapLayout; batchSize?: number; maxUrlsPerFile?: number; maxBytesPerFile?: number },
): Promise<WrittenSitemap & { cityCount: number }> {
  const writer = new SitemapWriter({ output, ...options });
  let cityCount = 0;
  let after = '';
  for (;;) {
    const pages = await listedPagesAfter(db, after, options.batchSize ?? 5000);
    for (const page of pages) {
      const waiting = writer.add(publicUrl(options.publicBaseUrl, page.path), page.lastmod);
      if (waiting) await waiting;
      if (page.kind === 'city') cityCount += 1;
    }
    if (pages.length === 0) break;
    after = pages[pages.length - 1]!.path;
  }
  return { ...(await writer.finish(options.layout === 'index' || cityCount >= autoIndexMinCities)), cityCount };
}
