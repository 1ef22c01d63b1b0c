import type { TrackResponse } from '@local-seo/contracts';
import { conflict, GoogleAuthError, HttpError, SearchConsoleError } from '@local-seo/service-kit';
import { lockFor, type Context } from '../data/db.js';
import { keywordFilterExpressions, searchWindow, standingsOf, type QueryPageRow } from '../domain/index.js';
import { maxRowLimit, type SearchConsoleClient } from '../providers/search-console.js';
import { readSeoSettings } from '../data/seo-settings.js';

type RunType = 'manual' | 'scheduled';

export interface TrackingOptions {
  ctx: Context;
  /** Undefined when Search Console is not configured; `notConfigured` then says what is missing. */
  searchConsole: SearchConsoleClient | undefined;
  notConfigured: string | undefined;
  /** A run still pending or running after this long was abandoned (the process stopped during it). */
  staleAfterMs?: number;
  /** Rows asked for per call (Google's maximum unless a test pages sooner). */
  pageSize?: number;
  now?: () => Date;
}

const abandoned = 'Abandoned: the run did not finish (the service stopped while it ran)';

/**
 * One tracking run: positions of every active keyword from the Search Console
 * Search Analytics API (dimensions query and page), recorded as SERP rows. The
 * run goes pending, running, then completed or failed with the error and the
 * API calls it made; only one runs at a time.
 */
export async function trackKeywords(options: TrackingOptions, runType: RunType): Promise<TrackResponse> {
  const { ctx, searchConsole } = options;
  const { db } = ctx;
  const now = options.now ?? (() => new Date());

  if (!searchConsole) {
    const reason = options.notConfigured ?? 'Google Search Console is not configured';
    const at = now();
    await db.seoTrackingRun.create({ data: { runType, status: 'failed', errorMessage: reason, startedAt: at, completedAt: at } });
    throw new HttpError(503, `Tracking failed: ${reason}`);
  }

  const run = await ctx.transact(async (tx) => {
    await lockFor(tx, 'seo.tracking-run');
    const busy = await tx.seoTrackingRun.findFirst({ where: { status: { in: ['pending', 'running'] } }, orderBy: { id: 'desc' } });
    if (busy && (busy.startedAt ?? busy.createdAt).getTime() > now().getTime() - (options.staleAfterMs ?? 30 * 60_000)) {
      throw conflict(`Tracking run #${busy.id} is still in progress; wait for it to finish`);
    }
    if (busy) {
      await tx.seoTrackingRun.updateMany({
        where: { status: { in: ['pending', 'running'] } },
        data: { status: 'failed', errorMessage: abandoned, completedAt: now() },
      });
    }
    return tx.seoTrackingRun.create({ data: { runType } });
  });

  let apiCallsMade = 0;
  const pageSize = options.pageSize ?? maxRowLimit;
  try {
    await db.seoTrackingRun.update({ where: { id: run.id }, data: { status: 'running', startedAt: now() } });
    const keywords = await db.seoKeyword.findMany({ where: { active: true }, select: { id: true, keyword: true } });
    const { tracking_window_days } = await readSeoSettings(db);
    const window = searchWindow(now(), tracking_window_days);

    const rows: QueryPageRow[] = [];
    for (const expression of keywordFilterExpressions(keywords.map((k) => k.keyword))) {
      for (let startRow = 0; ; startRow += pageSize) {
        const page = await searchConsole.query(
          {
            ...window,
            dimensions: ['query', 'page'],
            type: 'web',
            dataState: 'all',
            dimensionFilterGroups: [{ groupType: 'and', filters: [{ dimension: 'query', operator: 'includingRegex', expression }] }],
            rowLimit: pageSize,
            startRow,
          },
          () => (apiCallsMade += 1),
        );
        rows.push(...page);
        if (page.length < pageSize) break;
      }
    }

    const standings = standingsOf(keywords, rows);
    const trackedAt = now();
    const tracked = await ctx.transact(async (tx) => {
      // A keyword deleted while the run asked Google is left out, not an error.
      const still = await tx.seoKeyword.findMany({ where: { id: { in: keywords.map((k) => k.id) } }, select: { id: true } });
      const data = still.map(({ id }) => {
        const standing = standings.get(id)!;
        return { trackingRunId: run.id, keywordId: id, ...standing, trackedAt };
      });
      await tx.seoSerpData.createMany({ data });
      await tx.seoTrackingRun.update({
        where: { id: run.id },
        data: { status: 'completed', keywordsTracked: data.length, apiCallsMade, completedAt: now() },
      });
      return data;
    });
    return {
      runId: run.id,
      status: 'completed',
      keywordsTracked: tracked.length,
      keywordsRanked: tracked.filter((row) => row.position !== null).length,
      apiCallsMade,
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db.seoTrackingRun.update({ where: { id: run.id }, data: { status: 'failed', errorMessage: message, apiCallsMade, completedAt: now() } });
    if (err instanceof SearchConsoleError || err instanceof GoogleAuthError) throw new HttpError(502, `Tracking failed: ${message}`);
    throw err;
  }
}
