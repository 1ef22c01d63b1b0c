import { seoRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { latestTrackingRuns, serpRowsOf } from '../data/tracking-runs.js';
import { trackKeywords, type TrackingOptions } from '../tracking/track-keywords.js';

export function registerTrackingRoutes(app: FastifyInstance, tracking: TrackingOptions): void {
  const { db } = tracking.ctx;
  serve(app, seoRoutes.track, () => trackKeywords(tracking, 'manual'));
  serve(app, seoRoutes.trackingRuns, ({ query }) => latestTrackingRuns(db, query.limit));
  serve(app, seoRoutes.serp, ({ query }) => serpRowsOf(db, query, query.limit));
}
