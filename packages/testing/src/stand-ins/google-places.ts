import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Google Places API (New): Text Search
 * (`POST /v1/places:searchText`) and Place Details (`GET /v1/places/{id}`),
 * answering in the real format: the `X-Goog-Api-Key` and `X-Goog-FieldMask`
 * headers are required, responses carry only the masked fields, errors are
 * Google's `{error: {code, message, status}}`. It records every request and
 * can answer 429/500/503 or slowly on demand.
 *
 * It imports nothing but Node's own modules, so not local-server.ts either: the compose test
 * runs this file alone in a Node container (infra/compose-test/docker-compose.test.yml).
 */

export interface PlacesLocalizedText {
  text: string;
  languageCode: string;
}

export interface PlacesReview {
  name: string;
  relativePublishTimeDescription: string;
  rating: number;
  text: PlacesLocalizedText;
  originalText: PlacesLocalizedText;
  authorAttribution: { displayName: string; uri: string; photoUri: string };
  publishTime: string;
  flagContentUri?: string;
  googleMapsUri?: string;
}

/** A Place resource with the fields the contractors service asks for. */
export interface PlacesPlace {
  name: string;
  id: string;
  displayName: PlacesLocalizedText;
  formattedAddress?: string;
  location?: { latitude: number; longitude: number };
  rating?: number;
  userRatingCount?: number;
  types?: string[];
  primaryType?: string;
  businessStatus?: 'OPERATIONAL' | 'CLOSED_TEMPORARILY' | 'CLOSED_PERMANENTLY';
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  websiteUri?: string;
  googleMapsUri?: string;
  currentOpeningHours?: { openNow: boolean; weekdayDescriptions: string[] };
  reviews?: PlacesReview[];
}

/** A place and the words a text query must contain to find it (e.g. ['landscaping', 'Barrie']). */
export interface PlacesListing {
  terms: string[];
  place: PlacesPlace;
}

export interface RecordedPlacesRequest {
  method: string;
  path: string;
  apiKey: string | null;
  fieldMask: string | null;
  contentType: string | null;
  body: unknown;
  /** What the stand-in answered. */
  status: number;
}

type Endpoint = 'searchText' | 'details';
interface Fault {
  status?: number;
  delayMs?: number;
  remaining: number;
  on?: Endpoint;
}

const googleStatus: Record<number, [string, string]> = {
  400: ['INVALID_ARGUMENT', 'Request contains an invalid argument.'],
  403: ['PERMISSION_DENIED', 'The caller does not have permission.'],
  404: ['NOT_FOUND', 'Requested entity was not found.'],
  429: ['RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'],
  500: ['INTERNAL', 'Internal error encountered.'],
  503: ['UNAVAILABLE', 'The service is currently unavailable.'],
};

const maxPageSize = 20;

/** How a handler answers: with a body, or with an error in Google's format. */
interface Reply {
  answer(status: number, payload: object): void;
  fail(status: number, message?: string, details?: object[]): void;
}

/** The request as the stand-in records it (its status once answered); the key and mask may come as headers or as `key` and `fields` parameters. */
function recordOf(request: IncomingMessage, url: URL, body: unknown): RecordedPlacesRequest {
  const header = (name: string) => (request.headers[name] as string | undefined) ?? url.searchParams.get(name === 'x-goog-api-key' ? 'key' : 'fields');
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    apiKey: header('x-goog-api-key'),
    fieldMask: header('x-goog-fieldmask'),
    contentType: request.headers['content-type'] ?? null,
    body,
    status: 0,
  };
}

/** The body as JSON, or as the text it is when it is not JSON; null when empty. */
function parsedBody(raw: string): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function endpointOf(method: string | undefined, pathname: string): Endpoint | undefined {
  if (method === 'POST' && pathname === '/v1/places:searchText') return 'searchText';
  if (method === 'GET' && pathname.startsWith('/v1/places/')) return 'details';
  return undefined;
}

