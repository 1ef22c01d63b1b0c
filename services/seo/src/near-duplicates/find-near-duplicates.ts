import { mapLimit } from '@local-seo/service-kit';
import type { AuditOptions } from '../audit/audit-pages.js';
import { absolutePageUrl, closestPages, mainContentWords, pageSignature, type PageSignature } from '../domain/index.js';
import { fetchPublicPage } from '../providers/public-pages.js';
import { saveClosestPages } from '../data/near-duplicates.js';
import { listSitePages } from '../data/site-pages.js';

export interface NearDuplicateRun {
  pagesCompared: number;
  /** Pages that could not be fetched: left out of this run's result. */
  pagesFailed: string[];
}

/**
 * Fetches every live city page from the public site as the on-page audit does, signs the
 * words of its main content, and stores each page's closest other page (replacing the
 * last run's result). A page that cannot be fetched is left out and logged; when none can be,
 * the run fails and the last result stays.
 */
export async function findNearDuplicates(options: AuditOptions): Promise<NearDuplicateRun> {
  const { ctx } = options;
  const pages = (await listSitePages(ctx.db)).filter((page) => page.type === 'city');
  const fetched = await mapLimit(pages, options.concurrency ?? 4, async (page) => {
    const result = await fetchPublicPage(absolutePageUrl(options.fetchBaseUrl ?? options.publicBaseUrl, page.url), options.timeoutMs);
    if (!result.ok) return { path: page.url, failed: result.reason };
    return { path: page.url, signature: pageSignature(mainContentWords(result.html)) };
  });
  const signed = fetched.filter((page): page is PageSignature => !('failed' in page));
  const failed = fetched.filter((page) => 'failed' in page);
  // The public site not answering at all (starting, down) is no result: the last one stays, the run fails.
  if (pages.length > 0 && signed.length === 0) throw new Error(`No city page could be fetched (${failed[0]!.failed})`);
  if (failed.length > 0) ctx.logger.warn({ pages: failed }, 'near-duplicate run: pages left out, they could not be fetched');
  const closest = closestPages(signed);
  await ctx.transact((tx) => saveClosestPages(tx, closest, new Date()));
  return { pagesCompared: signed.length, pagesFailed: failed.map((page) => page.path) };
}
