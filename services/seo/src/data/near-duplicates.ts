import type { NearDuplicatesResponse } from '@local-seo/contracts';
import type { Db, Tx } from './db.js';
import type { ClosestPage } from '../domain/index.js';
import { readSeoSettings } from './seo-settings.js';

/** A similarity (0 to 1) as the whole percentage staff read and set the threshold in. */
export const similarityPercent = (similarity: number) => Math.round(similarity * 100);

/** Replaces the last run's closest pages with this run's (run it in a transaction). */
export async function saveClosestPages(tx: Tx, pages: readonly ClosestPage[], computedAt: Date): Promise<void> {
  await tx.seoNearDuplicate.deleteMany({});
  await tx.seoNearDuplicate.createMany({ data: pages.map((page) => ({ pageUrl: page.path, closestUrl: page.closestPath, similarity: page.similarity, computedAt })) });
}

/** Notes, in the transaction of a city change, that the city pages changed: a run follows once changes stop. */
export async function noteCityPagesChanged(tx: Tx): Promise<void> {
  await tx.seoNearDuplicateState.upsert({ where: { id: 1 }, create: { id: 1, changedAt: new Date() }, update: { changedAt: new Date() } });
}

/**
 * Takes the waiting change when none came for `quietMs` (a burst of changes makes one run):
 * true for the one replica whose update cleared it.
 */
export async function claimQuietChange(db: Db, quietMs: number): Promise<boolean> {
  const { count } = await db.seoNearDuplicateState.updateMany({
    where: { id: 1, changedAt: { lte: new Date(Date.now() - quietMs) } },
    data: { changedAt: null },
  });
  return count === 1;
}

/** Puts a claimed change back after a failed run, so that a later poll tries again. */
export async function restoreChange(db: Db): Promise<void> {
  await db.seoNearDuplicateState.updateMany({ where: { id: 1, changedAt: null }, data: { changedAt: new Date() } });
}

/** The stored closest pages, the most similar first (pages without one last), with the threshold in force. */
export async function nearDuplicateReport(db: Db): Promise<NearDuplicatesResponse> {
  const [{ near_duplicate_threshold: threshold }, rows] = await Promise.all([
    readSeoSettings(db),
    db.seoNearDuplicate.findMany({ orderBy: [{ similarity: { sort: 'desc', nulls: 'last' } }, { pageUrl: 'asc' }] }),
  ]);
  return {
    threshold,
    pages: rows.map((row) => {
      const similarity = row.similarity === null ? null : similarityPercent(row.similarity);
      return {
        page_url: row.pageUrl,
        closest_url: row.closestUrl,
        similarity,
        over_threshold: similarity !== null && similarity >= threshold,
        computed_at: row.computedAt.toISOString(),
      };
    }),
  };
}

/** The audit's finding for each page over the threshold at the last run, by path. */
export async function nearDuplicateIssues(db: Db): Promise<Map<string, string[]>> {
  const { pages } = await nearDuplicateReport(db);
  return new Map(
    pages
      .filter((page) => page.over_threshold)
      .map((page) => [page.page_url, [`Near-duplicate of ${page.closest_url} (${page.similarity}% similar): add a local introduction`]]),
  );
}
