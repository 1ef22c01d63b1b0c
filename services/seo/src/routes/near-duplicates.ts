import { seoRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../data/db.js';
import { nearDuplicateReport } from '../data/near-duplicates.js';

export function registerNearDuplicateRoutes(app: FastifyInstance, ctx: Context): void {
  serve(app, seoRoutes.nearDuplicates, () => nearDuplicateReport(ctx.db));
}
