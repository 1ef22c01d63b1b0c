import { keywordsChanged, type Actor, type SeoPageType, type TrashItem } from '@local-seo/contracts';
import { conflict, listTrash, moveToTrash, notFound, restoreFromTrash, type TrashKind } from '@local-seo/service-kit';
import type { Context } from './db.js';
import { findPage, keywordKey } from '../domain/index.js';
import { listSitePages } from './site-pages.js';

/**
 * A deleted keyword goes to the Trash (docs/decisions.md, decision 11) with its tracking
 * history: its row leaves seo_keywords, so the lists, the export and the tracking runs no
 * longer see it and the same keyword can be added to its page again; restored, it comes
 * back with its id and its positions.
 */
const keywordTrash: TrashKind = {
  entity: 'keyword',
  table: 'seo_keywords',
  label: 'Keyword',
  // Its positions come back with it, but for those of a tracking run deleted meanwhile.
  dependents: [
    {
      table: 'seo_serp_data',
      column: 'keyword_id',
      keepWhere: 'r.tracking_run_id IS NULL OR EXISTS (SELECT 1 FROM seo_tracking_runs t WHERE t.id = r.tracking_run_id)',
    },
  ],
};

export const trashedKeywords = (ctx: Context): Promise<TrashItem[]> => listTrash(ctx.db, 'keyword');

/** Moves a keyword, with its tracking history, to the Trash. */
export async function trashKeyword(ctx: Context, id: number, actor?: Actor): Promise<TrashItem> {
  return ctx.transact(async (tx, emit) => {
    const keyword = await tx.seoKeyword.findUnique({ where: { id } });
    if (!keyword) throw notFound('Keyword not found');
    const item = await moveToTrash(tx, keywordTrash, id, { name: keyword.keyword, detail: keyword.pageUrl, actor });
    emit(keywordsChanged.create({ keywordIds: [id], reason: 'trashed', summary: { name: `${keyword.keyword} (${keyword.pageUrl})` } }, ctx.name));
    return item;
  });
}

/**
 * Brings a keyword back from the Trash, at its page's current URL; 409 when its page is
 * gone, or the same keyword is tracked for the page again (added since).
 */
export async function restoreKeyword(ctx: Context, id: number): Promise<TrashItem> {
  const pages = await listSitePages(ctx.db, { includeInactive: true });
  return ctx.transact(async (tx, emit) => {
    const { item, record } = await restoreFromTrash(tx, keywordTrash, id, async (row, { name, detail }) => {
      const page = findPage(pages, String(row.page_type) as SeoPageType, String(row.page_id));
      if (!page) throw conflict(`Keyword "${name}" cannot be restored: its page (${detail ?? 'unknown'}) no longer exists`);
      const tracked = await tx.seoKeyword.findMany({ where: { pageType: page.type, pageId: page.id }, select: { id: true, keyword: true } });
      const twin = tracked.find((other) => keywordKey(other.keyword) === keywordKey(name));
      if (twin) throw conflict(`The keyword "${name}" is tracked for ${page.url} again (id ${twin.id}); delete that one before restoring this one`);
      return { ...row, page_url: page.url };
    });
    emit(keywordsChanged.create({ keywordIds: [id], reason: 'restored', summary: { name: `${item.name} (${String(record.page_url)})` } }, ctx.name));
    return item;
  });
}
