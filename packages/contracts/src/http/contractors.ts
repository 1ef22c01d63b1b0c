import { z } from 'zod';
import { fieldIssueSchema } from './errors.js';
import { industries } from './industries.js';
import { importTallyFields } from './imports.js';
import { pagedQuerySchema, pageSchema } from './paging.js';

export { industries, type Industry } from './industries.js';
export const industrySchema = z.enum(industries, { error: 'Industry must be landscaping, hardscaping or excavation' });

/** A `?name=true|false` switch, a boolean from here on (absent is false). */
const queryFlag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => value === 'true');

/** `GET /api/contractors/search/:slug`: one industry, or all. */
export const contractorSearchQuerySchema = z.object({
  industry: industrySchema.optional(),
  /** The original's switch between a live Places search and the directory; every read here is from the directory. */
  usePlaces: queryFlag('usePlaces').describe('Accepted for the original clients; every read is from the directory'),
});

const topMessage = 'top must be a whole number from 1 to 12';
/** `GET /api/contractors/city/:slug/summary`: how many of the best to give per industry. */
export const contractorSummaryQuerySchema = z.object({
  top: z.coerce.number({ error: topMessage }).int(topMessage).min(1, topMessage).max(12, topMessage).default(3),
});

/** The tab shows 12 contractors when no industry is chosen; a chosen industry lists more at once. */
export const contractorPageSizes = { unfiltered: 12, filtered: 50, max: 100 } as const;
const pageMessage = 'Page must be a whole number from 1';
const pageSizeMessage = `Page size must be a whole number from 1 to ${contractorPageSizes.max}`;

/** The paging of the staff lists (GET /api/contractors/template, /authentic and /brand-customers). */
export const contractorPagingQuerySchema = z.object({
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).default(1),
  pageSize: z.coerce.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(contractorPageSizes.max, pageSizeMessage).optional(),
});
/**
 * How a staff list can be sorted: by city (then industry: the default, as before), business name,
 * rating or number of reviews. A template contractor's name and rating are Google's, never stored, so sorted
 * by them template contractors keep the id's order, and a search finds them only by address or city.
 */
export const contractorSortKeys = ['city', 'name', 'rating', 'reviews'] as const;
export type ContractorSortKey = (typeof contractorSortKeys)[number];

/**
 * A staff list's query: its page (12 without an industry, 50 with one), the industry, and, as every paged list
 * (the shared paging query, its 400 messages), the sort, order and search (every word in the business name,
 * the address or the city's name).
 */
export const contractorListQuerySchema = contractorPagingQuerySchema.extend({
  industry: industrySchema.optional(),
  ...pagedQuerySchema(contractorSortKeys).pick({ sort: true, order: true, search: true }).shape,
});

/** Whose data a contractor is: Google's (shown with attribution, fetched live) or our directory's. */
export const contractorSources = ['google_places', 'directory'] as const;

/** A review as the details view shows it; the author attribution is kept for display. */
export const contractorReviewSchema = z.object({
  author_name: z.string(),
  author_url: z.string().nullable(),
  author_photo_url: z.string().nullable(),
  rating: z.number().nullable(),
  relative_time_description: z.string().nullable(),
  text: z.string().nullable(),
});
export type ContractorReview = z.infer<typeof contractorReviewSchema>;

/** A contractor as a visitor sees it (docs/decisions.md, decision 2: no e-mail, notes, tracking, competition or brand account). */
export const publicContractorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  industry_sector: industrySchema,
  rating: z.number().nullable(),
  total_ratings: z.number().int().nullable(),
  address: z.string().nullable(),
  types: z.array(z.string()),
  opening_hours: z.object({ open_now: z.boolean().nullable() }).nullable(),
  google_places_id: z.string().nullable(),
  source: z.enum(contractorSources),
});
export type PublicContractor = z.infer<typeof publicContractorSchema>;

/** `GET /api/contractors/details/:id`: the card plus phone, website and reviews. */
export const contractorDetailsSchema = publicContractorSchema.extend({
  phone: z.string().nullable(),
  website: z.string().nullable(),
  google_maps_uri: z.string().nullable(),
  reviews: z.array(contractorReviewSchema),
});
export type ContractorDetails = z.infer<typeof contractorDetailsSchema>;

const perIndustry = <T extends z.ZodType>(value: T) => z.object({ landscaping: value, hardscaping: value, excavation: value });

