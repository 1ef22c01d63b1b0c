import { createServer, type ServerResponse } from 'node:http';
import { listenLocally, readBody } from '../local-server.js';

/** One day (or period) of Search Console data for a query shown with a page. */
export interface SearchAnalyticsRecord {
  query: string;
  page: string;
  clicks: number;
  impressions: number;
  /** The average position of the page for the query (1 = top). */
  position: number;
  /** YYYY-MM-DD; without it the record counts for every date range. */
  date?: string;
  country?: string;
  device?: 'DESKTOP' | 'MOBILE' | 'TABLET';
}

/** A searchAnalytics.query request as the stand-in received it. */
export interface SearchAnalyticsRequest {
  /** The path as sent: the site must be URL-encoded in it. */
  path: string;
  siteUrl: string;
  authorization: string | undefined;
  body: Record<string, any>;
}

export interface SearchAnalyticsStandInOptions {
  /** Whether an Authorization header carries a valid token (the Google OAuth stand-in's `isValidToken`). */
  isValidToken: (authorization: string | undefined) => boolean;
  /** The properties the service account may read, e.g. https://www.example.com/ or sc-domain:example.com. */
  sites: string[];
}

const dimensions = ['date', 'query', 'page', 'country', 'device', 'searchAppearance'] as const;
type Dimension = (typeof dimensions)[number];
const operators = ['equals', 'notEquals', 'contains', 'notContains', 'includingRegex', 'excludingRegex'] as const;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const route = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/;

/** Google's error body: `{error: {code, message, errors: [...], status}}`. */
function googleError(code: number, message: string, status: string, reason: string) {
  return { error: { code, message, errors: [{ message, domain: 'global', reason }], status } };
}

function valueOf(record: SearchAnalyticsRecord, dimension: Dimension): string {
  if (dimension === 'searchAppearance') return 'NONE';
  return String(record[dimension] ?? '');
}

function matches(record: SearchAnalyticsRecord, filter: { dimension: Dimension; operator: (typeof operators)[number]; expression: string }): boolean {
  const value = valueOf(record, filter.dimension);
  switch (filter.operator) {
    case 'equals':
      return value === filter.expression;
    case 'notEquals':
      return value !== filter.expression;
    case 'contains':
      return value.toLowerCase().includes(filter.expression.toLowerCase());
    case 'notContains':
      return !value.toLowerCase().includes(filter.expression.toLowerCase());
    case 'includingRegex':
      return new RegExp(filter.expression).test(value);
    case 'excludingRegex':
      return !new RegExp(filter.expression).test(value);
  }
}

/**
 * Answers like the Search Console Search Analytics API
 * (`POST /webmasters/v3/sites/{siteUrl}/searchAnalytics/query`): checks the
 * bearer token and the property, validates the body, filters the records it
 * was given by date range and dimensionFilterGroups, groups them by the
 * dimensions asked (clicks and impressions summed, position weighted by
 * impressions, ctr = clicks / impressions), sorts by clicks and pages with
 * startRow/rowLimit. Rows without data are left out, and `rows` is absent
 * when there are none, as Google does. `fail()` makes the next calls fail.
 */
