import { createGoogleTokenSource, googleErrorSchema, SearchConsoleError, type GoogleTokenSource } from '@local-seo/service-kit';
import type { SitemapOptions } from '../config.js';
import { z } from 'zod';

/** The scope sitemaps.submit needs (read and write). */
const searchConsoleScope = 'https://www.googleapis.com/auth/webmasters';

/** Google's int64 fields arrive as JSON strings ("12"). */
const long = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().int());

/** A sitemap as sitemaps.list answers it (WmxSitemap). */
const wmxSitemapSchema = z.object({
  path: z.string(),
  lastSubmitted: z.string().optional(),
  lastDownloaded: z.string().optional(),
  isPending: z.boolean().default(false),
  isSitemapsIndex: z.boolean().default(false),
  type: z.string().optional(),
  warnings: long.default(0),
  errors: long.default(0),
  contents: z.array(z.object({ type: z.string().optional(), submitted: long.optional() })).optional(),
});
type WmxSitemap = z.output<typeof wmxSitemapSchema>;

const siteSchema = z.object({ siteUrl: z.string(), permissionLevel: z.string() });
interface SearchConsoleOptions {
  /** https://www.googleapis.com in production; a stand-in's URL in tests. */
  baseUrl: string;
  /** The property: https://www.example.com/ or sc-domain:example.com. */
  siteUrl: string;
  tokens: GoogleTokenSource;
  timeoutMs: number;
}

/** The Search Console API (webmasters v3): sites.get, sitemaps.submit and sitemaps.list. */
export function createSearchConsoleClient(options: SearchConsoleOptions) {
  const site = `${options.baseUrl}/webmasters/v3/sites/${encodeURIComponent(options.siteUrl)}`;

  async function call(method: 'GET' | 'PUT', url: string): Promise<unknown> {
    let token: string;
    try {
      token = await options.tokens.accessToken();
    } catch (err) {
      throw new SearchConsoleError((err as Error).message);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      const reason = (err as Error).name === 'TimeoutError' ? 'did not answer in time' : 'could not be reached';
      throw new SearchConsoleError(`Google Search Console ${reason}`);
    }
    const text = await response.text();
    const body = text ? safeJson(text) : undefined;
    if (!response.ok) {
      const parsed = googleErrorSchema.safeParse(body);
      const reason = parsed.success && parsed.data.error.message ? parsed.data.error.message : text.slice(0, 200) || response.statusText;
      throw new SearchConsoleError(`Google Search Console answered ${response.status}: ${reason}`, response.status);
    }
    return body;
  }

  return {
    siteUrl: options.siteUrl,

    /** sites.get: the account's permission on the property. */
    async getSite() {
      const parsed = siteSchema.safeParse(await call('GET', site));
      if (!parsed.success) throw new SearchConsoleError('Google Search Console answered sites.get in an unexpected shape');
      return parsed.data;
    },

    /** sitemaps.submit: PUT with no body, an empty answer on success. */
    async submitSitemap(feedpath: string): Promise<void> {
      await call('PUT', `${site}/sitemaps/${encodeURIComponent(feedpath)}`);
    },

    /** sitemaps.list: the sitemaps submitted for the property. */
    async listSitemaps(): Promise<WmxSitemap[]> {
      const parsed = z.object({ sitemap: z.array(wmxSitemapSchema).default([]) }).safeParse((await call('GET', `${site}/sitemaps`)) ?? {});
      if (!parsed.success) throw new SearchConsoleError('Google Search Console answered sitemaps.list in an unexpected shape');
      return parsed.data.sitemap;
    },
  };
}
export type SearchConsoleClient = ReturnType<typeof createSearchConsoleClient>;

/** The client the service's options call for: none without a service account. */
export function searchConsoleFrom({ google, outsideTimeoutMs }: Pick<SitemapOptions, 'google' | 'outsideTimeoutMs'>): SearchConsoleClient | null {
  if (!google.credentials) return null;
  return createSearchConsoleClient({
    baseUrl: google.baseUrl,
    siteUrl: google.siteUrl,
    tokens: createGoogleTokenSource({ credentials: google.credentials, scopes: [searchConsoleScope], tokenUrl: google.tokenUrl, timeoutMs: outsideTimeoutMs }),
    timeoutMs: outsideTimeoutMs,
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
