import { citiesClientEnv, citiesClientOptions, type CitiesClientOptions, cronExpression, optionsReader, type SearchConsoleAccess, searchConsoleAccess, searchConsoleEnv } from '@local-seo/service-kit';
import { z } from 'zod';
import type { BrandDetails } from './domain/index.js';
import type { NearDuplicateSchedule } from './tasks/near-duplicates.js';

/** The seo service's own settings. */
export const envSchema = z.object({
  /** The cities service: asked once for every city when this service's copy is empty. */
  ...citiesClientEnv(5000),
  /** Where the public site answers: the audit fetches its pages there, and positions are matched to it. */
  PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
  /** Where the audit fetches the pages when the public address is not reachable from the service (e.g. http://gateway:8080); PUBLIC_BASE_URL when unset. */
  SEO_AUDIT_BASE_URL: z.url().optional(),
  /** Search Console: service-account key (or its file), property, base URL. */
  ...searchConsoleEnv,
  /** A cron expression for scheduled tracking runs (e.g. "0 6 * * *"); unset: manual runs only. */
  SEO_TRACKING_CRON: cronExpression('0 6 * * *').optional(),
  /** A cron expression for the nightly near-duplicate run of the city pages; "off" for runs after city changes only. */
  SEO_NEAR_DUPLICATES_CRON: z.union([z.literal('off'), cronExpression('30 3 * * *')]).default('30 3 * * *'),
  /** Seconds without a city change before a near-duplicate run follows the last one. */
  SEO_NEAR_DUPLICATES_QUIET_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** The business details the schema settings start from. */
  BRAND_NAME: z.string().min(1).default('Northway Landscape Supply'),
  BRAND_PHONE: z.string().min(1).default('+1-705-555-0142'),
  BRAND_EMAIL: z.email().default('orders@northway-landscape.example'),
});

/** Search Console access (service-kit reads the key; its absence is reported by each tracking run). */
export type SearchConsoleSettings = SearchConsoleAccess;

/** The cities service is asked for the first fill of the copy of cities. */
export interface SeoOptions extends CitiesClientOptions {
  /** Where the public site answers (audits fetch its pages there). */
  publicBaseUrl: string;
  /** Where the audit fetches pages from, when not PUBLIC_BASE_URL. */
  auditFetchBaseUrl?: string;
  searchConsole: SearchConsoleSettings;
  /** The business details the schema settings start from. */
  brand: BrandDetails;
  /** A cron expression for scheduled tracking runs; unset: manual runs only. */
  trackingCron?: string;
  /** Per-page time limit of the on-page audit. */
  auditTimeoutMs?: number;
  /** When near-duplicate city pages are looked for (after city changes always; nightly with a cron). */
  nearDuplicates?: NearDuplicateSchedule;
}

export const optionsFromEnv = optionsReader(envSchema, (settings): SeoOptions => ({
  ...citiesClientOptions(settings),
  publicBaseUrl: settings.PUBLIC_BASE_URL,
  auditFetchBaseUrl: settings.SEO_AUDIT_BASE_URL,
  searchConsole: searchConsoleAccess(settings),
  brand: { name: settings.BRAND_NAME, phone: settings.BRAND_PHONE, email: settings.BRAND_EMAIL },
  trackingCron: settings.SEO_TRACKING_CRON,
  nearDuplicates: {
    cron: settings.SEO_NEAR_DUPLICATES_CRON === 'off' ? undefined : settings.SEO_NEAR_DUPLICATES_CRON,
    quietMs: settings.SEO_NEAR_DUPLICATES_QUIET_SECONDS * 1000,
  },
}));
