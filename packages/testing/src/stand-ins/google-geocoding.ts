import { createServer } from 'node:http';
import { listenLocally } from '../local-server.js';

/**
 * A local stand-in for the Google Geocoding API (`GET /maps/api/geocode/json`),
 * answering in its real format: `{results, status}` with `error_message` on a
 * refusal, `REQUEST_DENIED` without the right `key`, `ZERO_RESULTS` when nothing
 * matches, `INVALID_REQUEST` without `address`. It records every request and can
 * answer `OVER_QUERY_LIMIT` on demand.
 */

/** One result as Google gives it (the fields the catalog reads, and a few it does not). */
export interface GeocodingResult {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number }; location_type: 'ROOFTOP' | 'RANGE_INTERPOLATED' | 'GEOMETRIC_CENTER' | 'APPROXIMATE' };
  place_id: string;
  types: string[];
  address_components: { long_name: string; short_name: string; types: string[] }[];
}

/** A result and the words an address must contain to find it (case and spaces ignored). */
export interface GeocodingListing {
  terms: string[];
  result: GeocodingResult;
}

export interface RecordedGeocodingRequest {
  address: string | null;
  key: string | null;
  components: string | null;
  status: string;
}

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** A listing for a point: a postal code or a street address in a town. */
export function geocodingListing(terms: string[], formattedAddress: string, lat: number, lng: number): GeocodingListing {
  return {
    terms,
    result: {
      formatted_address: formattedAddress,
      geometry: { location: { lat, lng }, location_type: 'APPROXIMATE' },
      place_id: `stand-in-${squash(formattedAddress)}`,
      types: ['postal_code'],
      address_components: [{ long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] }],
    },
  };
}

export async function startGoogleGeocodingStandIn(options: { apiKey: string; listings?: GeocodingListing[] }) {
  const listings = [...(options.listings ?? [])];
  const requests: RecordedGeocodingRequest[] = [];
  let overLimit = 0;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const answer = (httpStatus: number, body: Record<string, unknown>) => {
      requests.push({
        address: url.searchParams.get('address'),
        key: url.searchParams.get('key'),
        components: url.searchParams.get('components'),
        status: String(body.status ?? httpStatus),
      });
      response.writeHead(httpStatus, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET' || url.pathname !== '/maps/api/geocode/json') return answer(404, { status: 'NOT_FOUND' });
    const address = url.searchParams.get('address');
    if (url.searchParams.get('key') !== options.apiKey) {
      return answer(200, { error_message: 'The provided API key is invalid. ', results: [], status: 'REQUEST_DENIED' });
    }
    if (overLimit > 0) {
      overLimit -= 1;
      return answer(200, { error_message: 'You have exceeded your rate-limit for this API.', results: [], status: 'OVER_QUERY_LIMIT' });
    }
    if (!address) return answer(200, { error_message: "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.", results: [], status: 'INVALID_REQUEST' });
    const wanted = squash(address);
    const results = listings.filter((l) => l.terms.every((term) => wanted.includes(squash(term)))).map((l) => l.result);
    return answer(200, results.length > 0 ? { results, status: 'OK' } : { results: [], status: 'ZERO_RESULTS' });
  });
  const { url, close } = await listenLocally(server);
  return {
    url,
    requests,
    add: (...more: GeocodingListing[]) => void listings.push(...more),
    /** The next `count` lookups answer OVER_QUERY_LIMIT. */
    overLimit: (count: number) => void (overLimit = count),
    close,
  };
}

export type GoogleGeocodingStandIn = Awaited<ReturnType<typeof startGoogleGeocodingStandIn>>;
