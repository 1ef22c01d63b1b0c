import { weatherProviders } from '@local-seo/contracts';
import { loadConfig, serviceEnvSchema } from '@local-seo/service-kit';
import cron from 'node-cron';
import { z } from 'zod';

const minutes = (fallback: number, min = 1) => z.coerce.number().int('must be a whole number').min(min).default(fallback);
const baseUrl = (fallback: string) => z.url('must be a URL such as https://api.example.com').default(fallback);

/**
 * The weather settings of any mode (service, all-in-one launcher). Which
 * provider answers, where it is, and how the cache and its refresh behave.
 */
export const weatherSettingsSchema = z.object({
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
  WEATHER_REFRESH_CRON: z
    .string()
    .refine((expression) => cron.validate(expression), 'must be a cron expression such as */10 * * * *')
    .default('*/10 * * * *'),
  /** A city is refreshed once its data is this close to expiring, so visitors rarely wait. */
  WEATHER_REFRESH_LEAD_MINUTES: minutes(15, 0),
  /** Pause between two cities in a refresh run, to stay within the provider's rate limits. */
  WEATHER_REFRESH_SPACING_MS: z.coerce.number().int().min(0).default(2000),
  /** false: no scheduled refresh (pages still fetch on demand). */
  WEATHER_REFRESH_ENABLED: z.enum(['true', 'false']).default('true'),
  /** How long a page view waits for the provider before answering with what is stored. */
  WEATHER_REQUEST_WAIT_MS: z.coerce.number().int().min(0).default(4000),
});
export type WeatherSettings = z.output<typeof weatherSettingsSchema>;

export const weatherEnvSchema = serviceEnvSchema(3004)
  .extend(weatherSettingsSchema.shape)
  .extend({
    /** The cities service, for the list of active cities. */
    CITIES_URL: z.url('must be a URL such as http://cities:3001').default('http://127.0.0.1:3001'),
  });
export type WeatherConfig = z.output<typeof weatherEnvSchema>;

export const loadWeatherConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(weatherEnvSchema, env);

/** The weather settings alone, e.g. for the all-in-one launcher. */
export const loadWeatherSettings = (env: NodeJS.ProcessEnv = process.env) => loadConfig(weatherSettingsSchema, env);
