import { keywordCreateSchema } from '@local-seo/contracts';
import { badRequest, conflict, notFound, parseInput, recordIdParams } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SeoContext } from '../db.js';
import { findPage, keywordKey } from '../domain/index.js';
import { Prisma } from '../generated/prisma/client.js';
import { toKeyword } from '../mapping.js';
import type { PagesSource } from '../pages-source.js';

const idParams = recordIdParams('Keyword');
const listQuery = z.object({
  page_type: z.string().optional(),
  page_id: z.string().optional(),
});

const alreadyTracked = (keyword: string) => conflict(`The keyword "${keyword}" is already tracked for this page`);

export function registerKeywordRoutes(app: FastifyInstance, ctx: SeoContext, pages: PagesSource): void {
  const { db } = ctx;

  /** Every keyword (or one page's), each with its position at the latest tracking run. */
  app.get('/api/seo/keywords', async (request) => {
    const { page_type, page_id } = parseInput(listQuery, request.query);
    const keywords = await db.seoKeyword.findMany({
      where: { ...(page_type ? { pageType: page_type } : {}), ...(page_id ? { pageId: page_id } : {}) },
      orderBy: [{ pageType: 'asc' }, { pageUrl: 'asc' }, { keyword: 'asc' }],
      include: { serpData: { orderBy: [{ trackedAt: 'desc' }, { id: 'desc' }], take: 1 } },
    });
    return keywords.map(({ serpData, ...keyword }) => toKeyword(keyword, serpData[0]));
  });

  /** A keyword for a chosen active page. */
  app.post('/api/seo/keywords', async (request, reply) => {
    const input = parseInput(keywordCreateSchema, request.body);
    const page = findPage(await pages.list({ includeInactive: true }), input.page_type, input.page_id);
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
    return reply.status(201).send(toKeyword(keyword, undefined));
  });

  /** Removes a keyword and its tracking history. */
  app.delete('/api/seo/keywords/:id', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { count } = await db.seoKeyword.deleteMany({ where: { id } });
    if (count === 0) throw notFound('Keyword not found');
    return reply.status(204).send();
  });
}
