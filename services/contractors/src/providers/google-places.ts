import type { Logger } from '@local-seo/service-kit';
import type { z } from 'zod';
import type { PlacesOptions } from '../config.js';
import { backoffDelayMs, isRetryableStatus } from '../domain/backoff.js';
import {
  cardFieldMask,
  detailsFieldMask,
  googleErrorSchema,
  placeSchema,
  searchFieldMask,
  searchTextResponseSchema,
  toLivePlace,
  type LivePlace,
} from './places-types.js';

export const notConfiguredMessage = 'Places provider is not configured: set GOOGLE_PLACES_API_KEY to populate template contractors';

/** Asked of the provider without a key: nothing was sent, nothing pretends to have worked. */
export class PlacesNotConfiguredError extends Error {
  override readonly name = 'PlacesNotConfiguredError';
  constructor() {
    super(notConfiguredMessage);
  }
}

/** A request to Places that did not succeed (after its retries when it could be retried). */
export class PlacesRequestError extends Error {
  override readonly name = 'PlacesRequestError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly attempts: number,
  ) {
    super(message);
  }
}

export interface TextSearch {
  /** e.g. "landscaping contractor in Barrie, Ontario" */
  textQuery: string;
  latitude: number;
  longitude: number;
  /** Places near here rank higher (Places allows up to 50 km). */
  radiusMeters: number;
}

/** Counts what a caller's work cost: every request, retries included. */
export interface RequestTally {
  requests: number;
}

export interface PlacesProvider {
  readonly configured: boolean;
  /** Text Search, following pages up to `maxResults` (PLACES_MAX_RESULTS); card fields only. */
  searchText(search: TextSearch, options?: { tally?: RequestTally; signal?: AbortSignal }): Promise<LivePlace[]>;
  /**
   * Place Details: the card fields, or with `withDetails` also phone, website and reviews.
   * Null when Places no longer knows the id.
   */
  placeDetails(placeId: string, options?: PlaceDetailsOptions): Promise<LivePlace | null>;
}

export interface PlaceDetailsOptions {
  withDetails?: boolean;
  tally?: RequestTally;
  maxAttempts?: number;
  /** Runs before each request, retries included; throwing stops the call before it is sent (a cap on requests). */
  beforeRequest?: () => void;
}

const pageSize = 20;

