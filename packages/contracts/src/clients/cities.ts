import { z } from 'zod';
import { adminCitySchema, cityIndexEntrySchema, publicCitySchema, type AdminCity, type CityIndexEntry, type PublicCity } from '../http/cities.js';
import { cityPageStateSchema } from '../routes/cities.js';
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
  const list = async <T extends z.ZodType>(path: string, schema: T) => {
    const cities = await getJson('cities', options, path, z.array(schema));
    if (cities === null) throw new UpstreamError('cities', `GET ${path} answered 404`, 404);
    return cities;
  };
  return {
    listActive: () => list('/api/cities', publicCitySchema),
    listAll: () => list('/api/admin/cities', adminCitySchema),
    listIndex: () => list('/api/admin/cities/index', cityIndexEntrySchema),
    bySlug: (slug) => getJson('cities', options, `/api/cities/${encodeURIComponent(slug)}`, publicCitySchema),
    pageState: async (slug) => (await getJson('cities', options, `/api/cities/${encodeURIComponent(slug)}/page-state`, cityPageStateSchema))?.state ?? null,
  };
}
