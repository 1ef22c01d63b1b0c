import type { Logger } from '@local-seo/service-kit';
import type { PlacesProvider } from './google-places.js';
import type { LivePlace } from './places-types.js';
import { TtlCache } from './ttl-cache.js';

/** Tries per Place Details asked for a visitor: a page must not wait out the population's backoff. */
const readAttempts = 2;
/** After Places failed for a read, reads skip it this long instead of each waiting on it again. */
const pauseAfterFailureMs = 30_000;
const maxEntries = 10_000;

/**
 * Names, ratings, addresses and reviews of template contractors, live from
 * Places and held in memory for PLACES_CACHE_TTL_SECONDS. `null` cached means
 * Places no longer knows the place.
 */
export interface LivePlaces {
  readonly configured: boolean;
  /** A card (name, rating, address, types, open now), asked without the costlier fields; null when Places cannot tell us now. */
  card(placeId: string): Promise<LivePlace | null>;
  /** The card with phone, website and reviews; throws when Places fails (the caller answers 503). */
  details(placeId: string): Promise<LivePlace | null>;
  /** Keeps what a Text Search just answered, so the first page views need no second call. */
  remember(places: readonly LivePlace[]): void;
}

export function createLivePlaces(provider: PlacesProvider, ttlMs: number, logger: Logger, now: () => number = Date.now): LivePlaces {
  const cache = new TtlCache<LivePlace | null>(ttlMs, maxEntries, now);
  const inFlight = new Map<string, Promise<LivePlace | null>>();
  let pausedUntil = 0;

  /** One request per place and kind at a time, however many readers wait for it. */
  function fetchPlace(placeId: string, withDetails: boolean): Promise<LivePlace | null> {
    const key = `${withDetails ? 'details' : 'card'}:${placeId}`;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const request = provider
      .placeDetails(placeId, { withDetails, maxAttempts: readAttempts })
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
      if (cached !== undefined) return cached;
      if (!provider.configured || now() < pausedUntil) return null;
      try {
        return await (inFlight.get(`details:${placeId}`) ?? fetchPlace(placeId, false));
      } catch (err) {
        pausedUntil = now() + pauseAfterFailureMs;
        logger.warn({ placeId, err: (err as Error).message }, 'live place details unavailable; showing what we have');
        return null;
      }
    },

    async details(placeId) {
      const cached = cache.get(placeId);
      if (cached === null || cached?.details) return cached;
      return fetchPlace(placeId, true);
    },

    remember(places) {
      for (const place of places) {
        if (!cache.get(place.placeId)?.details) cache.set(place.placeId, place);
      }
    },
  };
}