/** The Google Places API (New) adapter: base URL and key from configuration. */
export function createGooglePlaces(options: PlacesOptions, logger: Logger): PlacesProvider {
  const { apiKey } = options;
  const base = options.baseUrl.replace(/\/$/, '');

  /** One call, tried again on 429, 5xx and timeouts with backoff. Null for a 404 when `notFoundIsNull`. */
  async function call<T extends z.ZodType>(
    label: string,
    url: string,
    init: { method: 'GET' | 'POST'; fieldMask: string; body?: object },
    schema: T,
    tally: RequestTally,
    {
      notFoundIsNull = false,
      maxAttempts = options.maxAttempts,
      signal,
      beforeRequest,
    }: { notFoundIsNull?: boolean; maxAttempts?: number; signal?: AbortSignal; beforeRequest?: () => void } = {},
  ): Promise<z.output<T> | null> {
    if (!apiKey) throw new PlacesNotConfiguredError();
    for (let attempt = 1; ; attempt++) {
      beforeRequest?.();
      tally.requests++;
      let failure: { reason: string; status: number | null; retryable: boolean; retryAfter?: string | null };
      const exchange = deadline(options.timeoutMs, signal);
      try {
        const response = await fetch(url, {
          method: init.method,
          headers: {
            'X-Goog-Api-Key': apiKey,
            'X-Goog-FieldMask': init.fieldMask,
            accept: 'application/json',
            ...(init.body ? { 'content-type': 'application/json' } : {}),
          },
          body: init.body ? JSON.stringify(init.body) : undefined,
          signal: exchange.signal,
        });
        const text = await response.text();
        if (response.ok) {
          const parsed = schema.safeParse(parseJson(text));
          if (parsed.success) return parsed.data;
          throw new PlacesRequestError(`Places ${label} answered an unexpected shape`, response.status, attempt);
        }
        if (response.status === 404 && notFoundIsNull) return null;
        failure = {
          reason: `answered ${response.status} ${describeGoogleError(text)}`.trim(),
          status: response.status,
          retryable: isRetryableStatus(response.status),
          retryAfter: response.headers.get('retry-after'),
        };
      } catch (err) {
        if (err instanceof PlacesRequestError) throw err;
        if (signal?.aborted) throw new PlacesRequestError(`Places ${label} was cancelled`, null, attempt);
        const reason = exchange.timedOut() ? `timed out after ${options.timeoutMs} ms` : `could not be reached (${(err as Error).message})`;
        failure = { reason, status: null, retryable: true };
      } finally {
        exchange.done();
      }
      if (!failure.retryable || attempt >= maxAttempts) {
        const tries = attempt > 1 ? ` after ${attempt} attempts` : '';
        throw new PlacesRequestError(`Places ${label} ${failure.reason}${tries}`, failure.status, attempt);
      }
      const delay = backoffDelayMs(attempt, options.retryBaseMs, failure.retryAfter);
      logger.warn({ label, attempt, delayMs: delay, reason: failure.reason }, 'places request failed; retrying');
      await pause(delay, signal);
    }
  }

  return {
    configured: apiKey !== undefined,

    async searchText(search, { tally = { requests: 0 }, signal } = {}) {
      const found = new Map<string, LivePlace>();
      let pageToken: string | undefined;
      do {
        const body = {
          textQuery: search.textQuery,
          pageSize,
          languageCode: 'en',
          regionCode: 'CA',
          locationBias: {
            circle: { center: { latitude: search.latitude, longitude: search.longitude }, radius: search.radiusMeters },
          },
          ...(pageToken ? { pageToken } : {}),
        };
        const init = { method: 'POST', fieldMask: searchFieldMask, body } as const;
        const page = await call('Text Search', `${base}/v1/places:searchText`, init, searchTextResponseSchema, tally, { signal });
        for (const place of page?.places ?? []) {
          if (found.size < options.maxResults && !found.has(place.id)) found.set(place.id, toLivePlace(place, false));
        }
        pageToken = page?.nextPageToken;
      } while (pageToken && found.size < options.maxResults);
      return [...found.values()];
    },

    async placeDetails(placeId, { withDetails = true, tally = { requests: 0 }, maxAttempts, beforeRequest } = {}) {
      const url = `${base}/v1/places/${encodeURIComponent(placeId)}`;
      const init = { method: 'GET', fieldMask: withDetails ? detailsFieldMask : cardFieldMask } as const;
      const place = await call('Place Details', url, init, placeSchema, tally, { notFoundIsNull: true, maxAttempts, beforeRequest });
      return place ? toLivePlace(place, withDetails) : null;
    },
  };
}

/** One exchange's signal: aborted after `ms`, or when the caller's signal aborts (the service is stopping). */
function deadline(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const cancel = () => controller.abort();
  // Stopping may have begun before this exchange: an aborted signal fires no more events.
  if (outer?.aborted) cancel();
  else outer?.addEventListener('abort', cancel, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', cancel);
    },
  };
}

/** Waits, or less when the signal aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (signal?.aborted) done();
    else signal?.addEventListener('abort', done, { once: true });
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return undefined; // fails the shape check
  }
}

/** "429 RESOURCE_EXHAUSTED: Resource has been exhausted" from Google's error body, when it has one. */
function describeGoogleError(text: string): string {
  try {
    const parsed = googleErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) return [parsed.data.error.status, parsed.data.error.message].filter(Boolean).join(': ');
  } catch {
    // not JSON: the status says enough
  }
  return '';
}
