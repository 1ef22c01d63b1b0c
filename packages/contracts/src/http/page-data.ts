import { z } from 'zod';
import { publicProductSchema } from './catalog.js';
import { publicCitySchema } from './cities.js';
import { cityContractorSummarySchema } from './contractors.js';
import { cityCoverageSchema, nearbyCitySchema } from './local-facts.js';
import { schemaSettingsSchema } from './seo.js';
import { weatherReportSchema, weatherSuggestionSchema } from './weather.js';

/** Which parts of a page could not be had in time: the page shows their unavailable or empty state. */
export const pageDataParts = ['weather', 'products', 'weatherSuggestions', 'contractors', 'schema', 'coverage', 'nearby'] as const;
export type PageDataPart = (typeof pageDataParts)[number];

/**
 * `GET /api/page-data/:slug`: everything a city page shows, composed by the gateway
 * from the services in parallel. A part that failed or timed out is in `degraded`
 * and holds its empty value (weather: status 'unavailable').
 */
export const pageDataSchema = z.object({
  city: publicCitySchema,
  weather: weatherReportSchema,
  products: z.array(publicProductSchema),
  weatherSuggestions: z.array(weatherSuggestionSchema),
  contractorCounts: cityContractorSummarySchema.shape.contractorCounts,
  topContractors: cityContractorSummarySchema.shape.topContractors,
  /** The structured-data settings in force (JSON-LD of the page); null when the SEO service did not answer. */
  schema: schemaSettingsSchema.nullable(),
  /** Who delivers there (nearest yard, yards, suppliers); null when the catalog did not answer. */
  coverage: cityCoverageSchema.nullable(),
  /** The nearest other live cities, nearest first; empty when the cities service did not answer. */
  nearby: z.array(nearbyCitySchema),
  degraded: z.array(z.enum(pageDataParts)),
  /** When the gateway composed this answer (UTC). */
  composedAt: z.iso.datetime(),
  /**
   * When what the page shows last changed (UTC): the latest change time its parts
   * carry (city record, weather fetch, schema settings), or when the gateway saw the
   * content change (or started) if that is later; the public page's Last-Modified.
   */
  updatedAt: z.iso.datetime(),
});
export type PageData = z.infer<typeof pageDataSchema>;

/**
 * `GET /api/schema-settings`: the structured-data settings the public pages use, cached
 * by the gateway like page data (the seo service's own `GET /api/seo/schema-settings`
 * is what the admin edits). `settings` is null when the seo service did not answer.
 */
export const pageSchemaSettingsSchema = z.object({ settings: schemaSettingsSchema.nullable() });
export type PageSchemaSettings = z.infer<typeof pageSchemaSettingsSchema>;

/**
 * An earlier slug of a city: its address moved to the city's current slug
 * (docs/architecture.md#moved-and-gone-addresses). The gateway's `GET /api/page-data/:slug`
 * answers it 301 to the current slug's page data; no page is composed for it.
 */
export const pageMovedSchema = z.object({
  kind: z.literal('moved'),
  /** The city's current slug. */
  slug: z.string(),
  cityId: z.number().int(),
});
export type PageMoved = z.infer<typeof pageMovedSchema>;

/** A city made inactive (or put in the Trash): its address is gone, answered 410 Gone. */
export const pageGoneSchema = z.object({ kind: z.literal('gone') });
export type PageGone = z.infer<typeof pageGoneSchema>;

/**
 * What a city's address holds, decided once, by the gateway: its page, or where it moved, or
 * that it is gone (an unknown address is null beside it). `P` is how the page travels: its data,
 * or its data with a version.
 */
export type PageDataOutcome<P = PageData> = { kind: 'page'; page: P } | PageMoved | PageGone;

