import { cacheLookups, type Logger } from '@local-seo/service-kit';
import { CallBudget } from './call-budget.js';
import type { PlacesProvider } from './google-places.js';
import type { LivePlace } from './places-types.js';
import { TtlCache } from './ttl-cache.js';

/** Tries per Place Details asked for a visitor: a page must not wait out the population's backoff. */
const readAttempts = 2;
/** After Places failed for a read, reads skip it this long instead of each waiting on it again. */
const pauseAfterFailureMs = 30_000;
const maxEntries = 10_000;
/** Reads of what Places told us (cache_lookups_total{cache="places"}): a miss asks Places. */
const placesLookups = cacheLookups('places');

/** Visitors asked for more details this minute than PLACES_DETAILS_MAX_PER_MINUTE lets us ask Places for. */
export class DetailsCapReachedError extends Error {
  override readonly name = 'DetailsCapReachedError';
  constructor(readonly retryAfterMs: number) {
    super('the cap on Place Details requests per minute is reached');
  }
}

interface LivePlacesOptions {
  /** How long an answer is held (PLACES_CACHE_TTL_SECONDS). */
  ttlMs: number;
  /** Requests for details (retries included) sent to Places in any minute for visitors (PLACES_DETAILS_MAX_PER_MINUTE). */
  detailsPerMinute: number;
}

/**
 * Names, ratings, addresses and reviews of template contractors, live from
 * Places and held in memory for PLACES_CACHE_TTL_SECONDS. `null` cached means
 * Places no longer knows the place.
 */
export interface LivePlaces {
  readonly configured: boolean;
  /** A card (name, rating, address, types, open now), asked without the costlier fields; null when Places cannot tell us now. */
  card(placeId: string): Promise<LivePlace | null>;
  /**
   * The card with phone, website and reviews; throws when Places fails, or
   * DetailsCapReachedError past the per-minute cap (the caller answers 503).
   * Staff reads pass `capped: false`: the cap is for what anyone may ask.
   */
  details(placeId: string, options?: { capped?: boolean }): Promise<LivePlace | null>;
  /** Keeps what a Text Search just answered, so the first page views need no second call. */
  remember(places: readonly LivePlace[]): void;
}

export function createLivePlaces(provider: PlacesProvider, options: LivePlacesOptions, logger: Logger, now: () => number = Date.now): LivePlaces {
  const cache = new TtlCache<LivePlace | null>(options.ttlMs, maxEntries, now);
  const inFlight = new Map<string, Promise<LivePlace | null>>();
  const detailsBudget = new CallBudget(options.detailsPerMinute, 60_000, now);
  let pausedUntil = 0;

  /** Spends one request of the per-minute cap, or refuses before anything is sent. */
  const spendDetailsBudget = () => {
    if (!detailsBudget.take()) throw new DetailsCapReachedError(detailsBudget.waitMs());
  };

  /** One request per place and kind at a time, however many readers wait for it. */
  function fetchPlace(placeId: string, withDetails: boolean, beforeRequest?: () => void): Promise<LivePlace | null> {
    const key = `${withDetails ? 'details' : 'card'}:${placeId}`;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const request = provider
      .placeDetails(placeId, { withDetails, maxAttempts: readAttempts, beforeRequest })
      .then((place) => {
        if (place === null || withDetails || !cache.get(placeId)?.details) cache.set(placeId, place);
        return place;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  return {
    get configured() {
      return provider.configured;
    },

    async card(placeId) {
      const cached = cache.get(placeId);
      placesLookups.record(cached !== undefined);
      if (cached !== undefined) return cached;
      if (!provider.configured || now() < pausedUntil) return null;
      try {
        return await (inFlight.get(`details:${placeId}`) ?? fetchPlace(placeId, false));
      } catch (err) {
        // A card that joined a capped details request: Places itself is fine.
        if (err instanceof DetailsCapReachedError) return null;
        pausedUntil = now() + pauseAfterFailureMs;
        logger.warn({ placeId, err: (err as Error).message }, 'live place details unavailable; showing what we have');
        return null;
      }
    },

    async details(placeId, { capped = true } = {}) {
      const cached = cache.get(placeId);
      const hit = cached === null || Boolean(cached?.details);
      placesLookups.record(hit);
      if (hit) return cached ?? null;
      return fetchPlace(placeId, true, capped ? spendDetailsBudget : undefined);
    },

    remember(places) {
      for (const place of places) {
        if (!cache.get(place.placeId)?.details) cache.set(place.placeId, place);
      }
    },
  };
}
