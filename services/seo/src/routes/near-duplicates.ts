import { seoRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { SeoContext } from '../db.js';
import { nearDuplicateReport } from '../stores/near-duplicates.js';

export function registerNearDuplicateRoutes(app: FastifyInstance, ctx: SeoContext): void {
  serve(app, seoRoutes.nearDuplicates, () => nearDuplicateReport(ctx.db));
}
