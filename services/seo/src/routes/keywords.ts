import { seoKeywordSchema, seoRoutes } from '@local-seo/contracts';
import { actorOf, cellsOf, sendCsvExport, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../data/db.js';
import { addKeyword, keywordPage, listKeywords } from '../data/keywords.js';
import { listSitePages } from '../data/site-pages.js';
import { restoreKeyword, trashedKeywords, trashKeyword } from '../data/trash.js';

export function registerKeywordRoutes(app: FastifyInstance, ctx: Context): void {
  serve(app, seoRoutes.pages, ({ query }) => listSitePages(ctx.db, { includeInactive: query.all === 'true' }));
  serve(app, seoRoutes.keywords, ({ query }) => listKeywords(ctx.db, query));
  serve(app, seoRoutes.keywordPage, ({ query }) => keywordPage(ctx.db, query));
  serve(app, seoRoutes.addKeyword, ({ body }) => addKeyword(ctx, body));
  serve(app, seoRoutes.deleteKeyword, async ({ params, request }) => {
    await trashKeyword(ctx, params.id, actorOf(request.headers));
  });
  serve(app, seoRoutes.trashedKeywords, async () => ({ items: await trashedKeywords(ctx) }));
  serve(app, seoRoutes.restoreKeyword, ({ params }) => restoreKeyword(ctx, params.id));
  // Keywords have no import: the download has the staff API's fields, with the latest positions.
  const keywordFields = seoKeywordSchema.keyof().options;
  serve(app, seoRoutes.exportKeywords, async ({ reply }) => {
    const keywords = await listKeywords(ctx.db, {}); // tracked keywords number in the hundreds, not the 100,000s
    return sendCsvExport(reply, 'keywords.csv', keywordFields, [keywords.map((keyword) => cellsOf(keyword, keywordFields))]);
  });
}
