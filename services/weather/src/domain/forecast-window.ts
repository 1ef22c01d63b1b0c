import type { ForecastDay } from '@local-seo/contracts';
import { forecastDays } from '@local-seo/weather-display';

/**
 * The forecast days still ahead: stored data may be hours old, so a day that
 * has passed where the city is must not be shown as 'Today'.
 */
export function upcomingDays(days: readonly ForecastDay[], today: string): ForecastDay[] {
  return days.filter((day) => day.date >= today).slice(0, forecastDays);
}
