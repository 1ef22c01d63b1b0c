import { z } from 'zod';
import { fieldIssueSchema } from './errors.js';
import { industries } from './industries.js';

export { industries, type Industry } from './industries.js';
export const industrySchema = z.enum(industries, { error: 'Industry must be landscaping, hardscaping or excavation' });

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

/** A contractor as a visitor sees it (decision 2: no e-mail, notes, tracking, competition or brand account). */
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

/** One page of an admin list (`/api/contractors/template`, `/authentic`, `/brand-customers`). */
export const contractorPageSchema = z.object({
  items: z.array(adminContractorSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
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

/** `POST /api/admin/contractors/populate/:slug?industry=`: 200 done, 202 still running. */
export const populateResultSchema = z.object({ message: z.string(), job: populationJobSchema });
export type PopulateResult = z.infer<typeof populateResultSchema>;

/** `POST /api/import/contractors`: what the import did, and the rows it left out (with skipInvalid). */
export const contractorImportResultSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.array(fieldIssueSchema),
});
export type ContractorImportResult = z.infer<typeof contractorImportResultSchema>;
