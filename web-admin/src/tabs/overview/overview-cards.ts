import type { PlatformStats } from '@local-seo/contracts';
import { formatDecimal, formatNumber } from '../../lib/format';

/** The spec's limit of weather suggestions on the dashboard. */
export const overviewSuggestionLimit = 6;

export interface OverviewCard {
  label: string;
  value: string;
  /** Percent against last month; null without history (a dash). */
  trend: number | null;
}

/**
 * The four statistic cards, in the spec's order. Missing figures read 0
 * ('0.0' km for the radius) as the spec says; trends come measured from the
 * server (decision 6), never invented here.
 */
export function overviewCards(stats: PlatformStats | undefined): OverviewCard[] {
  const trends = stats?.trends;
  return [
    { label: 'Total Locations', value: formatNumber(stats?.totalLocations ?? 0), trend: trends?.totalLocations ?? null },
    { label: 'Active Products', value: formatNumber(stats?.activeProducts ?? 0), trend: trends?.activeProducts ?? null },
    { label: 'Location-Product Links', value: formatNumber(stats?.locationProducts ?? 0), trend: trends?.locationProducts ?? null },
    { label: 'Avg Delivery Radius', value: `${formatDecimal(stats?.avgDeliveryRadius ?? '0.0')} km`, trend: trends?.avgDeliveryRadius ?? null },
  ];
}
