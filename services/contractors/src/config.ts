import { citiesClientEnv, citiesClientOptions, type CitiesClientOptions, optionsReader } from '@local-seo/service-kit';
import { z } from 'zod';

const whole = (min: number, max: number, fallback: number) =>
  z.coerce.number().int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`).default(fallback);

/** The places provider's settings; without a key it says plainly that it is not configured. */
const placesEnvSchema = z.object({
  GOOGLE_PLACES_BASE_URL: z.url('must be a URL such as https://places.googleapis.com').default('https://places.googleapis.com'),
  GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
  /** How long live Place Details (names, ratings, reviews) are held in memory: short, by Google's terms. */
  PLACES_CACHE_TTL_SECONDS: whole(1, 3600, 600),
  /**
   * Requests for a contractor's details (phone, website, reviews: the costliest Place Details)
   * sent to Places in any minute for visitors, retries included; past it the public details
   * answer 503 with Retry-After. The public route is open to anyone: this bounds the bill.
   */
  PLACES_DETAILS_MAX_PER_MINUTE: whole(1, 100_000, 60),
  /** Per request to Places. */
  PLACES_TIMEOUT_MS: whole(100, 60_000, 10_000),
  /** Tries per request on 429, 5xx and timeouts, with exponential backoff between them. */
  PLACES_MAX_ATTEMPTS: whole(1, 10, 4),
  PLACES_RETRY_BASE_MS: whole(1, 60_000, 1000),
  /** Places kept per city and industry (Text Search pages of 20; Google stops at 60). */
  PLACES_MAX_RESULTS: whole(1, 60, 20),
});

/** The contractors service's own settings (the common PORT, DATABASE_URL, NATS_* are read by whoever runs it). */
export const envSchema = z
  .object({
    /** The cities service: the copy of cities' fill at a first start, populations and imports (public reads use the copy). */
    ...citiesClientEnv(5000),
    /** How often the population worker looks for recorded jobs. */
    POPULATION_POLL_MS: whole(50, 60_000, 1000),
    /** A running population renews its lease; one whose process died is taken up again this long after (ms). */
    POPULATION_LEASE_MS: whole(300, 3_600_000, 60_000),
  })
  .extend(placesEnvSchema.shape);

/** The Google Places adapter's settings. */
export interface PlacesOptions {
  baseUrl: string;
  /** Unset: populations end "not configured" and nothing is asked of Places. */
  apiKey: string | undefined;
  /** How long live place details are held in memory. */
  cacheTtlMs: number;
  /** Details requests (retries included) sent to Places in any minute for visitors. */
  detailsMaxPerMinute: number;
  timeoutMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  maxResults: number;
}

export interface ContractorsOptions extends CitiesClientOptions {
  places: PlacesOptions;
  /** How often the population worker looks for recorded jobs. */
  populationPollMs: number;
  /** How long a running population's lease lasts without renewal: a crashed worker's job waits this long. */
  populationLeaseMs: number;
  /** How long `POST .../populate` waits for its job before answering 202 (under the gateway's time limit). */
  populateWaitMs: number;
}

const defaultPopulateWaitMs = 8000;

const placesOptionsOf = (settings: z.output<typeof placesEnvSchema>): PlacesOptions => ({
  baseUrl: settings.GOOGLE_PLACES_BASE_URL,
  apiKey: settings.GOOGLE_PLACES_API_KEY,
  cacheTtlMs: settings.PLACES_CACHE_TTL_SECONDS * 1000,
  detailsMaxPerMinute: settings.PLACES_DETAILS_MAX_PER_MINUTE,
  timeoutMs: settings.PLACES_TIMEOUT_MS,
  maxAttempts: settings.PLACES_MAX_ATTEMPTS,
  retryBaseMs: settings.PLACES_RETRY_BASE_MS,
  maxResults: settings.PLACES_MAX_RESULTS,
});

export const optionsFromEnv = optionsReader(envSchema, (settings): ContractorsOptions => ({
  ...citiesClientOptions(settings),
  places: placesOptionsOf(settings),
  populationPollMs: settings.POPULATION_POLL_MS,
  populationLeaseMs: settings.POPULATION_LEASE_MS,
  populateWaitMs: defaultPopulateWaitMs,
}));
