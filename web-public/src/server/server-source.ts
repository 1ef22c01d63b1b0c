import type { PageDataSource, PublicCity, SchemaSettings, SiteSettings, Versioned } from '@local-seo/contracts';
import type { PublicDataSource } from '../data/source';

/** The delivery page's data and its version: the active cities and the schema settings in force. */
export interface DeliveryData {
  cities: PublicCity[];
  schema: SchemaSettings | null;
  version: string;
}

/**
 * The schema settings travel with every city's page data; the delivery page
 * takes them from the first active city's (cached by the gateway), so it needs
 * nothing beyond the page-data source.
 */
async function schemaFromPageData(source: PageDataSource, cities: readonly PublicCity[]): Promise<Versioned<SchemaSettings | null>> {
  const first = cities[0];
  const page = first ? await source.pageData(first.url_slug) : null;
  return { data: page?.data.schema ?? null, etag: page?.etag ?? '' };
}

export async function deliveryData(source: PageDataSource): Promise<DeliveryData> {
  const cities = await source.activeCities();
  const schema = await schemaFromPageData(source, cities.data);
  return { cities: cities.data, schema: schema.data, version: `${cities.etag}|${schema.etag}` };
}

/** The public pages' data source on the server: the gateway's page data and the configured site settings. */
export function serverDataSource(source: PageDataSource, site: SiteSettings): PublicDataSource {
  return {
    pageData: async (slug) => (await source.pageData(slug))?.data ?? null,
    activeCities: async () => (await source.activeCities()).data,
    site: async () => site,
    schemaSettings: async () => (await deliveryData(source)).schema,
  };
}
