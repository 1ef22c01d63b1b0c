import type { SitemapState } from '../generated/prisma/client.js';
import type { SitemapLayout } from '../generation/sitemap-writer.js';
import type { Db } from './db.js';

/** The single state row (the first migration creates it). */
export function readState(db: Db): Promise<SitemapState> {
  return db.sitemapState.findUniqueOrThrow({ where: { id: 1 } });
}

/**
 * Marks that the sitemap needs regenerating: the counter moves past what the
 * last generation saw. Runs in the transaction of the change that causes it.
 */
export async function noteContentChange(tx: Db, reason: string, at: Date): Promise<void> {
  await tx.sitemapState.update({
    where: { id: 1 },
    data: { contentVersion: { increment: 1 }, lastChangeAt: at, lastChangeReason: reason.slice(0, 200) },
  });
}

export async function setLayout(db: Db, layout: SitemapLayout): Promise<void> {
  await db.sitemapState.update({ where: { id: 1 }, data: { layout } });
}

export async function setIndexNowKey(db: Db, key: string): Promise<void> {
  await db.sitemapState.update({ where: { id: 1 }, data: { indexNowKey: key } });
}
