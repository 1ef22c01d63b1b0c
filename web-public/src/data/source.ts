import type { DeliveryCheckOutcome, PageData, PageDataOutcome, PublicCity, SchemaSettings, SiteSettings } from '@local-seo/contracts';

/**
 * Where the public pages read their data. The server answers from the gateway's
 * page-data source (in process or over HTTP); the browser from the public API.
 * Only types are imported from the contracts so the client bundle stays free of zod.
 */
export interface PublicDataSource {
  /**
   * A city's address as the gateway decided it: its page, or where it moved (an earlier slug),
   * or that it is gone (an inactive city); null for an unknown one. The route makes the answer of it.
   */
  pageData(slug: string): Promise<PageDataOutcome<PageData> | null>;
  activeCities(): Promise<PublicCity[]>;
  site(): Promise<SiteSettings>;
  /** The structured-data settings in force; null when they cannot be had. */
  schemaSettings(): Promise<SchemaSettings | null>;
  /** The public delivery check of an address; its refusals are outcomes, never thrown. */
  deliveryCheck?(address: string): Promise<DeliveryCheckOutcome>;
}
