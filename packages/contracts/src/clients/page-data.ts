import type { PublicCity } from '../http/cities.js';
import type { PageData, PageDataOutcome, PageSchemaSettings } from '../http/page-data.js';
import { outcomeOfFollowed } from '../http/page-outcome.js';
import { citiesRoutes } from '../routes/cities.js';
import { gatewayRoutes } from '../routes/gateway.js';
import type { AnyRoute } from '../routes/route.js';
import { routePath, type CallOptions, type RouteAnswer, type RouteParams } from './call-route.js';
import { askDeliveryCheck, type DeliveryCheckOutcome } from './delivery-check.js';
import { askService, serviceTransport, UpstreamError, type ClientOptions } from './fetch-json.js';

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
  /** A city's address: its page, or where it moved (an earlier slug), or that it is gone (an inactive city); null for an unknown one. */
  pageData(slug: string): Promise<PageDataOutcome<Versioned<PageData>> | null>;
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

/** The page-data source over HTTP: the gateway's page data, active cities and schema settings, revalidated by etag. */
export function createPageDataClient(options: ClientOptions & { remember?: number }): PageDataSource {
  // The last answers by path, to revalidate by etag; bounded, the oldest forgotten first.
  const known = new Map<string, Versioned<unknown>>();
  const remember = options.remember ?? 2000;
  const transport = serviceTransport({ ...options, defaultTimeoutMs: 5000 });

  async function get<R extends AnyRoute>(declaration: R, call: CallOptions<R>): Promise<Versioned<RouteAnswer<R>> | null> {
    const path = routePath(declaration, call.params as RouteParams<R>);
    const previous = known.get(path) as Versioned<RouteAnswer<R>> | undefined;
    const outcome = await askService('gateway', transport, declaration, { ...call, headers: previous ? { 'if-none-match': previous.etag } : {} });
    if (outcome.status === 304 && previous) return previous;
    if (outcome.status === 404) {
      known.delete(path);
      return null;
    }
    if (!outcome.ok) throw new UpstreamError('gateway', `GET ${path} answered ${outcome.status}`, outcome.status);
    const answer = { data: outcome.answer, etag: outcome.headers?.get('etag') ?? '' };
    if (answer.etag) {
      known.delete(path);
      known.set(path, answer);
      if (known.size > remember) known.delete(known.keys().next().value as string);
    }
    return answer;
  }

  /** A route that always has an answer: a 404 there is a failure. */
  async function found<R extends AnyRoute>(declaration: R, call: CallOptions<R>): Promise<Versioned<RouteAnswer<R>>> {
    const answer = await get(declaration, call);
    if (!answer) throw new UpstreamError('gateway', `GET ${declaration.path} answered 404`, 404);
    return answer;
  }

  return {
    async pageData(slug) {
      let page: Versioned<PageData> | null;
      try {
        page = await get(gatewayRoutes.pageData, { params: { slug } });
      } catch (err) {
        if (err instanceof UpstreamError && err.status === 410) return { kind: 'gone' };
        throw err;
      }
      return page && outcomeOfFollowed(slug, page, page.data.city);
    },
    // The gateway answers the cities service's list from its cache.
    activeCities: () => found(citiesRoutes.listActive, {}),
    schemaSettings: () => found(gatewayRoutes.schemaSettings, {}),
    deliveryCheck: (address) => askDeliveryCheck(options.baseUrl, address, options.timeoutMs ?? 5000),
  };
}
