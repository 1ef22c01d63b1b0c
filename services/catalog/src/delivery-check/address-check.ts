import { roundKm, type DeliveryCheckAnswer } from '@local-seo/contracts';
import { HttpError } from '@local-seo/service-kit';
import { yardsDeliveringTo } from '../data/delivery.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { GeocodedPlace, Geocoder } from './geocoder.js';

/** A looked-up address is kept this long (found), or this long (not found: it may be a typo fixed soon). */
const foundTtlMs = 24 * 60 * 60_000;
const notFoundTtlMs = 60 * 60_000;
const maxRemembered = 10_000;
const yardsShown = 3;

/** An address as the cache knows it: case, spaces and a Canadian postal code's middle space ignored. */
export function addressKey(address: string): string {
  const squashed = address.trim().toLowerCase().replace(/\s+/g, ' ');
  const postal = /^([a-z]\d[a-z]) ?(\d[a-z]\d)$/.exec(squashed);
  return postal ? `${postal[1]} ${postal[2]}` : squashed;
}

/**
 * The public delivery check (docs/behaviour/public-site.md#delivery-check): an address
 * is geocoded (each distinct address once a day at most, one lookup however many ask at
 * once, at most `maxPerMinute` billed lookups a minute for everyone: then 429), and the
 * active yards whose radius reaches it are named, nearest first. Yards are read fresh
 * every time: only the geocoding is kept.
 */
export function createAddressCheck(db: PrismaClient, geocoder: Geocoder, options: { maxPerMinute: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const remembered = new Map<string, { place: GeocodedPlace | null; expiresAt: number }>();
  const pending = new Map<string, Promise<GeocodedPlace | null>>();
  let windowStart = 0;
  let lookups = 0;

  function spend(): void {
    const at = now();
    if (at - windowStart >= 60_000) {
      windowStart = at;
      lookups = 0;
    }
    if (lookups >= options.maxPerMinute) {
      const error = new HttpError(429, 'Too many addresses are being checked right now; please try again in a minute, or pick your city from the list.');
      error.headers['retry-after'] = String(Math.max(1, Math.ceil((windowStart + 60_000 - at) / 1000)));
      throw error;
    }
    lookups += 1;
  }

  async function locate(address: string): Promise<GeocodedPlace | null> {
    const key = addressKey(address);
    const kept = remembered.get(key);
    if (kept && kept.expiresAt > now()) return kept.place;
    const running = pending.get(key);
    if (running) return running;
    spend();
    const lookup = geocoder
      .geocode(address)
      .then((place) => {
        remembered.delete(key);
        remembered.set(key, { place, expiresAt: now() + (place ? foundTtlMs : notFoundTtlMs) });
        if (remembered.size > maxRemembered) remembered.delete(remembered.keys().next().value as string);
        return place;
      })
      .finally(() => pending.delete(key));
    pending.set(key, lookup);
    return lookup;
  }

  return async (address: string): Promise<DeliveryCheckAnswer> => {
    if (!geocoder.configured) return { configured: false, address, place: null, delivered: false, yards: [] };
    const place = await locate(address);
    if (!place) return { configured: true, address, place: null, delivered: false, yards: [] };
    const yards = (await yardsDeliveringTo(db, place)).slice(0, yardsShown).map(({ row, km }) => ({
      location_name: row.location_name,
      supplier_name: row.supplier_name,
      city: row.city,
      distance_km: roundKm(km),
      hours: row.hours,
    }));
    return { configured: true, address, place, delivered: yards.length > 0, yards };
  };
}
