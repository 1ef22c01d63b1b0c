import { serpQuerySchema, trackRequestSchema } from '@local-seo/contracts';
import { parseInput } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toSerpRow, toTrackingRun } from '../mapping.js';
import { trackKeywords, type TrackingOptions } from '../tracking/track-keywords.js';

const runsQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

export function registerTrackingRoutes(app: FastifyInstance, tracking: TrackingOptions): void {
  const { db } = tracking.ctx;

  /** Runs tracking now and answers how many keywords it tracked ('Tracking completed'). */
  app.post('/api/seo/track', async (request) => {
    parseInput(trackRequestSchema, request.body);
    return trackKeywords(tracking, 'manual');
  });

  /** The latest tracking runs first. */
  app.get('/api/seo/tracking-runs', async (request) => {
    const { limit } = parseInput(runsQuery, request.query);
    const runs = await db.seoTrackingRun.findMany({ orderBy: { id: 'desc' }, take: limit });
    return runs.map(toTrackingRun);
  });

  /** The SERP rows of one page's keywords, the latest first. */
  app.get('/api/seo/serp', async (request) => {
    const { page_type, page_id, limit } = parseInput(serpQuerySchema, request.query);
    const rows = await db.seoSerpData.findMany({
      where: { keyword: { pageType: page_type, pageId: page_id } },
      include: { keyword: { select: { keyword: true } } },
      orderBy: [{ trackedAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
    return rows.map(toSerpRow);
  });
}
