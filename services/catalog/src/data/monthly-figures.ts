import type { CatalogStats } from '@local-seo/contracts';
import { monthsOf, trendsOf, type OverviewFigures } from '../domain/trends.js';
import type { PrismaClient } from '../generated/prisma/client.js';

interface CurrentFigures extends OverviewFigures {
  totalProducts: number;
}

/** The dashboard's figures as they are now. */
async function currentFigures(db: PrismaClient): Promise<CurrentFigures> {
  const [row] = await db.$queryRawUnsafe<{ active: number; total: number; locations: number; links: number; radius: string | null }[]>(
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
    avgDeliveryRadius: Number(row?.radius ?? 0),
  };
}

/**
 * Stores the figures as this month's (the row is rewritten until the month ends,
 * so each month keeps its last value) and answers last month's, if any.
 */
async function recordMonthlyFigures(db: PrismaClient, figures: OverviewFigures, now = new Date()): Promise<OverviewFigures | undefined> {
  const { current, previous } = monthsOf(now);
  const values = {
    totalLocations: figures.totalLocations,
    activeProducts: figures.activeProducts,
    locationProducts: figures.locationProducts,
    avgDeliveryRadius: figures.avgDeliveryRadius.toFixed(1),
    recordedAt: now,
  };
  const [, lastMonth] = await db.$transaction([
    db.monthlyFigure.upsert({ where: { month: current }, create: { month: current, ...values }, update: values }),
    db.monthlyFigure.findUnique({ where: { month: previous } }),
  ]);
  if (!lastMonth) return undefined;
  return {
    totalLocations: lastMonth.totalLocations,
    activeProducts: lastMonth.activeProducts,
    locationProducts: lastMonth.locationProducts,
    avgDeliveryRadius: Number(lastMonth.avgDeliveryRadius),
  };
}

/** Records this month's figures as they are now. */
export async function recordCurrentFigures(db: PrismaClient): Promise<void> {
  await recordMonthlyFigures(db, await currentFigures(db));
}

/** The catalog's figures for the dashboard, with trends against last month's stored figures (recording this month's on the way). */
export async function catalogStats(db: PrismaClient): Promise<CatalogStats> {
  const figures = await currentFigures(db);
  const lastMonth = await recordMonthlyFigures(db, figures);
  return { ...figures, avgDeliveryRadius: figures.avgDeliveryRadius.toFixed(1), trends: trendsOf(figures, lastMonth) };
}
