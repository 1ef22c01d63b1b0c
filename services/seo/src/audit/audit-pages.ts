import type { AuditResponse, SeoPage } from '@local-seo/contracts';
import { badRequest, mapLimit } from '@local-seo/service-kit';
import type { Context } from '../data/db.js';
import { absolutePageUrl, analyzeHtml, scorePage } from '../domain/index.js';
import type { Prisma } from '../generated/prisma/client.js';
import { toOnpageResult } from '../data/mapping.js';
import { fetchPublicPage } from '../providers/public-pages.js';
import { nearDuplicateIssues } from '../data/near-duplicates.js';
import { listSitePages } from '../data/site-pages.js';

export interface AuditOptions {
  ctx: Context;
  /** Where the public site answers; each page is fetched there as a crawler would. */
  publicBaseUrl: string;
  /** Where the pages are fetched from, when the public address is not reachable from here (e.g. http://gateway:8080). */
  fetchBaseUrl?: string;
  timeoutMs?: number;
  /** Pages fetched at the same time. */
  concurrency?: number;
}

/** Audits one page: its HTML scored, or why it could not be; `extraIssues` are found elsewhere (a near-duplicate). */
async function auditPage(page: SeoPage, options: AuditOptions, extraIssues: readonly string[]): Promise<Prisma.SeoOnpageDataCreateManyInput> {
  const url = absolutePageUrl(options.fetchBaseUrl ?? options.publicBaseUrl, page.url);
  const fetched = await fetchPublicPage(url, options.timeoutMs);
  if (!fetched.ok) {
    return { pageUrl: page.url, httpStatus: fetched.status, pageLoadTime: fetched.loadTimeMs, issuesFound: [fetched.reason] };
  }
  // Links are judged internal or external against the public address, wherever the page was fetched from.
  const publicUrl = absolutePageUrl(options.publicBaseUrl, new URL(fetched.finalUrl).pathname);
  const facts = analyzeHtml(fetched.html, publicUrl);
  const score = scorePage(facts, fetched.loadTimeMs);
  const issues = [...(fetched.finalUrl === url ? [] : [`The page redirects to ${fetched.finalUrl}`]), ...score.issues, ...extraIssues];
  return {
    pageUrl: page.url,
    httpStatus: fetched.status,
    overallScore: score.overallScore,
    metaTitleScore: score.metaTitleScore,
    metaDescriptionScore: score.metaDescriptionScore,
    h1Score: score.h1Score,
    contentScore: score.contentScore,
    wordCount: facts.wordCount,
    internalLinks: facts.internalLinks,
    externalLinks: facts.externalLinks,
    imagesWithoutAlt: facts.imagesWithoutAlt,
    pageLoadTime: fetched.loadTimeMs,
    issuesFound: issues,
  };
}

/**
 * The on-page audit of our own pages (home, delivery and every live city page,
 * or the paths asked for): each page's server-rendered HTML is fetched from
 * the public site, scored and stored with the issues found.
 */
export async function auditPages(options: AuditOptions, paths?: readonly string[]): Promise<AuditResponse> {
  let pages = await listSitePages(options.ctx.db);
  if (paths && paths.length > 0) {
    const unknown = paths.filter((path) => !pages.some((page) => page.url === path));
    if (unknown.length > 0) throw badRequest(`Not an active page of the site: ${unknown.join(', ')}`, [{ field: 'pages', message: 'Unknown page' }]);
    pages = pages.filter((page) => paths.includes(page.url));
  }
  const nearDuplicates = await nearDuplicateIssues(options.ctx.db);
  const data = await mapLimit(pages, options.concurrency ?? 4, (page) => auditPage(page, options, nearDuplicates.get(page.url) ?? []));
  const trackedAt = new Date();
  const rows = await options.ctx.db.seoOnpageData.createManyAndReturn({ data: data.map((row) => ({ ...row, trackedAt })) });
  const results = rows.map(toOnpageResult);
  const scored = results.filter((result) => result.http_status === 200);
  return {
    pagesAudited: results.length,
    pagesFailed: results.length - scored.length,
    averageScore: scored.length > 0 ? Math.round(scored.reduce((sum, r) => sum + r.overall_score, 0) / scored.length) : null,
    results,
  };
}
