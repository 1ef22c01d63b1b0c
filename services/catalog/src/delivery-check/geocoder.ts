import { HttpError, type Logger } from '@local-seo/service-kit';
import { z } from 'zod';
import type { GeocodingOptions } from '../config.js';

/** Where an address is, as the check uses it. */
export interface GeocodedPlace {
  formatted_address: string;
  latitude: number;
  longitude: number;
}

/** The parts of a Google Geocoding API answer the check reads. */
const geocodeAnswerSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z.array(
    z.object({
      formatted_address: z.string(),
      geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
    }),
  ),
});

const unavailable = () => new HttpError(503, 'Addresses cannot be checked right now; please try again in a few minutes, or pick your city from the list.');

/**
 * The Google Geocoding API (JSON), restricted to Canada: the place of an
 * address, or null when Google finds none. A refusal, a quota reached or a
 * provider that does not answer is a 503 (logged with Google's reason), never
 * "not delivered".
 */
export function createGeocoder(options: GeocodingOptions, logger: Logger) {
  return {
    configured: options.apiKey !== undefined,
    async geocode(address: string): Promise<GeocodedPlace | null> {
      if (options.apiKey === undefined) throw new Error('geocoding is not configured');
      const url = new URL('/maps/api/geocode/json', options.baseUrl);
      url.searchParams.set('address', address);
      url.searchParams.set('components', 'country:CA');
      url.searchParams.set('region', 'ca');
      url.searchParams.set('key', options.apiKey);
      let body: unknown;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
        if (!response.ok) {
          await response.body?.cancel();
          throw new Error(`answered HTTP ${response.status}`);
        }
        body = await response.json();
      } catch (err) {
        logger.warn({ provider: 'google-geocoding', reason: err instanceof Error ? err.message : err }, 'geocoding: no answer');
        throw unavailable();
      }
      const answer = geocodeAnswerSchema.safeParse(body);
      if (!answer.success) {
        logger.warn({ provider: 'google-geocoding' }, 'geocoding: an answer of an unexpected shape');
        throw unavailable();
      }
      const { status, results } = answer.data;
      if (status === 'ZERO_RESULTS') return null;
      const first = results[0];
      if (status !== 'OK' || !first) {
        logger.warn({ provider: 'google-geocoding', status, reason: answer.data.error_message }, 'geocoding: refused');
        throw unavailable();
      }
      return { formatted_address: first.formatted_address, latitude: first.geometry.location.lat, longitude: first.geometry.location.lng };
    },
  };
}

export type Geocoder = ReturnType<typeof createGeocoder>;
