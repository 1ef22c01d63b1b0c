import type { CatalogStats } from '@local-seo/contracts';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog.js';

/** The catalog's figures for the dashboard (the gateway composes GET /api/stats). */
export function registerStatsRoutes(app: FastifyInstance, { ctx }: Catalog): void {
  app.get('/api/catalog/stats', async (): Promise<CatalogStats> => {
    const [row] = await ctx.db.$queryRawUnsafe<
      { active: number; total: number; locations: number; links: number; radius: string | null }[]
    >(
      `SELECT (SELECT count(*)::int FROM products WHERE active) AS active,
              (SELECT count(*)::int FROM products) AS total,
              (SELECT count(*)::int FROM supplier_locations) AS locations,
              (SELECT count(*)::int FROM location_products) AS links,
              (SELECT round(avg(delivery_radius), 1)::text FROM supplier_locations WHERE delivery_radius IS NOT NULL) AS radius`,
    );
    return {
      activeProducts: row?.active ?? 0,
      totalProducts: row?.total ?? 0,
      totalLocations: row?.locations ?? 0,
      locationProducts: row?.links ?? 0,
      avgDeliveryRadius: row?.radius ?? '0.0',
    };
  });
}
