import type { SerpRow, TrackingRun } from '@local-seo/contracts';
import type { Db } from './db.js';
import { toSerpRow, toTrackingRun } from './mapping.js';

/** The latest tracking runs first. */
export async function latestTrackingRuns(db: Db, limit: number): Promise<TrackingRun[]> {
  const runs = await db.seoTrackingRun.findMany({ orderBy: { id: 'desc' }, take: limit });
  return runs.map(toTrackingRun);
}

/** The SERP rows of one page's keywords, the latest first. */
export async function serpRowsOf(db: Db, page: { page_type: string; page_id: string }, limit: number): Promise<SerpRow[]> {
  const rows = await db.seoSerpData.findMany({
    where: { keyword: { pageType: page.page_type, pageId: page.page_id } },
    include: { keyword: { select: { keyword: true } } },
    orderBy: [{ trackedAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
  return rows.map(toSerpRow);
}
