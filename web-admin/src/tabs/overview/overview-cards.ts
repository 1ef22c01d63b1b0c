import type { PlatformStats } from '@local-seo/contracts';
import { formatDecimal, formatNumber } from '../../lib/format';

/** The limit of weather suggestions on the dashboard (docs/behaviour/admin-back-office.md#overview). */
export const overviewSuggestionLimit = 6;

interface OverviewCard {
  label: string;
  value: string;
  /** Percent against last month; null without history (a dash). */
  trend: number | null;
}

/**
 * The four statistic cards, in order (docs/behaviour/admin-back-office.md#overview). Missing figures read 0
 * ('0.0' km for the radius); trends come measured from the server
 * (docs/decisions.md, decision 6), never invented here.
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
