import type { KeywordCreate, SeoKeyword } from '@local-seo/contracts';
import { badRequest, conflict } from '@local-seo/service-kit';
import type { Db, SeoContext } from '../db.js';
import { findPage, keywordKey } from '../domain/index.js';
import { Prisma } from '../generated/prisma/client.js';
import { toKeyword } from '../mapping.js';
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

/** Adds a keyword to a chosen active page, once per page whatever its case and spacing. */
export async function addKeyword(ctx: SeoContext, input: KeywordCreate): Promise<SeoKeyword> {
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
