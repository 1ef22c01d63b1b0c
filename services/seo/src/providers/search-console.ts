import { createGoogleTokenSource, type GoogleTokenSource, googleErrorSchema, SearchConsoleError } from '@local-seo/service-kit';
import { z } from 'zod';
import type { SearchConsoleSettings } from '../config.js';
import type { QueryPageRow } from '../domain/index.js';

/** Read-only access to Search Console data is all tracking needs. */
const searchConsoleScopes = ['https://www.googleapis.com/auth/webmasters.readonly'] as const;

/** The most rows one searchAnalytics.query call may return. */
export const maxRowLimit = 25_000;

/** The request body of searchAnalytics.query. */
export interface SearchAnalyticsQuery {
  startDate: string;
  endDate: string;
  dimensions: ('query' | 'page' | 'country' | 'device' | 'date' | 'searchAppearance')[];
  type?: 'web' | 'image' | 'video' | 'news' | 'discover' | 'googleNews';
  dimensionFilterGroups?: { groupType?: 'and'; filters: { dimension: string; operator: string; expression: string }[] }[];
  aggregationType?: 'auto' | 'byPage' | 'byProperty';
  dataState?: 'final' | 'all';
  rowLimit?: number;
  startRow?: number;
}

const responseSchema = z.object({
  rows: z
    .array(z.object({ keys: z.array(z.string()).default([]), clicks: z.number(), impressions: z.number(), ctr: z.number(), position: z.number() }))
    .optional(),
  responseAggregationType: z.string().optional(),
});

/** What is missing for tracking to work, in words; undefined when Search Console is configured. */
export function missingSearchConsoleSettings(settings: SearchConsoleSettings): string | undefined {
  const missing = [
    ...(settings.credentials ? [] : ['GOOGLE_SERVICE_ACCOUNT_JSON (or GOOGLE_SERVICE_ACCOUNT_JSON_FILE)']),
    ...(settings.siteUrl ? [] : ['SEARCH_CONSOLE_SITE_URL']),
  ];
  return missing.length > 0 ? `Google Search Console is not configured: set ${missing.join(' and ')}` : undefined;
}

export interface SearchConsoleClient {
  readonly siteUrl: string;
  /** One searchAnalytics.query call; `onRequest` is told when the request is sent (after the token). */
  query(body: SearchAnalyticsQuery, onRequest?: () => void): Promise<QueryPageRow[]>;
}

interface SearchConsoleClientOptions {
  baseUrl: string;
  siteUrl: string;
  tokens: GoogleTokenSource;
  timeoutMs?: number;
}

/** The Search Analytics API: POST {base}/webmasters/v3/sites/{siteUrl}/searchAnalytics/query with a bearer token. */
export function createSearchConsoleClient(options: SearchConsoleClientOptions): SearchConsoleClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/webmasters/v3/sites/${encodeURIComponent(options.siteUrl)}/searchAnalytics/query`;
  return {
    siteUrl: options.siteUrl,
    async query(body, onRequest) {
      const token = await options.tokens.accessToken();
      let response: Response;
      onRequest?.();
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
        });
      } catch (err) {
        const reason = err instanceof Error && err.name === 'TimeoutError' ? 'did not answer in time' : 'could not be reached';
        throw new SearchConsoleError(`Search Console ${reason}`);
      }
      const payload: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const google = googleErrorSchema.safeParse(payload);
        const reason = google.success && google.data.error.message ? google.data.error.message : response.statusText || 'no reason given';
        throw new SearchConsoleError(`Search Console answered ${response.status}: ${reason}`, response.status);
      }
      const parsed = responseSchema.safeParse(payload);
      if (!parsed.success) throw new SearchConsoleError('Search Console answered in an unexpected format');
      return parsed.data.rows ?? [];
    },
  };
}

/** A client from the settings, or undefined when they are incomplete. */
export function searchConsoleClientFrom(settings: SearchConsoleSettings): SearchConsoleClient | undefined {
  if (!settings.credentials || !settings.siteUrl) return undefined;
  const tokens = createGoogleTokenSource({ credentials: settings.credentials, scopes: searchConsoleScopes, tokenUrl: settings.tokenUrl });
  return createSearchConsoleClient({ baseUrl: settings.baseUrl, siteUrl: settings.siteUrl, tokens });
}