export async function startSearchAnalyticsStandIn(options: SearchAnalyticsStandInOptions) {
  const requests: SearchAnalyticsRequest[] = [];
  const data = new Map<string, SearchAnalyticsRecord[]>();
  const failures: { status: number; message: string }[] = [];
  let delayMs = 0;

  const server = createServer(async (request, response) => {
    const send = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
    const path = (request.url ?? '').split('?')[0] ?? '';
    const matched = route.exec(path);
    if (request.method !== 'POST' || !matched) return send(404, googleError(404, 'Not Found', 'NOT_FOUND', 'notFound'));
    const siteUrl = decodeURIComponent(matched[1]!);
    const text = await readBody(request);
    let body: Record<string, any> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, any>) : {};
    } catch {
      return send(400, googleError(400, 'Invalid JSON payload received.', 'INVALID_ARGUMENT', 'parseError'));
    }
    requests.push({ path, siteUrl, authorization: request.headers.authorization, body });

    if (!options.isValidToken(request.headers.authorization)) {
      const message =
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.';
      return send(401, googleError(401, message, 'UNAUTHENTICATED', 'authError'));
    }
    const failure = failures.shift();
    if (failure) return send(failure.status, googleError(failure.status, failure.message, statusName(failure.status), 'backendError'));
    if (!options.sites.includes(siteUrl)) {
      const message = `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`;
      return send(403, googleError(403, message, 'PERMISSION_DENIED', 'forbidden'));
    }
    const invalid = invalidArgument(body);
    if (invalid) return send(400, googleError(400, invalid, 'INVALID_ARGUMENT', 'invalid'));
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    answer(response, body, data.get(siteUrl) ?? []);
  });

  function answer(response: ServerResponse, body: Record<string, any>, records: SearchAnalyticsRecord[]) {
    const asked: Dimension[] = body.dimensions ?? [];
    const filters = (body.dimensionFilterGroups ?? []).flatMap((group: { filters?: unknown[] }) => group.filters ?? []);
    const inRange = records.filter((r) => !r.date || (r.date >= body.startDate && r.date <= body.endDate));
    const kept = inRange.filter((r) => filters.every((f: any) => matches(r, { operator: 'equals', ...f })));
    const groups = new Map<string, { keys: string[]; clicks: number; impressions: number; weightedPosition: number }>();
    for (const record of kept) {
      if (!(record.impressions > 0)) continue;
      const keys = asked.map((d) => valueOf(record, d));
      const id = JSON.stringify(keys);
      const group = groups.get(id) ?? { keys, clicks: 0, impressions: 0, weightedPosition: 0 };
      group.clicks += record.clicks;
      group.impressions += record.impressions;
      group.weightedPosition += record.position * record.impressions;
      groups.set(id, group);
    }
    const rows = [...groups.values()]
      .map((g) => ({ keys: g.keys, clicks: g.clicks, impressions: g.impressions, ctr: g.clicks / g.impressions, position: g.weightedPosition / g.impressions }))
      .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions)
      .slice(body.startRow ?? 0, (body.startRow ?? 0) + (body.rowLimit ?? 1000))
      .map(({ keys, ...metrics }) => (asked.length > 0 ? { keys, ...metrics } : metrics));
    const responseAggregationType = asked.includes('page') ? 'byPage' : 'byProperty';
    response
      .writeHead(200, { 'content-type': 'application/json; charset=UTF-8' })
      .end(JSON.stringify(rows.length > 0 ? { rows, responseAggregationType } : { responseAggregationType }));
  }

  const { url, close } = await listenLocally(server);
  return {
    /** The base URL to use instead of https://www.googleapis.com. */
    url,
    requests,
    /** Replaces the data of a property. */
    setData: (siteUrl: string, records: SearchAnalyticsRecord[]) => void data.set(siteUrl, records),
    /** The next `times` authorised calls answer this error (e.g. 429 quota, 500 backend error). */
    fail: (status: number, message: string, times = 1) => {
      for (let i = 0; i < times; i++) failures.push({ status, message });
    },
    /** Makes every answer take this long (a slow API). */
    setDelay: (ms: number) => void (delayMs = ms),
    close,
  };
}
export type SearchAnalyticsStandIn = Awaited<ReturnType<typeof startSearchAnalyticsStandIn>>;

/** What Google answers 400 for in a query body, or undefined when it is valid. */
function invalidArgument(body: Record<string, any>): string | undefined {
  if (typeof body.startDate !== 'string' || !isoDate.test(body.startDate)) return 'startDate is required, in YYYY-MM-DD format';
  if (typeof body.endDate !== 'string' || !isoDate.test(body.endDate)) return 'endDate is required, in YYYY-MM-DD format';
  if (body.startDate > body.endDate) return 'startDate must be before or equal to endDate';
  if (body.dimensions !== undefined && (!Array.isArray(body.dimensions) || body.dimensions.some((d: unknown) => !dimensions.includes(d as Dimension)))) {
    return `Invalid dimension: ${JSON.stringify(body.dimensions)}`;
  }
  if (body.rowLimit !== undefined && !(Number.isInteger(body.rowLimit) && body.rowLimit >= 1 && body.rowLimit <= 25_000)) {
    return 'rowLimit must be between 1 and 25000';
  }
  if (body.startRow !== undefined && !(Number.isInteger(body.startRow) && body.startRow >= 0)) return 'startRow must be 0 or more';
  for (const group of body.dimensionFilterGroups ?? []) {
    for (const filter of group.filters ?? []) {
      if (!dimensions.includes(filter.dimension)) return `Invalid filter dimension: ${filter.dimension}`;
      if (filter.operator !== undefined && !operators.includes(filter.operator)) return `Invalid filter operator: ${filter.operator}`;
      if (typeof filter.expression !== 'string') return 'A filter needs an expression';
      if (filter.operator?.endsWith('Regex')) {
        try {
          new RegExp(filter.expression);
        } catch {
          return `Invalid regular expression: ${filter.expression}`;
        }
      }
    }
  }
  return undefined;
}

function statusName(status: number): string {
  if (status === 429) return 'RESOURCE_EXHAUSTED';
  if (status === 403) return 'PERMISSION_DENIED';
  if (status === 503) return 'UNAVAILABLE';
  return status >= 500 ? 'INTERNAL' : 'INVALID_ARGUMENT';
}
