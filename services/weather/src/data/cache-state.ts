import type { WeatherProviderName } from '@local-seo/contracts';
import type { CacheState } from '../domain/freshness.js';

/** This service's state of a city (weather_cities), and the stored weather as the reader selected it. */
export interface CityState<W> {
  id: number;
  active: boolean;
  latitude: number;
  longitude: number;
  lastAttemptAt: Date | null;
  lastError: string | null;
  lastProvider: string | null;
  weather: W | null;
}

/** What a reader selects of the state: `{ refresh: refreshStateSelect }` beside the copy's columns. */
export const refreshStateSelect = { select: { lastAttemptAt: true, lastError: true, lastProvider: true } } as const;

/** A city of the copy with its state, flat, its coordinates as numbers (no state yet: never asked). */
export function cityStateOf<W>(row: {
  id: number;
  pageActive: boolean;
  latitude: { toNumber(): number };
  longitude: { toNumber(): number };
  refresh: { lastAttemptAt: Date | null; lastError: string | null; lastProvider: string | null } | null;
  weather: W | null;
}): CityState<W> {
  return {
    id: row.id,
    active: row.pageActive,
    latitude: row.latitude.toNumber(),
    longitude: row.longitude.toNumber(),
    lastAttemptAt: row.refresh?.lastAttemptAt ?? null,
    lastError: row.refresh?.lastError ?? null,
    lastProvider: row.refresh?.lastProvider ?? null,
    weather: row.weather,
  };
}

/**
 * A city's cache state as the current provider sees it: a failure recorded
 * for another provider (before the configuration changed) holds nothing back.
 */
export function cacheStateOf(city: CityState<{ requestTimestamp: Date }>, provider: WeatherProviderName): CacheState {
  const ours = city.lastProvider === provider;
  return {
    fetchedAt: city.weather?.requestTimestamp ?? null,
    lastAttemptAt: ours ? city.lastAttemptAt : null,
    lastError: ours ? city.lastError : null,
  };
}
