import { seoRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { auditPages, type AuditOptions } from '../audit/audit-pages.js';
import { onpageResults } from '../data/onpage.js';

export function registerOnPageAuditRoutes(app: FastifyInstance, audit: AuditOptions): void {
  serve(app, seoRoutes.audit, ({ body }) => auditPages(audit, body.pages));
  serve(app, seoRoutes.onpage, ({ query }) => onpageResults(audit.ctx.db, query));
}
