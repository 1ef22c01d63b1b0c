import { z } from 'zod';
import { versionedRecordFields } from './versions.js';
import { pagedQuerySchema } from './paging.js';
import { cityContentFields, cityContentInputFields } from './city-content.js';
import { linkUrl } from './link-url.js';
import { int4Max, storableText } from './text.js';

/** The 13 Canadian provinces and territories, by name and postal abbreviation. */
export const provinces = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;
export type ProvinceName = (typeof provinces)[number]['name'];

export const cityTemplates = ['standard', 'tabbed'] as const;
export type CityTemplate = (typeof cityTemplates)[number];

/** Slugs that belong to other routes of the site (or that an API route would shadow) and can never name a city. */
export const reservedSlugs = ['admin', 'delivery', 'api', 'sitemap.xml', 'robots.txt', 'suggestions', 'terms', 'privacy', 'og'] as const;
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * The longest slug: the longest path parameter the services' routers take
 * (service-kit's createHttpApp), so every city's page data can be asked for by
 * its slug, and a longer page path is known at once to be no page at all.
 */
export const slugMaxLength = 200;

/** Resolves a province name or abbreviation (any case) to its name. */
export function normalizeProvince(input: string): ProvinceName | undefined {
  const wanted = input.trim().toLowerCase();
  return provinces.find((p) => p.name.toLowerCase() === wanted || p.code.toLowerCase() === wanted)?.name;
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const blankToNull = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() === '' ? null : value;

/** A coordinate as the admin sends it: a number or a numeric string. */
function coordinate(label: 'Latitude' | 'Longitude', limit: number) {
  const range = `${label} must be between -${limit} and ${limit}`;
  return z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' ? Number(v.trim()) : v;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : range) })
      .refine(Number.isFinite, range)
      .min(-limit, range)
      .max(limit, range),
  );
}

// Every maximum is its column's (services/cities/prisma/schema.prisma), checked by packages/contracts/test.
const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(max, `${label} must be at most ${max} characters`).superRefine(storableText(label)).nullable().optional(),
  );

const country = z.string().trim().max(100, 'Country must be at most 100 characters').superRefine(storableText('Country'));

const citySlug = z
  .string({ error: 'URL slug is required' })
  .trim()
  .min(1, 'URL slug is required')
  .max(slugMaxLength, `URL slug must be at most ${slugMaxLength} characters`)
  .regex(slugPattern, 'URL slug may contain only lowercase letters, digits and single hyphens')
  .refine((slug) => !(reservedSlugs as readonly string[]).includes(slug), {
    message: 'URL slug is reserved for another page of the site; choose another',
  });

/** The fields an admin sends to create a city, with the messages of docs/behaviour/admin-back-office.md#cities. */
export const cityCreateSchema = z.object({
  city_name: z
    .string({ error: 'City name is required' })
    .trim()
    .min(1, 'City name is required')
    .max(255, 'City name must be at most 255 characters')
    .superRefine(storableText('City name')),
  province: z
    .string({ error: 'Province is required' })
    .trim()
    .min(1, 'Province is required')
    .max(100, 'Province must be at most 100 characters')
    .transform((value, ctx) => {
      const name = normalizeProvince(value);
      if (!name) {
        ctx.addIssue({ code: 'custom', message: 'Province must be one of the 13 Canadian provinces and territories' });
        return z.NEVER;
      }
      return name;
    }),
  country: z.preprocess(blankToUndefined, country.default('Canada')),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  population: z.preprocess(
    (value) => {
      const v = blankToNull(value);
      return typeof v === 'string' ? Number(v.trim()) : v;
    },
    z
      .number({ error: 'Population must be a whole number' })
      .int('Population must be a whole number')
      .min(0, 'Population cannot be negative')
      .max(int4Max, `Population must be at most ${int4Max}`)
      .nullable()
      .optional(),
  ),
  url_slug: citySlug,
  page_active: z.boolean({ error: 'page_active must be true or false' }).optional(),
  template: z.preprocess(
    blankToUndefined,
    z.enum(cityTemplates, { error: 'Template must be standard or tabbed' }).default('standard'),
  ),
  seo_title: optionalText(255, 'SEO title'),
  seo_description: optionalText(1000, 'SEO description'),
  meta_title: optionalText(255, 'Meta title'),
  meta_description: optionalText(1000, 'Meta description'),
  canonical_url: z.preprocess(
    blankToNull,
    linkUrl('Canonical URL', 500).nullable().optional(),
  ),
  og_title: optionalText(255, 'Open Graph title'),
  og_description: optionalText(1000, 'Open Graph description'),
  geo_region: optionalText(20, 'Geo region'),
  geo_position: optionalText(50, 'Geo position'),
  icbm: optionalText(50, 'ICBM'),
  ...cityContentInputFields,
});
export type CityCreateInput = z.input<typeof cityCreateSchema>;
export type CityCreate = z.output<typeof cityCreateSchema>;

/** A change to a city: any subset of the create fields, none of them defaulted. */
export const cityUpdateSchema = cityCreateSchema
  .extend({
    country: z.preprocess(blankToUndefined, country.optional()),
    template: z.preprocess(
      blankToUndefined,
      z.enum(cityTemplates, { error: 'Template must be standard or tabbed' }).optional(),
    ),
    needs_schema_rebuild: z.boolean().optional(),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, { message: 'Nothing to update: send at least one field' });
export type CityUpdateInput = z.input<typeof cityUpdateSchema>;
export type CityUpdate = z.output<typeof cityUpdateSchema>;

/** A city as a visitor may see it. */
export const publicCitySchema = z.object({
  id: z.number().int(),
  city_name: z.string(),
  province: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int().nullable(),
  url_slug: z.string(),
  page_active: z.boolean(),
  template: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  canonical_url: z.string().nullable(),
  og_title: z.string().nullable(),
  og_description: z.string().nullable(),
  geo_region: z.string().nullable(),
  geo_position: z.string().nullable(),
  icbm: z.string().nullable(),
  /** The city's own content (docs/decisions.md, decision 16): its introduction (sanitised HTML) and local resources. */
  ...cityContentFields,
  /** When the city record last changed (a page's Last-Modified); absent from older services. */
  updated_at: z.string().optional(),
});
export type PublicCity = z.infer<typeof publicCitySchema>;

/** A city with the bookkeeping fields staff see. */
export const adminCitySchema = publicCitySchema.extend({
  last_top_products_update: z.string().nullable(),
  top_products_hash: z.string().nullable(),
  schema_last_generated: z.string().nullable(),
  needs_schema_rebuild: z.boolean(),
  ...versionedRecordFields,
});
export type AdminCity = z.infer<typeof adminCitySchema>;

/** How the paged staff city list can be sorted (docs/behaviour/services.md, "Paged lists"). */
export const citySortKeys = ['name', 'province', 'slug', 'status', 'population', 'updated'] as const;
export type CitySortKey = (typeof citySortKeys)[number];

/** One page of the staff city list (GET /api/admin/cities/paged): searched in the name, province and slug, narrowed by page status. */
export const cityPageQuerySchema = pagedQuerySchema(citySortKeys).extend({
  status: z.enum(['active', 'inactive'], { error: 'status must be active or inactive' }).optional(),
});
export type CityPageQuery = z.input<typeof cityPageQuerySchema>;

/**
 * One line of the cities index other services read to keep up with every city
 * (the sitemap's check): what identifies a page and when it last changed.
 */
export const cityIndexEntrySchema = adminCitySchema.pick({ id: true, url_slug: true, page_active: true, updated_at: true });
export type CityIndexEntry = z.infer<typeof cityIndexEntrySchema>;
