import { citiesClientEnv, citiesClientOptions, type CitiesClientOptions, optionsReader } from '@local-seo/service-kit';
import { z } from 'zod';

/** The catalog service's own settings. */
export const envSchema = z.object({
  /** The cities service, read once at start to fill the local copy of cities when it is empty, and how long that read may take. */
  ...citiesClientEnv(5000),
  /** How many products of each city's list are kept as its top products (city_top_products_cache). */
  TOP_PRODUCTS_PER_CITY: z.coerce.number().int().min(1).max(100).default(10),
  /** How often stale city product lists are looked for, besides the wake-up after each change. */
  AVAILABILITY_REFRESH_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
  /** The Google Geocoding API of the public delivery check (a stand-in in tests). */
  GOOGLE_GEOCODING_BASE_URL: z.url('must be a URL such as https://maps.googleapis.com').default('https://maps.googleapis.com'),
  /** The same Google key as the contractors' Places; without it the delivery check offers the served cities instead. */
  GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
  /** Billed lookups the delivery check may make per minute, all visitors together (cached answers are free). */
  GEOCODING_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  GEOCODING_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
});

export interface CatalogOptions extends CitiesClientOptions {
  topProductsPerCity: number;
  refreshIntervalMs: number;
  geocoding: GeocodingOptions;
}

export interface GeocodingOptions {
  baseUrl: string;
  /** Undefined: not configured. */
  apiKey: string | undefined;
  maxPerMinute: number;
  timeoutMs: number;
}

export const optionsFromEnv = optionsReader(envSchema, (settings): CatalogOptions => ({
  ...citiesClientOptions(settings),
  topProductsPerCity: settings.TOP_PRODUCTS_PER_CITY,
  refreshIntervalMs: settings.AVAILABILITY_REFRESH_INTERVAL_MS,
  geocoding: {
    baseUrl: settings.GOOGLE_GEOCODING_BASE_URL,
    apiKey: settings.GOOGLE_PLACES_API_KEY,
    maxPerMinute: settings.GEOCODING_MAX_PER_MINUTE,
    timeoutMs: settings.GEOCODING_TIMEOUT_MS,
  },
}));
