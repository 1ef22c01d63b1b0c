/** The four overview figures that have a trend. */
export interface OverviewFigures {
  totalLocations: number;
  activeProducts: number;
  locationProducts: number;
  avgDeliveryRadius: number;
}

type Trends = Record<keyof OverviewFigures, number | null>;

/** Percent change from `previous` to `current`, one decimal; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number | undefined): number | null {
  if (previous === undefined || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Each figure's trend against last month's (docs/decisions.md, decision 6: measured, not fixed numbers). */
export function trendsOf(current: OverviewFigures, lastMonth: OverviewFigures | undefined): Trends {
  return {
    totalLocations: percentChange(current.totalLocations, lastMonth?.totalLocations),
    activeProducts: percentChange(current.activeProducts, lastMonth?.activeProducts),
    locationProducts: percentChange(current.locationProducts, lastMonth?.locationProducts),
    avgDeliveryRadius: percentChange(current.avgDeliveryRadius, lastMonth?.avgDeliveryRadius),
  };
}

/** The first day (UTC) of the month of `date`, and of the month before. */
export function monthsOf(date: Date): { current: Date; previous: Date } {
  return {
    current: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)),
    previous: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)),
  };
}
