import { weatherProviders } from '@local-seo/contracts';
import { citiesClientEnv, citiesClientOptions, type CitiesClientOptions, cronExpression, envFlag, optionsReader } from '@local-seo/service-kit';
import { z } from 'zod';
import type { CachePolicy } from './domain/freshness.js';
import type { ProviderSettings } from './providers/index.js';

const minutes = (fallback: number, min = 1) => z.coerce.number().int('must be a whole number').min(min).default(fallback);
const baseUrl = (fallback: string) => z.url('must be a URL such as https://api.example.com').default(fallback);

/** The weather service's own settings: which provider answers, where it is, how the cache and its refresh behave. */
export const envSchema = z.object({
  /**
   * open-meteo: no key, free for non-commercial use (a commercial site needs
   * Open-Meteo's paid API: set OPEN_METEO_API_KEY and the customer URLs).
   * weatherapi: WeatherAPI.com, needs WEATHERAPI_KEY. sample: made-up weather
   * for offline demos, labelled as sample data on the page.
   */
  WEATHER_PROVIDER: z.enum(weatherProviders).default('open-meteo'),
  OPEN_METEO_URL: baseUrl('https://api.open-meteo.com'),
  OPEN_METEO_AIR_QUALITY_URL: baseUrl('https://air-quality-api.open-meteo.com'),
  OPEN_METEO_API_KEY: z.string().min(1).optional(),
  WEATHERAPI_URL: baseUrl('https://api.weatherapi.com/v1'),
  WEATHERAPI_KEY: z.string().min(1).optional(),
  /** How long one call to the provider may take. */
  WEATHER_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  /** How long a provider's answer is served as fresh. */
  WEATHER_CACHE_TTL_MINUTES: minutes(60),
  /** How old the last good answer may be and still be shown (with its age) when refreshes fail. */
  WEATHER_MAX_STALE_HOURS: minutes(24),
  /** After a failed call, how long before a page view may try again (the refresh job keeps trying). */
  WEATHER_RETRY_AFTER_MINUTES: minutes(5),
  /** When the refresh job runs (cron syntax; six fields for seconds). */
  WEATHER_REFRESH_CRON: cronExpression('*/10 * * * *').default('*/10 * * * *'),
  /** A city is refreshed once its data is this close to expiring, so visitors rarely wait. */
  WEATHER_REFRESH_LEAD_MINUTES: minutes(15, 0),
  /** Pause between two cities in a refresh run, to stay within the provider's rate limits. */
  WEATHER_REFRESH_SPACING_MS: z.coerce.number().int().min(0).default(2000),
  /** false: no scheduled refresh (pages still fetch on demand, staff may still refresh). */
  WEATHER_REFRESH_ENABLED: envFlag(true),
  /** How long a page view waits for the provider before answering with what is stored. */
  WEATHER_REQUEST_WAIT_MS: z.coerce.number().int().min(0).default(4000),
  /** The cities service: the first fill of the copy of cities, a city asked for before its event came, the refresh's check. */
  ...citiesClientEnv(3000),
});

export interface WeatherOptions extends CitiesClientOptions {
  provider: ProviderSettings;
  cache: CachePolicy;
  refresh: {
    /** Runs on `schedule` once the service listens (and soon after a city changes); off: only when staff ask. */
    enabled: boolean;
    schedule: string;
    spacingMs: number;
  };
  /** How long a page view waits for the provider before answering with what is stored. */
  requestWaitMs: number;
}

export const optionsFromEnv = optionsReader(envSchema, (settings): WeatherOptions => ({
  ...citiesClientOptions(settings),
  provider: {
    name: settings.WEATHER_PROVIDER,
    timeoutMs: settings.WEATHER_PROVIDER_TIMEOUT_MS,
    openMeteo: { forecastUrl: settings.OPEN_METEO_URL, airQualityUrl: settings.OPEN_METEO_AIR_QUALITY_URL, apiKey: settings.OPEN_METEO_API_KEY },
    weatherApi: { baseUrl: settings.WEATHERAPI_URL, apiKey: settings.WEATHERAPI_KEY },
  },
  cache: {
    ttlMinutes: settings.WEATHER_CACHE_TTL_MINUTES,
    maxStaleHours: settings.WEATHER_MAX_STALE_HOURS,
    retryAfterMinutes: settings.WEATHER_RETRY_AFTER_MINUTES,
    refreshLeadMinutes: settings.WEATHER_REFRESH_LEAD_MINUTES,
  },
  refresh: {
    enabled: settings.WEATHER_REFRESH_ENABLED,
    schedule: settings.WEATHER_REFRESH_CRON,
    spacingMs: settings.WEATHER_REFRESH_SPACING_MS,
  },
  requestWaitMs: settings.WEATHER_REQUEST_WAIT_MS,
}));
