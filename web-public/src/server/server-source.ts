import type { PageData, PageDataOutcome, PageDataSource, PublicCity, SchemaSettings, SiteSettings, Versioned } from '@local-seo/contracts';
import type { PublicDataSource } from '../data/source';

/** The delivery page's data and its version: the active cities and the schema settings in force. */
export interface DeliveryData {
  cities: PublicCity[];
  schema: SchemaSettings | null;
  version: string;
}

export async function deliveryData(source: PageDataSource): Promise<DeliveryData> {
  const [cities, schema] = await Promise.all([source.activeCities(), source.schemaSettings()]);
  return { cities: cities.data, schema: schema.data.settings, version: `${cities.etag}|${schema.etag}` };
}

/** The outcome as the public pages read it: a page's data without its version. */
export function withoutVersion(outcome: PageDataOutcome<Versioned<PageData>> | null): PageDataOutcome<PageData> | null {
  return outcome?.kind === 'page' ? { kind: 'page', page: outcome.page.data } : outcome;
}

/** The public pages' data source on the server: the gateway's page data and the configured site settings. */
export function serverDataSource(source: PageDataSource, site: SiteSettings): PublicDataSource {
  return {
    pageData: async (slug) => withoutVersion(await source.pageData(slug)),
    activeCities: async () => (await source.activeCities()).data,
    site: async () => site,
    schemaSettings: async () => (await source.schemaSettings()).data.settings,
    // A source without the check (an older gateway) offers the served cities, as without a key.
    deliveryCheck: async (address) =>
      source.deliveryCheck?.(address) ?? { ok: true, answer: { configured: false, address, place: null, delivered: false, yards: [] } },
  };
}
