import type { AdminCity, CityIndexEntry, PublicCity } from '../http/cities.js';
import { citiesRoutes } from '../routes/cities.js';
import type { AnyRoute } from '../routes/route.js';
import type { CallOptions, RouteAnswer } from './call-route.js';
import { getJson, UpstreamError, type ClientOptions } from './fetch-json.js';

/** What other services read from the cities service (they never read its tables). */
export interface CitiesClient {
  /** The cities whose pages are live. */
  listActive(): Promise<PublicCity[]>;
  /** Every city, live or not, with its bookkeeping fields (updated_at, ...). */
  listAll(): Promise<AdminCity[]>;
  /** Every city, live or not, as one lean line each (id, slug, active, updated_at): cheap for large lists. */
  listIndex(): Promise<CityIndexEntry[]>;
  /** A live city by slug; null when unknown or inactive. */
  bySlug(slug: string): Promise<PublicCity | null>;
  /** Whether the city of a slug (current or earlier) is live or inactive; null when unknown. */
  pageState(slug: string): Promise<'live' | 'inactive' | null>;
}

export function createCitiesClient(options: ClientOptions): CitiesClient {
  /** A list always has an answer: a 404 there is a failure. */
  const list = async <R extends AnyRoute>(declaration: R, call: CallOptions<R>): Promise<RouteAnswer<R>> => {
    const cities = await getJson('cities', options, declaration, call);
    if (cities === null) throw new UpstreamError('cities', `GET ${declaration.path} answered 404`, 404);
    return cities;
  };
  return {
    listActive: () => list(citiesRoutes.listActive, {}),
    listAll: () => list(citiesRoutes.listAll, {}),
    listIndex: () => list(citiesRoutes.index, {}),
    bySlug: (slug) => getJson('cities', options, citiesRoutes.bySlug, { params: { slug } }),
    pageState: async (slug) => (await getJson('cities', options, citiesRoutes.pageState, { params: { slug } }))?.state ?? null,
  };
}
