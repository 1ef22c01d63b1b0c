import { z } from 'zod';
import { publicCitySchema, type PublicCity } from '../http/cities.js';
import { pageDataSchema, pageSchemaSettingsSchema, type PageData, type PageSchemaSettings } from '../http/page-data.js';
import { askDeliveryCheck, type DeliveryCheckOutcome } from './delivery-check.js';
import { UpstreamError, type ClientOptions } from './fetch-json.js';
import { fetchWithRetry } from './retry.js';

/** A composed answer and its version: the same etag means the same content (page data: all but when it was composed), so a rendering can be reused. */
export interface Versioned<T> {
  data: T;
  etag: string;
}

/**
 * What a change made the page data's keeper drop: some cities' pages, every page, the list of active cities, or the schema settings.
 * `gone` says those cities' pages are no more (taken offline, moved to the Trash, purged): a page kept from them must not be served again, even while its next answer is made.
 */
export type PageDataChange =
  | { kind: 'pages'; slugs: readonly string[]; cityIds: readonly number[]; gone?: boolean }
  | { kind: 'all-pages' }
  | { kind: 'city-list' }
  | { kind: 'schema' };

/**
 * What the public site reads to render its pages. The gateway answers it in
 * process (all-in-one) or over HTTP (`createPageDataClient`), from its cache.
 */
export interface PageDataSource {
  /** Null for an unknown or inactive city. */
  pageData(slug: string): Promise<Versioned<PageData> | null>;
  /** The active cities, for the delivery page. */
  activeCities(): Promise<Versioned<PublicCity[]>>;
  /** The structured-data settings in force, for pages that have no city's page data (the delivery page). */
  schemaSettings(): Promise<Versioned<PageSchemaSettings>>;
  /**
   * How long the source keeps an answer with a degraded part before it asks
   * again (the gateway's PAGE_DATA_DEGRADED_TTL_MS); whoever keeps something
   * made from such an answer keeps it no longer. Unknown over HTTP.
   */
  readonly degradedTtlMs?: number;
  /**
   * Tells `listener` each time a change drops answers (the gateway's cache in
   * process; absent over HTTP, where the reader revalidates by etag instead).
   * Returns a function that stops telling.
   */
  watch?(listener: (change: PageDataChange) => void): () => void;
  /** The public delivery check of an address (never cached: the catalog keeps its geocoding). */
  deliveryCheck?(address: string): Promise<DeliveryCheckOutcome>;
}

/** The page-data source over HTTP: the gateway's `/api/page-data/:slug`, `/api/cities` and `/api/schema-settings`, revalidated by etag. */
export function createPageDataClient(options: ClientOptions & { remember?: number }): PageDataSource {
  // The last answers, to revalidate by etag; bounded, the oldest forgotten first.
  const known = new Map<string, Versioned<unknown>>();
  const remember = options.remember ?? 2000;
  async function get<T>(path: string, schema: z.ZodType<T>): Promise<Versioned<T> | null> {
    const url = new URL(path, options.baseUrl);
    const previous = known.get(path) as Versioned<T> | undefined;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (previous) headers['if-none-match'] = previous.etag;
    let response: Response;
    try {
      response = await fetchWithRetry(url, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
    } catch (err) {
      const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'is unreachable';
      throw new UpstreamError('gateway', `GET ${url.pathname} ${reason}`);
    }
    if (response.status === 304 && previous) return previous;
    if (response.status === 404) {
      await response.body?.cancel();
      known.delete(path);
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError('gateway', `GET ${url.pathname} answered ${response.status}`, response.status);
    }
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) throw new UpstreamError('gateway', `GET ${url.pathname} answered an unexpected shape`);
    const answer = { data: parsed.data, etag: response.headers.get('etag') ?? '' };
    if (answer.etag) {
      known.delete(path);
      known.set(path, answer);
      if (known.size > remember) known.delete(known.keys().next().value as string);
    }
    return answer;
  }
  /** A path that always has an answer: a 404 there is a failure. */
  async function found<T>(path: string, schema: z.ZodType<T>): Promise<Versioned<T>> {
    const answer = await get(path, schema);
    if (!answer) throw new UpstreamError('gateway', `GET ${path} answered 404`, 404);
    return answer;
  }
  return {
    pageData: (slug) => get(`/api/page-data/${encodeURIComponent(slug)}`, pageDataSchema),
    activeCities: () => found('/api/cities', z.array(publicCitySchema)),
    schemaSettings: () => found('/api/schema-settings', pageSchemaSettingsSchema),
    deliveryCheck: (address) => askDeliveryCheck(options.baseUrl, address, options.timeoutMs ?? 5000),
  };
}
