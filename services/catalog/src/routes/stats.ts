import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../data/catalog.js';
import { catalogStats } from '../data/monthly-figures.js';

/** The catalog's figures for the dashboard (the gateway composes GET /api/stats). */
export function registerStatsRoutes(app: FastifyInstance, { ctx }: Catalog): void {
  serve(app, catalogRoutes.stats, () => catalogStats(ctx.db));
}
