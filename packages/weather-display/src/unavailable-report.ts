import type { WeatherReport } from '@local-seo/contracts';
import { unavailableTexts } from './forecast.js';

/**
 * The weather answer of a city without a usable forecast (docs/behaviour/public-site.md#weather-rules):
 * the weather service's when nothing fresh or stale enough is stored, the gateway's when the
 * service cannot be asked. One answer, so the page reads the same either way.
 */
export function unavailableWeatherReport(citySlug: string): WeatherReport {
  return {
    city_slug: citySlug,
    status: 'unavailable',
    current: null,
    forecast: null,
    source: { provider: null, sample: false, fetched_at: null, age_minutes: null },
    message: unavailableTexts.title,
    detail: unavailableTexts.detail,
  };
}
