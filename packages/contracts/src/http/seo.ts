import { z } from 'zod';
import { versionFields } from './versions.js';
import { defaultSameDayCutoff, timeOfDayPattern } from '../rules/time-of-day.js';
import { pagedQuerySchema } from './paging.js';
import { int4Max, storableText } from './text.js';

// The seo service's HTTP shapes: pages, keywords, tracking, SERP rows, audits, settings.

export const seoPageTypes = ['home', 'delivery', 'city'] as const;
export type SeoPageType = (typeof seoPageTypes)[number];

/** `GET /api/seo/pages`: `?all=true` adds the inactive city pages. */
export const seoPagesQuerySchema = z.object({ all: z.enum(['true', 'false']).optional() });

/** A page of the public site that keywords can be tracked for. */
export const seoPageSchema = z.object({
  /** 'home', 'delivery', or the city's id. */
  id: z.string(),
  name: z.string(),
  type: z.enum(seoPageTypes),
  /** The page's path on the public site, e.g. /barrie. */
  url: z.string(),
  active: z.boolean(),
});
export type SeoPage = z.infer<typeof seoPageSchema>;

export const keywordTypes = ['primary', 'secondary', 'programmatic'] as const;

/** `GET /api/seo/keywords`: every keyword, or one page's. */
export const keywordListQuerySchema = z.object({ page_type: z.string().optional(), page_id: z.string().optional() });

/** How the paged keyword list can be sorted: position and last tracked are the latest run's. */
export const keywordSortKeys = ['keyword', 'page', 'type', 'position', 'tracked'] as const;
export type KeywordSortKey = (typeof keywordSortKeys)[number];

/** One page of the keywords (GET /api/seo/keywords/paged): searched in the keyword, its page's address and its type; one page's keywords with page_type and page_id. */
export const keywordPageQuerySchema = pagedQuerySchema(keywordSortKeys).extend(keywordListQuerySchema.shape);
export type KeywordPageQuery = z.input<typeof keywordPageQuerySchema>;

/** `?limit=`: the latest rows first, at most `max`. */
const latestQuery = (max: number, fallback: number) => z.object({ limit: z.coerce.number().int().min(1).max(max).default(fallback) });
export type KeywordType = (typeof keywordTypes)[number];

const pageIdField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: 'Choose a page for the keyword' })
    .trim()
    .min(1, 'Choose a page for the keyword')
    .max(100, 'Page id must be at most 100 characters')
    .superRefine(storableText('Page id')),
);

/** What the admin sends to add a keyword: a chosen (active) page and a non-empty keyword. Maximums: seo_keywords' columns. */
export const keywordCreateSchema = z.object({
  page_type: z.enum(seoPageTypes, { error: 'Choose a page for the keyword' }),
  page_id: pageIdField,
  /** Optional: when sent it must be the chosen page's URL. */
  page_url: z.string({ error: 'Page URL must be text' }).trim().max(500, 'Page URL must be at most 500 characters').superRefine(storableText('Page URL')).optional(),
  keyword: z
    .string({ error: 'Keyword is required' })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, 'Keyword is required').max(255, 'Keyword must be at most 255 characters').superRefine(storableText('Keyword'))),
  keyword_type: z.enum(keywordTypes, { error: 'Keyword type must be primary, secondary or programmatic' }),
  search_volume: z
    .number({ error: 'Search volume must be a whole number' })
    .int('Search volume must be a whole number')
    .min(0, 'Search volume cannot be negative')
    .max(int4Max, `Search volume must be at most ${int4Max}`)
    .nullable()
    .optional(),
  active: z.boolean({ error: 'active must be true or false' }).default(true),
});
export type KeywordCreateInput = z.input<typeof keywordCreateSchema>;
export type KeywordCreate = z.output<typeof keywordCreateSchema>;

/** A tracked keyword with where it stood at its latest tracking run. */
export const seoKeywordSchema = z.object({
  id: z.number().int(),
  page_type: z.enum(seoPageTypes),
  page_id: z.string(),
  page_url: z.string(),
  keyword: z.string(),
  keyword_type: z.enum(keywordTypes),
  search_volume: z.number().int().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Average position at the latest run; null: not ranked (or never tracked, see tracked_at). */
  position: z.number().nullable(),
  url_found: z.string().nullable(),
  tracked_at: z.string().nullable(),
});
export type SeoKeyword = z.infer<typeof seoKeywordSchema>;

