import { parseInput } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditPages, type AuditOptions } from '../audit/audit-pages.js';
import { toOnpageResult } from '../mapping.js';

const auditBody = z
  .object({ pages: z.array(z.string().trim().startsWith('/', 'Pages are paths such as /barrie')).max(10_000).optional() })
  .nullish();
const onpageQuery = z.object({
  page_url: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export function registerAuditRoutes(app: FastifyInstance, audit: AuditOptions): void {
  const { db } = audit.ctx;

  /** Audits every page (or `{pages: ['/barrie']}`) and answers the results. */
  app.post('/api/seo/audit', async (request) => {
    const body = parseInput(auditBody, request.body);
    return auditPages(audit, body?.pages);
  });

  /** The latest audit of each page; with `?page_url=/barrie`, that page's audits, the latest first. */
  app.get('/api/seo/onpage', async (request) => {
    const { page_url, limit } = parseInput(onpageQuery, request.query);
    const rows = page_url
      ? await db.seoOnpageData.findMany({ where: { pageUrl: page_url }, orderBy: [{ trackedAt: 'desc' }, { id: 'desc' }], take: limit })
      : await db.seoOnpageData.findMany({ distinct: ['pageUrl'], orderBy: [{ pageUrl: 'asc' }, { trackedAt: 'desc' }, { id: 'desc' }] });
    return rows.map(toOnpageResult);
  });
}
