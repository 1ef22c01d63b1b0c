import type { OnpageResult } from '@local-seo/contracts';
import type { Db } from './db.js';
import { toOnpageResult } from './mapping.js';

/** The latest audit of each page; with `page_url`, that page's audits, the latest first. */
export async function onpageResults(db: Db, query: { page_url?: string; limit: number }): Promise<OnpageResult[]> {
  const rows = query.page_url
    ? await db.seoOnpageData.findMany({ where: { pageUrl: query.page_url }, orderBy: [{ trackedAt: 'desc' }, { id: 'desc' }], take: query.limit })
    : await db.seoOnpageData.findMany({ distinct: ['pageUrl'], orderBy: [{ pageUrl: 'asc' }, { trackedAt: 'desc' }, { id: 'desc' }] });
  return rows.map(toOnpageResult);
}
