import type { Weather, WeatherProviderName, WeatherReport } from '@local-seo/contracts';
import { unavailableTexts, unavailableWeatherReport } from '@local-seo/weather-display';
import { upcomingDays } from '../domain/forecast-window.js';
import { ageInMinutes, freshnessOf, sampleMessage, staleMessage, type CachePolicy } from '../domain/freshness.js';
import { localDate } from '../domain/local-time.js';

/** What the page answer needs of a stored weather_data row. */
export interface StoredWeather {
  provider: string;
  requestTimestamp: Date;
  weather: unknown;
  timezone: string;
}

export const storedWeatherSelect = { provider: true, requestTimestamp: true, weather: true, timezone: true } as const;

/** The answer of GET /api/weather/:slug from what is stored: fresh, stale with its age, or unavailable. */
export function weatherReport(citySlug: string, stored: StoredWeather | null, now: Date, policy: CachePolicy): WeatherReport {
  if (!stored) return unavailableWeatherReport(citySlug);
  const freshness = freshnessOf(stored.requestTimestamp, now, policy);
  if (freshness !== 'fresh' && freshness !== 'stale') return unavailableWeatherReport(citySlug);
  // Written by this service after validation against weatherSchema (weather-data.ts).
  const weather = stored.weather as Weather;
  const forecastday = upcomingDays(weather.forecast.forecastday, localDate(now, stored.timezone));
  if (forecastday.length === 0) return unavailableWeatherReport(citySlug);
  const age = ageInMinutes(stored.requestTimestamp, now);
  const sample = stored.provider === 'sample';
  return {
    city_slug: citySlug,
    status: freshness,
    current: weather.current,
    forecast: { forecastday },
    source: {
      provider: stored.provider as WeatherProviderName,
      sample,
      fetched_at: stored.requestTimestamp.toISOString(),
      age_minutes: age,
    },
    message: freshness === 'stale' ? staleMessage(age) : sample ? sampleMessage : null,
    detail: freshness === 'stale' ? unavailableTexts.detail : null,
  };
}
