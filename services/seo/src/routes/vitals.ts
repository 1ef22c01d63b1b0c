import { seoRoutes } from '@local-seo/contracts';
import { badRequest, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../data/db.js';
import { isMeasuredPage, recordVitals, vitalsReport } from '../data/vitals.js';

/** The public pages' beacons in, the staff's report out (docs/behaviour/public-site.md#field-core-web-vitals). */
export function registerVitalsRoutes(app: FastifyInstance, ctx: Context): void {
  serve(app, seoRoutes.recordVitals, async ({ body }) => {
    if (!(await isMeasuredPage(ctx.db, body.path))) {
      const message = 'Page path must be the home page, /delivery or an active city page';
      throw badRequest(message, [{ field: 'path', message }]);
    }
    await recordVitals(ctx.db, body, new Date());
  });
  serve(app, seoRoutes.vitals, ({ query }) => vitalsReport(ctx.db, new Date(), query.device));
}