/** The field mask's paths, or undefined once Google's refusal of the key or a missing mask has been sent. */
function checkedFieldMask(record: RecordedPlacesRequest, apiKey: string, reply: Reply): string[] | undefined {
  if (!record.apiKey) return void reply.fail(403, 'The request is missing a valid API key.');
  if (record.apiKey !== apiKey) {
    return void reply.fail(400, 'API key not valid. Please pass a valid API key.', [
      { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com', metadata: { service: 'places.googleapis.com' } },
    ]);
  }
  if (!record.fieldMask) {
    return void reply.fail(
      400,
      "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to value 'places.displayName', 'places.id' to ask for the display name and the place id of a place. You can also set the value to '*' in manual testing to get all the available response fields.",
    );
  }
  return record.fieldMask.split(',').map((p) => p.trim()).filter(Boolean);
}

/** Place Details: the place of `id`, masked. */
function answerDetails(listings: readonly PlacesListing[], url: URL, paths: string[], reply: Reply): void {
  const id = decodeURIComponent(url.pathname.slice('/v1/places/'.length));
  const unknownPath = paths.find((p) => p !== '*' && !isPlaceField(p));
  if (unknownPath) return reply.fail(400, `Error expanding 'fields' parameter. Cannot find matching fields for path '${unknownPath}'.`);
  const listing = listings.find((l) => l.place.id === id);
  if (!listing) return reply.fail(404, `Requested entity was not found.`);
  reply.answer(200, mask(listing.place, paths));
}

/** Text Search: a page of the places whose terms the query contains, masked, and the next page's token. */
function answerTextSearch(listings: readonly PlacesListing[], body: unknown, paths: string[], reply: Reply): void {
  const search = (body ?? {}) as { textQuery?: unknown; pageSize?: unknown; maxResultCount?: unknown; pageToken?: unknown };
  if (typeof search.textQuery !== 'string' || search.textQuery.trim() === '') return reply.fail(400, 'Empty text_query.');
  const unknownPath = paths.find((p) => p !== '*' && p !== 'nextPageToken' && !(p.startsWith('places.') && isPlaceField(p.slice(7))) && p !== 'places');
  if (unknownPath) return reply.fail(400, `Error expanding 'fields' parameter. Cannot find matching fields for path '${unknownPath}'.`);
  const pageSize = Math.min(maxPageSize, Math.max(1, Number(search.pageSize ?? search.maxResultCount ?? maxPageSize) || maxPageSize));
  let offset = 0;
  if (search.pageToken !== undefined) {
    const token = decodeToken(search.pageToken);
    if (!token || token.query !== search.textQuery) return reply.fail(400, 'Invalid page token.');
    offset = token.offset;
  }
  const query = search.textQuery.toLowerCase();
  const matches = listings.filter((l) => l.terms.every((term) => query.includes(term.toLowerCase()))).map((l) => l.place);
  const page = matches.slice(offset, offset + pageSize);
  const placePaths = paths.includes('*') || paths.includes('places') ? ['*'] : paths.filter((p) => p.startsWith('places.')).map((p) => p.slice(7));
  const result: Record<string, unknown> = {};
  if (page.length > 0 && placePaths.length > 0) result.places = page.map((place) => mask(place, placePaths));
  const wantsToken = paths.includes('*') || paths.includes('nextPageToken');
  if (wantsToken && offset + pageSize < matches.length) result.nextPageToken = encodeToken({ query: search.textQuery, offset: offset + pageSize });
  reply.answer(200, result);
}

export async function startGooglePlacesStandIn(options: { apiKey: string; listings?: PlacesListing[] }) {
  const listings: PlacesListing[] = [...(options.listings ?? [])];
  const requests: RecordedPlacesRequest[] = [];
  const faults: Fault[] = [];

  const server = createServer((request, response) => {
    void handle(request, response).catch((err: unknown) => {
      if (!response.headersSent) sendError(response, 500, String(err));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = parsedBody(await readBody(request));
    const record = recordOf(request, url, body);
    requests.push(record);
    const reply: Reply = {
      answer(status, payload) {
        record.status = status;
        if (!response.destroyed) response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(payload));
      },
      fail(status, message, details) {
        const [code, fallback] = googleStatus[status] ?? ['UNKNOWN', 'Unknown error.'];
        reply.answer(status, { error: { code: status, message: message ?? fallback, status: code, ...(details ? { details } : {}) } });
      },
    };

    const endpoint = endpointOf(request.method, url.pathname);
    if (!endpoint) return reply.fail(404, `Method not found: ${request.method} ${url.pathname}`);

    const fault = takeFault(endpoint);
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (response.destroyed) return; // the caller gave up (its timeout)
    if (fault?.status) return reply.fail(fault.status);

    const paths = checkedFieldMask(record, options.apiKey, reply);
    if (!paths) return;
    if (endpoint === 'details') return answerDetails(listings, url, paths, reply);
    answerTextSearch(listings, body, paths, reply);
  }

  function takeFault(endpoint: Endpoint): Fault | undefined {
    const fault = faults.find((f) => f.remaining > 0 && (!f.on || f.on === endpoint));
    if (fault && Number.isFinite(fault.remaining)) fault.remaining--;
    return fault;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** The base URL to configure as GOOGLE_PLACES_BASE_URL. */
    url,
    apiKey: options.apiKey,
    requests,
    listings,
    /** Adds places the searches can find. */
    add(...more: PlacesListing[]) {
      listings.push(...more);
    },
    /** The next `times` requests (optionally to one endpoint) answer `status` in Google's error format. */
    failNext(times: number, status: 429 | 500 | 503 | 400 | 403, on?: Endpoint) {
      faults.push({ status, remaining: times, on });
    },
    /** Every request answers `status` until `recover()`. */
    failAlways(status: 429 | 500 | 503 | 400 | 403, on?: Endpoint) {
      faults.push({ status, remaining: Infinity, on });
    },
    /** The next `times` requests wait `delayMs` before answering normally (a caller's timeout fires first). */
    slowNext(times: number, delayMs: number, on?: Endpoint) {
      faults.push({ delayMs, remaining: times, on });
    },
    recover() {
      faults.length = 0;
    },
    /** Forgets the recorded requests. */
    clear() {
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type GooglePlacesStandIn = Awaited<ReturnType<typeof startGooglePlacesStandIn>>;

/**
 * Realistic places for one city and industry, found by a text query naming
 * both (e.g. "landscaping contractor in Barrie, Ontario"). Ids are stable per
 * city, industry and index, like real place ids.
 */
export function contractorListings(cityName: string, industry: string, count: number, options: { reviewsPerPlace?: number } = {}): PlacesListing[] {
  const trade = industry.charAt(0).toUpperCase() + industry.slice(1);
  const slug = `${cityName}-${industry}`.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return Array.from({ length: count }, (_, i) => {
    const id = `ChIJ${slug}${String(i + 1).padStart(3, '0')}`;
    const displayName = { text: `${cityName} ${trade} Co. ${i + 1}`, languageCode: 'en' };
    const reviews: PlacesReview[] = Array.from({ length: options.reviewsPerPlace ?? 2 }, (_, r) => {
      const text = { text: `Review ${r + 1} of ${displayName.text}: on time, tidy work and fair prices. `.repeat(r === 0 ? 5 : 1).trim(), languageCode: 'en' };
      return {
        name: `places/${id}/reviews/R${r + 1}`,
        relativePublishTimeDescription: r === 0 ? 'a month ago' : `${r + 1} months ago`,
        rating: 5 - (r % 2),
        text,
        originalText: text,
        authorAttribution: {
          displayName: `Reviewer ${r + 1}`,
          uri: `https://www.google.com/maps/contrib/1000${r + 1}/reviews`,
          photoUri: `https://lh3.googleusercontent.com/a/reviewer${r + 1}=s128-c0x00000000-cc-rp-mo`,
        },
        publishTime: new Date(Date.UTC(2026, 9 - r, 1)).toISOString(),
      };
    });
    return {
      terms: [industry, cityName],
      place: {
        name: `places/${id}`,
        id,
        displayName,
        formattedAddress: `${100 + i} Main St, ${cityName}, ON L4M 1A${i % 10}, Canada`,
        location: { latitude: 44.39 + i / 1000, longitude: -79.69 - i / 1000 },
        rating: Math.round((4.9 - (i % 7) * 0.2) * 10) / 10,
        userRatingCount: 120 - i * 3,
        types: ['general_contractor', 'point_of_interest', 'establishment'],
        primaryType: 'general_contractor',
        businessStatus: 'OPERATIONAL',
        nationalPhoneNumber: `(705) 555-${String(1000 + i).slice(-4)}`,
        internationalPhoneNumber: `+1 705-555-${String(1000 + i).slice(-4)}`,
        websiteUri: `https://${slug}${i + 1}.example.ca/`,
        googleMapsUri: `https://maps.google.com/?cid=${1_000_000 + i}`,
        currentOpeningHours: { openNow: i % 2 === 0, weekdayDescriptions: ['Monday: 7:00 AM – 5:00 PM'] },
        reviews,
      },
    };
  });
}

const placeFields = new Set([
  'name', 'id', 'displayName', 'formattedAddress', 'location', 'rating', 'userRatingCount', 'types', 'primaryType',
  'businessStatus', 'nationalPhoneNumber', 'internationalPhoneNumber', 'websiteUri', 'googleMapsUri',
  'currentOpeningHours', 'regularOpeningHours', 'reviews', 'photos', 'priceLevel', 'shortFormattedAddress',
]);
const isPlaceField = (path: string) => placeFields.has(path.split('.')[0]!);

/** Keeps only the masked paths (`*` is everything; `a.b` keeps b inside a). */
function mask(value: object, paths: string[]): Record<string, unknown> {
  if (paths.includes('*')) return structuredClone(value) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    const inner = (value as Record<string, unknown>)[head!];
    if (inner === undefined) continue;
    if (rest.length === 0 || typeof inner !== 'object' || inner === null) out[head!] = structuredClone(inner);
    else out[head!] = { ...((out[head!] as object) ?? {}), ...mask(inner, [rest.join('.')]) };
  }
  return out;
}

const encodeToken = (token: { query: string; offset: number }) => Buffer.from(JSON.stringify(token)).toString('base64url');
function decodeToken(raw: unknown): { query: string; offset: number } | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const token = JSON.parse(Buffer.from(raw, 'base64url').toString()) as { query?: unknown; offset?: unknown };
    return typeof token.query === 'string' && typeof token.offset === 'number' ? { query: token.query, offset: token.offset } : undefined;
  } catch {
    return undefined;
  }
}

function sendError(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: status, message, status: 'INTERNAL' } }));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}
