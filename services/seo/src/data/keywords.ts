import type { KeywordCreate, KeywordSortKey, Page, PagedQuery, SeoKeyword } from '@local-seo/contracts';
import { badRequest, conflict, limitSql, orderBySql, pageOf, searchConditionsSql, sqlParameters, whereSql } from '@local-seo/service-kit';
import type { Db, Context } from './db.js';
import { findPage, keywordKey } from '../domain/index.js';
import { Prisma } from '../generated/prisma/client.js';
import { toKeyword } from './mapping.js';
import { listSitePages } from './site-pages.js';

const alreadyTracked = (keyword: string) => conflict(`The keyword "${keyword}" is already tracked for this page`);

/** Every keyword (or one page's), each with its position at the latest tracking run. */
export async function listKeywords(db: Db, filter: { page_type?: string; page_id?: string }): Promise<SeoKeyword[]> {
  const keywords = await db.seoKeyword.findMany({
    where: { ...(filter.page_type ? { pageType: filter.page_type } : {}), ...(filter.page_id ? { pageId: filter.page_id } : {}) },
    orderBy: [{ pageType: 'asc' }, { pageUrl: 'asc' }, { keyword: 'asc' }],
    include: { serpData: { orderBy: [{ trackedAt: 'desc' }, { id: 'desc' }], take: 1 } },
  });
  return keywords.map(({ serpData, ...keyword }) => toKeyword(keyword, serpData[0]));
}

/** Each sort key's expressions (the latest run's position and time as `s`); the id breaks ties. */
const keywordSorts: Record<KeywordSortKey, string | readonly string[]> = {
  keyword: 'lower(k.keyword)',
  page: ['k.page_url', 'lower(k.keyword)'],
  type: ['k.keyword_type', 'lower(k.keyword)'],
  position: 's.position',
  tracked: 's.tracked_at',
};

/**
 * One page of the keywords with their latest positions, and how many match (GET
 * /api/seo/keywords/paged): every word of the search in the keyword, its page's
 * address or its type; one page's keywords with page_type and page_id; sorted by a column
 * (a keyword never tracked sorts last by position and time), then id.
 */
export async function keywordPage(db: Db, query: PagedQuery<KeywordSortKey> & { page_type?: string | undefined; page_id?: string | undefined }): Promise<Page<SeoKeyword>> {
  const { values, parameter } = sqlParameters();
  const conditions = searchConditionsSql(query.search, ['k.keyword', 'k.page_url', 'k.keyword_type'], parameter);
  if (query.page_type) conditions.push(`k.page_type = ${parameter(query.page_type)}`);
  if (query.page_id) conditions.push(`k.page_id = ${parameter(query.page_id)}`);
  const from = `FROM seo_keywords k
     LEFT JOIN LATERAL (
       SELECT d.position, d.tracked_at FROM seo_serp_data d WHERE d.keyword_id = k.id ORDER BY d.tracked_at DESC, d.id DESC LIMIT 1
     ) s ON true
     ${whereSql(conditions)}`;
  const ids = await db.$queryRawUnsafe<{ id: number; total: bigint }[]>(
    `SELECT k.id, count(*) OVER () AS total ${from} ${orderBySql(query, keywordSorts, 'k.id')} ${limitSql(query)}`,
    ...values,
  );
  const total = ids[0]
    ? Number(ids[0].total)
    : Number((await db.$queryRawUnsafe<{ total: bigint }[]>(`SELECT count(*) AS total FROM seo_keywords k ${whereSql(conditions)}`, ...values))[0]?.total ?? 0);
  const keywords = await db.seoKeyword.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    include: { serpData: { orderBy: [{ trackedAt: 'desc' }, { id: 'desc' }], take: 1 } },
  });
  const byId = new Map(keywords.map(({ serpData, ...keyword }) => [keyword.id, toKeyword(keyword, serpData[0])]));
  return pageOf(
    ids.map((row) => byId.get(row.id)).filter((keyword): keyword is SeoKeyword => keyword !== undefined),
    total,
    query,
  );
}

/** Adds a keyword to a chosen active page, once per page whatever its case and spacing. */
export async function addKeyword(ctx: Context, input: KeywordCreate): Promise<SeoKeyword> {
  const page = findPage(await listSitePages(ctx.db, { includeInactive: true }), input.page_type, input.page_id);
  if (!page) throw badRequest('Choose a page for the keyword: that page does not exist', [{ field: 'page_id', message: 'No such page' }]);
  if (!page.active) throw badRequest('Keywords can only be added to active pages', [{ field: 'page_id', message: 'The page is not active' }]);
  if (input.page_url !== undefined && input.page_url !== page.url) {
    throw badRequest(`page_url must be the chosen page's URL (${page.url})`, [{ field: 'page_url', message: `Expected ${page.url}` }]);
  }
  const keyword = await ctx
    .transact(async (tx) => {
      const existing = await tx.seoKeyword.findMany({ where: { pageType: page.type, pageId: page.id }, select: { keyword: true } });
      if (existing.some((row) => keywordKey(row.keyword) === keywordKey(input.keyword))) throw alreadyTracked(input.keyword);
      return tx.seoKeyword.create({
        data: {
          pageType: page.type,
          pageId: page.id,
          pageUrl: page.url,
          keyword: input.keyword,
          keywordType: input.keyword_type,
          searchVolume: input.search_volume ?? null,
          active: input.active,
        },
      });
    })
    .catch((err: unknown) => {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') throw alreadyTracked(input.keyword);
      throw err;
    });
  return toKeyword(keyword, undefined);
}
