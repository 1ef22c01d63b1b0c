import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog.js';
import { currentFigures, recordMonthlyFigures } from '../data/monthly-figures.js';
import { trendsOf } from '../domain/trends.js';

/** The catalog's figures for the dashboard, with trends against last month (the gateway composes GET /api/stats). */
export function registerStatsRoutes(app: FastifyInstance, { ctx }: Catalog): void {
  serve(app, catalogRoutes.stats, async () => {
    const figures = await currentFigures(ctx.db);
    const lastMonth = await recordMonthlyFigures(ctx.db, figures);
    return {
      ...figures,
      avgDeliveryRadius: figures.avgDeliveryRadius.toFixed(1),
      trends: trendsOf(figures, lastMonth),
    };
  });
}
