import { auditRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { auditTrailPage } from '../data/audit-trail.js';
import type { Context } from '../data/db.js';

export function registerAuditTrailRoutes(app: FastifyInstance, ctx: Context): void {
  serve(app, auditRoutes.list, ({ query }) => auditTrailPage(ctx.db, query));
}
