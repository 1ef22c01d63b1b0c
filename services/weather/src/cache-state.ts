import type { WeatherProviderName } from '@local-seo/contracts';
import type { CacheState } from './domain/freshness.js';

/**
 * A city's cache state as the current provider sees it: a failure recorded
 * for another provider (before the configuration changed) holds nothing back.
 */
export function cacheStateOf(
  city: { lastAttemptAt: Date | null; lastError: string | null; lastProvider: string | null; weather: { requestTimestamp: Date } | null },
  provider: WeatherProviderName,
): CacheState {
  const ours = city.lastProvider === provider;
  return {
    fetchedAt: city.weather?.requestTimestamp ?? null,
    lastAttemptAt: ours ? city.lastAttemptAt : null,
    lastError: ours ? city.lastError : null,
  };
}
