import type { WeatherCacheEntry, WeatherDataRecord, WeatherProviderName } from '@local-seo/contracts';
import { ageInMinutes, freshnessOf, type CachePolicy } from '../domain/freshness.js';
import type { City, WeatherCity, WeatherData } from '../generated/prisma/client.js';

/** What staff see of a city's cache: from the copy of cities, this service's state of it, its stored weather. */
export const cacheEntrySelect = {
  id: true,
  slug: true,
  name: true,
  refresh: { select: { lastAttemptAt: true, lastError: true } },
  weather: { select: { provider: true, requestTimestamp: true, tempC: true, condition: true } },
} as const;

/** One city's cache state for staff. */
export function toCacheEntry(
  city: Pick<City, 'id' | 'slug' | 'name'> & {
    refresh: Pick<WeatherCity, 'lastAttemptAt' | 'lastError'> | null;
    weather: Pick<WeatherData, 'provider' | 'requestTimestamp' | 'tempC' | 'condition'> | null;
  },
  now: Date,
  policy: CachePolicy,
): WeatherCacheEntry {
  const stored = city.weather;
  const freshness = freshnessOf(stored?.requestTimestamp ?? null, now, policy);
  return {
    city_id: city.id,
    city_slug: city.slug,
    city_name: city.name,
    status: freshness === 'fresh' || freshness === 'stale' ? freshness : 'unavailable',
    provider: (stored?.provider ?? null) as WeatherProviderName | null,
    fetched_at: stored?.requestTimestamp.toISOString() ?? null,
    age_minutes: stored ? ageInMinutes(stored.requestTimestamp, now) : null,
    temp_c: stored?.tempC ?? null,
    condition: stored?.condition ?? null,
    last_attempt_at: city.refresh?.lastAttemptAt?.toISOString() ?? null,
    last_error: city.refresh?.lastError ?? null,
  };
}

/** A weather_data row with every field staff see. */
export function toWeatherDataRecord(citySlug: string, row: WeatherData): WeatherDataRecord {
  const day = (n: 1 | 2 | 3) => ({
    max_c: row[`day${n}MaxC`],
    min_c: row[`day${n}MinC`],
    condition: row[`day${n}Condition`],
    chance_of_rain: row[`day${n}ChanceOfRain`],
    precip_mm: row[`day${n}PrecipMm`],
    et0: row[`day${n}Et0`],
  });
  return {
    city_id: row.cityId,
    city_slug: citySlug,
    provider: row.provider as WeatherProviderName,
    request_timestamp: row.requestTimestamp.toISOString(),
    api_response: row.apiResponse,
    current: {
      temp_c: row.tempC,
      temp_f: row.tempF,
      condition: row.condition,
      humidity: row.humidity,
      wind_kph: row.windKph,
      wind_direction: row.windDirection,
      precip_mm: row.precipMm,
      uv: row.uv,
      pressure_mb: row.pressureMb,
      et0: row.et0,
      shortwave_radiation: row.shortwaveRadiation,
      diffuse_radiation: row.diffuseRadiation,
    },
    forecast_3day: [day(1), day(2), day(3)],
    air_quality: { co: row.co, no2: row.no2, o3: row.o3, pm25: row.pm25, pm10: row.pm10 },
    astro: { sunrise: row.sunrise, sunset: row.sunset, moon_phase: row.moonPhase, moon_illumination: row.moonIllumination },
  };
}