/** `GET /api/contractors/city/:slug/summary`: what the city page needs (page-data's two contractor fields). */
export const cityContractorSummarySchema = z.object({
  city_slug: z.string(),
  contractorCounts: perIndustry(z.number().int()),
  topContractors: perIndustry(z.array(publicContractorSchema)),
});
export type CityContractorSummary = z.infer<typeof cityContractorSummarySchema>;

/** Where an admin view's name, rating, address and phone came from. */
export const detailsSources = ['stored', 'google_places', 'unavailable'] as const;

/** A contractor with every field, as staff see it. */
export const adminContractorSchema = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  name: z.string().nullable(),
  industry_sector: industrySchema,
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  linkedin: z.string().nullable(),
  brand_account: z.string().nullable(),
  contact_person: z.string().nullable(),
  notes: z.string().nullable(),
  maps_cache: z.string().nullable(),
  landscape_ontario_member: z.string().nullable(),
  email_tracking: z.string().nullable(),
  good_email: z.string().nullable(),
  competition: z.string().nullable(),
  snow_removal_contractor: z.string().nullable(),
  data_source: z.enum(['template', 'authentic']),
  is_template: z.boolean(),
  google_places_id: z.string().nullable(),
  rating: z.number().nullable(),
  total_ratings: z.number().int().nullable(),
  price_level: z.string().nullable(),
  business_status: z.string().nullable(),
  business_types: z.array(z.string()),
  opening_hours: z.unknown().nullable(),
  reviews: z.unknown().nullable(),
  photos: z.unknown().nullable(),
  last_updated: z.string().nullable(),
  verified: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  details_source: z.enum(detailsSources),
});
export type AdminContractor = z.infer<typeof adminContractorSchema>;

/** One page of an admin list (GET /api/contractors/template, /authentic and /brand-customers): the shared page, with its number of pages. */
export const contractorPageSchema = pageSchema(adminContractorSchema).extend({ totalPages: z.number().int() });
export type ContractorPage = z.infer<typeof contractorPageSchema>;

/** `GET /api/contractors/stats`: the four cards, and the contractor part of `GET /api/stats`. */
export const contractorStatsSchema = z.object({
  totalContractors: z.number().int(),
  templateContractors: z.number().int(),
  authenticContractors: z.number().int(),
  brandCustomers: z.number().int(),
});
export type ContractorStats = z.infer<typeof contractorStatsSchema>;

export const populationStatuses = ['pending', 'running', 'succeeded', 'failed', 'not_configured'] as const;
export type PopulationStatus = (typeof populationStatuses)[number];

/** One population of one city and industry, as the admin sees it (also when it failed, and why). */
export const populationJobSchema = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  city_slug: z.string(),
  city_name: z.string(),
  industry: industrySchema,
  trigger: z.enum(['city_created', 'admin']),
  status: z.enum(populationStatuses),
  attempts: z.number().int(),
  found: z.number().int().nullable(),
  created: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type PopulationJobView = z.infer<typeof populationJobSchema>;

/** `POST /api/admin/contractors/populate/:slug?industry=`: which industry, and whether to run again after a recent success. */
export const populateQuerySchema = z.object({
  industry: industrySchema,
  /** true: run again even when a population succeeded a moment ago. */
  force: queryFlag('force').describe('true: run again even when a population of this industry succeeded a moment ago'),
});

const limitMessage = 'Limit must be a whole number from 1 to 500';
/** `GET /api/admin/contractors/population`: the populations, newest first, of one city or state. */
export const populationJobsQuerySchema = z.object({
  city: z.string().optional().describe("A city's URL slug"),
  status: z.enum(populationStatuses, { error: `Status must be one of ${populationStatuses.join(', ')}` }).optional(),
  limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(500, limitMessage).default(100),
});

/** `POST /api/admin/contractors/populate/:slug?industry=`: 200 done, 202 still running. */
export const populateResultSchema = z.object({ message: z.string(), job: populationJobSchema });
export type PopulateResult = z.infer<typeof populateResultSchema>;

/** `POST /api/import/contractors?skipInvalid=true`: write the valid rows and report the others (otherwise all or nothing). */
export const contractorImportQuerySchema = z.object({
  skipInvalid: queryFlag('skipInvalid').describe('true: write the valid rows and list the others; otherwise one invalid row refuses the file'),
});

/** `POST /api/import/contractors`: what the import did, and the rows it left out (with skipInvalid). */
export const contractorImportResultSchema = z.object({
  ...importTallyFields,
  refused: z.array(fieldIssueSchema),
});
export type ContractorImportResult = z.infer<typeof contractorImportResultSchema>;
