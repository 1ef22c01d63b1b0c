import type { Weather, WeatherProviderName, WeatherReport } from '@local-seo/contracts';
import { unavailableTexts } from '@local-seo/weather-display';
import { upcomingDays } from './domain/forecast-window.js';
import { ageInMinutes, freshnessOf, sampleMessage, staleMessage, type CachePolicy } from './domain/freshness.js';
import { localDate } from './domain/local-time.js';

/** What the page answer needs of a stored weather_data row. */
export interface StoredWeather {
  provider: string;
  requestTimestamp: Date;
  weather: unknown;
  timezone: string;
}

export const storedWeatherSelect = { provider: true, requestTimestamp: true, weather: true, timezone: true } as const;

function unavailableReport(citySlug: string): WeatherReport {
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

/** The answer of GET /api/weather/:slug from what is stored: fresh, stale with its age, or unavailable. */
export function weatherReport(citySlug: string, stored: StoredWeather | null, now: Date, policy: CachePolicy): WeatherReport {
  if (!stored) return unavailableReport(citySlug);
  const freshness = freshnessOf(stored.requestTimestamp, now, policy);
  if (freshness !== 'fresh' && freshness !== 'stale') return unavailableReport(citySlug);
  // Written by this service after validation against weatherSchema (weather-data.ts).
  const weather = stored.weather as Weather;
  const forecastday = upcomingDays(weather.forecast.forecastday, localDate(now, stored.timezone));
  if (forecastday.length === 0) return unavailableReport(citySlug);
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