export const trackingRunTypes = ['manual', 'scheduled'] as const;
export const trackingRunStatuses = ['pending', 'running', 'completed', 'failed'] as const;
export type TrackingRunStatus = (typeof trackingRunStatuses)[number];

export const trackRequestSchema = z.object({
  runType: z.literal('manual', { error: "runType must be 'manual'" }),
});

export const trackingRunsQuerySchema = latestQuery(500, 50);

export const trackingRunSchema = z.object({
  id: z.number().int(),
  run_type: z.enum(trackingRunTypes),
  status: z.enum(trackingRunStatuses),
  keywords_tracked: z.number().int(),
  api_calls_made: z.number().int(),
  error_message: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type TrackingRun = z.infer<typeof trackingRunSchema>;

/** The answer of a completed `POST /api/seo/track`. */
export const trackResponseSchema = z.object({
  runId: z.number().int(),
  status: z.literal('completed'),
  keywordsTracked: z.number().int(),
  keywordsRanked: z.number().int(),
  apiCallsMade: z.number().int(),
});
export type TrackResponse = z.infer<typeof trackResponseSchema>;

export const serpQuerySchema = z.object({
  page_type: z.enum(seoPageTypes, { error: 'page_type must be home, delivery or city' }),
  page_id: z.string({ error: 'page_id is required' }).trim().min(1, 'page_id is required'),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

/** One keyword's standing at one run. */
export const serpRowSchema = z.object({
  id: z.number().int(),
  keyword_id: z.number().int(),
  keyword: z.string(),
  tracking_run_id: z.number().int().nullable(),
  position: z.number().nullable(),
  url_found: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  clicks: z.number().int(),
  impressions: z.number().int(),
  ctr: z.number().nullable(),
  tracked_at: z.string(),
});
export type SerpRow = z.infer<typeof serpRowSchema>;

/** The audit of one page's server-rendered HTML. */
export const onpageResultSchema = z.object({
  id: z.number().int(),
  page_url: z.string(),
  http_status: z.number().int().nullable(),
  overall_score: z.number().int(),
  meta_title_score: z.number().int(),
  meta_description_score: z.number().int(),
  h1_score: z.number().int(),
  content_score: z.number().int(),
  word_count: z.number().int(),
  internal_links: z.number().int(),
  external_links: z.number().int(),
  images_without_alt: z.number().int(),
  /** Milliseconds until the whole HTML had arrived; null when the page could not be fetched. */
  page_load_time: z.number().int().nullable(),
  issues_found: z.array(z.string()),
  tracked_at: z.string(),
});
export type OnpageResult = z.infer<typeof onpageResultSchema>;

/** `POST /api/seo/audit`: every active page, or the paths named. */
export const auditRequestSchema = z.object({
  pages: z
    .array(z.string().trim().startsWith('/', 'Pages are paths such as /barrie').max(500, 'A page path may have at most 500 characters'))
    .max(10_000, 'At most 10,000 pages can be audited at once')
    .optional(),
});

/** `GET /api/seo/onpage`: the latest audit of each page, or one page's audits. */
export const onpageQuerySchema = z.object({
  page_url: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const auditResponseSchema = z.object({
  pagesAudited: z.number().int(),
  /** Pages that could not be fetched or did not answer 200. */
  pagesFailed: z.number().int(),
  averageScore: z.number().int().nullable(),
  results: z.array(onpageResultSchema),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** One city page and the page most like it (GET /api/seo/near-duplicates). */
export const nearDuplicatePageSchema = z.object({
  page_url: z.string(),
  /** The most similar other page; null when no page came near (under about 60%) or the page has under five words. */
  closest_url: z.string().nullable(),
  /** The estimated share of word 5-grams the two pages have in common, 0 to 100 (a percentage); null with no closest page. */
  similarity: z.number().nullable(),
  /** Whether the similarity is at or over the threshold: the page needs text of its own. */
  over_threshold: z.boolean(),
  computed_at: z.iso.datetime(),
});
export type NearDuplicatePage = z.infer<typeof nearDuplicatePageSchema>;

export const nearDuplicatesResponseSchema = z.object({
  /** The setting near_duplicate_threshold, a percentage. */
  threshold: z.number().int(),
  /** The city pages, the most similar first (pages with no closest page last). */
  pages: z.array(nearDuplicatePageSchema),
});
export type NearDuplicatesResponse = z.infer<typeof nearDuplicatesResponseSchema>;

/** The SEO Analytics settings. */
export const seoSettingsSchema = z.strictObject({
  /** Keywords created for every new city page; {city} is the city's name. */
  programmatic_keyword_templates: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A keyword template cannot be empty')
        .max(200, 'A keyword template must be at most 200 characters')
        .superRefine(storableText('A keyword template'))
        .refine((t) => t.includes('{city}'), 'Each keyword template must contain {city}'),
    )
    .max(20, 'At most 20 keyword templates'),
  /** Days of Search Console data a position is averaged over (Search Console keeps 16 months). */
  tracking_window_days: z.number().int('Tracking window must be a whole number of days').min(1, 'Tracking window must be 1 to 480 days').max(480, 'Tracking window must be 1 to 480 days'),
  /**
   * The similarity (a percentage of shared word 5-grams) from which two city pages are flagged as near
   * duplicates. From 70: below it the LSH banding would miss too many pairs (docs/decisions.md, decision 17).
   */
  near_duplicate_threshold: z
    .number()
    .int('The near-duplicate threshold must be a whole percentage')
    .min(70, 'The near-duplicate threshold must be 70 to 100%')
    .max(100, 'The near-duplicate threshold must be 70 to 100%'),
});
export type SeoSettings = z.infer<typeof seoSettingsSchema>;
export const seoSettingsUpdateSchema = seoSettingsSchema.partial();

/**
 * The SEO Analytics settings as staff read and save them (GET and PUT /api/seo/settings):
 * with their version, which If-Match sends back so that two saves cannot overwrite each other
 * (http/versions.ts), and their last change.
 */
export const versionedSeoSettingsSchema = seoSettingsSchema.extend({
  updated_at: z.iso.datetime(),
  ...versionFields,
});
export type VersionedSeoSettings = z.infer<typeof versionedSeoSettingsSchema>;

// ---- Schema settings (docs/decisions.md, decision 5): the configuration object of the Schema tab. ----

/** The time zones the Schema tab offers. */
export const schemaTimezones = [
  'America/Toronto',
  'America/Winnipeg',
  'America/Edmonton',
  'America/Vancouver',
  'America/Halifax',
  'America/St_Johns',
] as const;

const day = '(?:Mo|Tu|We|Th|Fr|Sa|Su)';
const openingHoursPattern = new RegExp(`^${day}(?:-${day})?(?:,${day}(?:-${day})?)* (\\d{2}):(\\d{2})-(\\d{2}):(\\d{2})$`);

/** Whether a schema.org openingHours value ('Mo-Fr 07:00-17:00') is well formed and opens before it closes. */
export function isOpeningHours(value: string): boolean {
  const match = openingHoursPattern.exec(value);
  if (!match) return false;
  const [opensH, opensM, closesH, closesM] = match.slice(1).map(Number) as [number, number, number, number];
  const valid = (h: number, m: number) => h >= 0 && h <= 24 && m >= 0 && m < 60 && (h < 24 || m === 0);
  return valid(opensH, opensM) && valid(closesH, closesM) && opensH * 60 + opensM < closesH * 60 + closesM;
}

const text = (label: string, max = 1000) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(storableText(label));
const optionalText = (label: string, max = 1000) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).superRefine(storableText(label));
const textList = (label: string, max = 20) =>
  z.array(text(label, 300), { error: `${label} must be a list` }).max(max, `At most ${max} ${label.toLowerCase()} entries`);
const hoursList = (label: string) =>
  z
    .array(z.string().trim().refine(isOpeningHours, `${label} must look like "Mo-Fr 07:00-17:00"`), { error: `${label} must be a list` })
    .min(1, `${label} needs at least one entry`)
    .max(14, `At most 14 ${label.toLowerCase()} entries`);

const sameDayCutoffMessage = 'Same-day cut-off must be a 24-hour time such as 12:00 or 13:30';

const paymentMethodsList = textList('Payment methods').min(1, 'Name at least one payment method');

/** How the JSON-LD of one kind of page is built. */
export const pageTypeSchemaSettings = z.strictObject({
  enabled: z.boolean(),
  /** schema.org types of the business node, e.g. LocalBusiness, Store. */
  schemaTypes: z
    .array(z.string().regex(/^[A-Z][A-Za-z]+$/, 'Schema types are schema.org type names such as LocalBusiness'))
    .min(1, 'Name at least one schema type'),
  includeBreadcrumbs: z.boolean(),
  includeTopProducts: z.boolean(),
  /** How many top products the ItemList holds. */
  topProductsCount: z.number().int('Top products must be a whole number').min(1, 'Top products must be 1 to 50').max(50, 'Top products must be 1 to 50'),
});
export type PageTypeSchemaSettings = z.infer<typeof pageTypeSchemaSettings>;

export const schemaSettingsSchema = z.strictObject({
  businessDetails: z.strictObject({
    officialName: text('Official name', 200),
    phone: text('Phone', 50),
    email: z.email('Email must be a valid e-mail address'),
    /** Entered as 'Cash, Credit Card, Debit Card': entries are split on comma-space. */
    paymentMethods: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(', ').map((entry) => entry.trim()).filter(Boolean) : value),
      paymentMethodsList,
    ),
    businessHours: hoursList('Business hours'),
    deliveryHours: hoursList('Delivery hours'),
    /**
     * Orders before this time of day ('HH:MM', 24-hour) are delivered the same day: the
     * public pages' delivery facts. Versions saved before it existed read the default.
     */
    sameDayCutoff: z
      .string({ error: sameDayCutoffMessage })
      .trim()
      .regex(timeOfDayPattern, sameDayCutoffMessage)
      .default(defaultSameDayCutoff),
    onlineOrdering: text('Online ordering', 100),
    timezone: z.enum(schemaTimezones, { error: `Timezone must be one of ${schemaTimezones.join(', ')}` }),
    priceRange: z.enum(['$', '$$', '$$$', '$$$$'], { error: 'Price range must be $, $$, $$$ or $$$$' }),
    currency: z.string().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO code such as CAD'),
  }),
  messaging: z.strictObject({
    disclaimers: z.strictObject({ current: optionalText('Current disclaimer'), future: optionalText('Future disclaimer') }),
    seasonalMessaging: z.strictObject({
      spring: optionalText('Spring message'),
      summer: optionalText('Summer message'),
      fall: optionalText('Fall message'),
      winter: optionalText('Winter message'),
    }),
    weatherBasedSuggestions: z.strictObject({
      rainWarnings: optionalText('Rain warnings'),
      frostAlerts: optionalText('Frost alerts'),
      heatAdvisories: optionalText('Heat advisories'),
    }),
    valuePropositions: textList('Value propositions'),
    differentiators: textList('Differentiators'),
    /** May name the page's city as {city}. */
    localPositioning: optionalText('Local positioning'),
    futureExpansions: textList('Future expansions'),
  }),
  pageTypes: z.strictObject({
    cityPages: pageTypeSchemaSettings,
    countyPages: pageTypeSchemaSettings,
    multiCityPages: pageTypeSchemaSettings,
    deliveryPage: pageTypeSchemaSettings,
  }),
});
export type SchemaSettings = z.output<typeof schemaSettingsSchema>;
export type SchemaSettingsInput = z.input<typeof schemaSettingsSchema>;

/**
 * The settings as stored and answered: payment methods already a list. Answers are
 * checked by encoding, which the input's comma-separated preprocess cannot do.
 */
const storedSchemaSettingsSchema = schemaSettingsSchema.extend({
  businessDetails: schemaSettingsSchema.shape.businessDetails.extend({ paymentMethods: paymentMethodsList }),
});

/** The schema settings in force, as `GET /api/seo/schema-settings` answers them. */
export const schemaSettingsResponseSchema = z.object({
  version: z.number().int(),
  updated_at: z.string(),
  settings: storedSchemaSettingsSchema,
});
export type SchemaSettingsResponse = z.infer<typeof schemaSettingsResponseSchema>;

/** `PUT /api/seo/schema-settings`: the version in force, and whether this save made it. */
export const schemaSettingsSaveResultSchema = schemaSettingsResponseSchema.extend({ created: z.boolean() });

export const schemaSettingsVersionsQuerySchema = latestQuery(500, 50);

export const schemaSettingsVersionSchema = schemaSettingsResponseSchema.extend({
  changed_sections: z.array(z.string()),
});
export type SchemaSettingsVersion = z.infer<typeof schemaSettingsVersionSchema>;

const versionMessage = 'Version must be a positive whole number';
/** `:version` of `POST /api/seo/schema-settings/versions/:version/restore`. */
export const schemaSettingsVersionParams = z.object({
  version: z.coerce.number({ error: versionMessage }).int(versionMessage).positive(versionMessage).max(int4Max, versionMessage),
});
