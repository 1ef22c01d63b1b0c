import { z } from 'zod';
import { storableText } from './text.js';

// The sitemap service's HTTP shapes: the admin Sitemap tab's calls, with the
// fields the tab shows.

/** An IndexNow key: 8 to 128 letters, digits and dashes (indexnow.org). */
export const indexNowKeyPattern = /^[A-Za-z0-9-]{8,128}$/;
/** Kept in sitemap_state.indexnow_key, VarChar(128). */
const indexNowKey = z
  .string({ error: 'The IndexNow key must be 8 to 128 letters, digits or dashes' })
  .trim()
  .max(128, 'The IndexNow key must be 8 to 128 letters, digits or dashes')
  .regex(indexNowKeyPattern, 'The IndexNow key must be 8 to 128 letters, digits or dashes');

/** Recorded as the submission's target, VarChar(2048). */
const sitemapUrl = z
  .url({ protocol: /^https?$/, error: 'Sitemap URL must be a valid http(s) URL' })
  .max(2048, 'Sitemap URL must be at most 2048 characters')
  .superRefine(storableText('Sitemap URL'))
  .optional();

/** GET /api/admin/sitemap-status */
export const sitemapStatusSchema = z.object({
  exists: z.boolean(),
  /** Cities listed in the current sitemap. */
  cityCount: z.number().int(),
  urlCount: z.number().int(),
  /** Bytes of every file of the current sitemap (the index and its sitemaps). */
  size: z.number().int(),
  /** When the current sitemap was generated (ISO 8601), null when none exists. */
  lastModified: z.string().nullable(),
  needsRegeneration: z.boolean(),
  /** Why it needs regeneration, when it does. */
  regenerationReason: z.string().nullable(),
  sitemapUrl: z.string(),
  isIndex: z.boolean(),
  /** Numbered sitemaps under the index (0 when /sitemap.xml holds every URL). */
  sitemapCount: z.number().int(),
  /** What the last generation could not do (e.g. reach the cities service). */
  lastWarning: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type SitemapStatus = z.infer<typeof sitemapStatusSchema>;

/**
 * What a run of the generator answers (both regenerate calls run the same one): whether it
 * worked, its counts, and what it could not do (`warning`) or why it failed (`error`).
 */
const generationResultSchema = <Counts extends z.ZodRawShape>(counts: Counts) =>
  z.object({ success: z.boolean(), ...counts, warning: z.string().optional(), error: z.string().optional() });

/** POST /api/admin/regenerate-sitemap */
export const regenerateSitemapResultSchema = generationResultSchema({ urlCount: z.number().int(), sitemapCount: z.number().int() });
export type RegenerateSitemapResult = z.infer<typeof regenerateSitemapResultSchema>;

/** POST /api/admin/regenerate-sitemap-index: the index's counts, the URLs of all its sitemaps as `totalUrls`. */
export const regenerateSitemapIndexResultSchema = generationResultSchema({ sitemapCount: z.number().int(), totalUrls: z.number().int() });
export type RegenerateSitemapIndexResult = z.infer<typeof regenerateSitemapIndexResultSchema>;

/** POST /api/admin/submit-sitemap-to-google */
export const submitToGoogleSchema = z.object({ sitemapUrl }).default({});
/** POST /api/admin/submit-sitemap-to-bing: the changed URLs go to IndexNow. */
export const submitToBingSchema = z.object({ sitemapUrl, apiKey: indexNowKey.optional() }).default({});
/** POST /api/admin/submit-sitemap-all */
export const submitToAllSchema = z.object({ sitemapUrl, bingApiKey: indexNowKey.optional() }).default({});

/** The outcome of one submission; `error` says why it failed or is not configured. */
export const submissionResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  error: z.string().optional(),
  /** URLs sent (IndexNow). */
  urlCount: z.number().int().optional(),
});
export type SubmissionResult = z.infer<typeof submissionResultSchema>;

export const submitAllResultSchema = z.object({
  success: z.boolean(),
  google: submissionResultSchema,
  bing: submissionResultSchema,
});
export type SubmitAllResult = z.infer<typeof submitAllResultSchema>;

/** One recorded submission, as the status calls list them. */
export const submissionRecordSchema = z.object({
  id: z.number().int(),
  engine: z.enum(['google', 'indexnow']),
  trigger: z.enum(['manual', 'automatic']),
  outcome: z.enum(['submitted', 'failed', 'not-configured', 'nothing-to-submit']),
  success: z.boolean(),
  target: z.string(),
  urlCount: z.number().int().nullable(),
  httpStatus: z.number().int().nullable(),
  message: z.string(),
  submittedAt: z.string(),
});
export type SubmissionRecord = z.infer<typeof submissionRecordSchema>;

/** GET /api/admin/test-google-connection */
export const googleConnectionSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  siteVerified: z.boolean(),
});
export type GoogleConnection = z.infer<typeof googleConnectionSchema>;

/** A sitemap as Search Console reports it (sitemaps.list). */
export const submittedSitemapSchema = z.object({
  path: z.string(),
  lastSubmitted: z.string().nullable(),
  lastDownloaded: z.string().nullable(),
  isPending: z.boolean(),
  isSitemapsIndex: z.boolean(),
  errors: z.number().int(),
  warnings: z.number().int(),
});
export type SubmittedSitemap = z.infer<typeof submittedSitemapSchema>;

/** A search engine's status (one builder for both engines): whether it is configured, what it reports, and the submissions recorded to it. */
const engineStatusSchema = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object({ configured: z.boolean(), ...fields, submissions: z.array(submissionRecordSchema) });

/** GET /api/admin/google-sitemap-status */
export const googleSitemapStatusSchema = engineStatusSchema({
  /** Whether Search Console answered the sitemaps list. */
  success: z.boolean(),
  message: z.string(),
  siteUrl: z.string().nullable(),
  sitemaps: z.array(submittedSitemapSchema),
});
export type GoogleSitemapStatus = z.infer<typeof googleSitemapStatusSchema>;

/** GET /api/admin/bing-sitemap-status */
export const bingSitemapStatusSchema = engineStatusSchema({
  message: z.string(),
  endpoint: z.string(),
  /** Where IndexNow reads the key: the key file at the site root. */
  keyLocation: z.string().nullable(),
  /** Changed URLs not yet accepted by IndexNow. */
  pendingUrls: z.number().int(),
});
export type BingSitemapStatus = z.infer<typeof bingSitemapStatusSchema>;

/** POST /api/admin/test-sitemap-system */
export const sitemapSelfTestSchema = z.object({
  success: z.boolean(),
  results: z.array(z.object({ test: z.string(), success: z.boolean(), message: z.string() })),
  error: z.string().optional(),
});
export type SitemapSelfTest = z.infer<typeof sitemapSelfTestSchema>;
