import {
  loadConfig,
  searchConsoleAccess,
  searchConsoleEnv,
  serviceEnvSchema,
  type SearchConsoleAccess,
} from '@local-seo/service-kit';
import cron from 'node-cron';
import { z } from 'zod';

export const seoEnvSchema = serviceEnvSchema(3005).extend({
  /** The cities service, for the list of city pages. */
  CITIES_URL: z.url().default('http://127.0.0.1:3001'),
  /** Where the public site answers: the audit fetches its pages there, and positions are matched to it. */
  PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
  /** Where the audit fetches the pages when the public address is not reachable from the service (e.g. http://gateway:8080); PUBLIC_BASE_URL when unset. */
  SEO_AUDIT_BASE_URL: z.url().optional(),
  /** Search Console: service-account key (or its file), property, base URL. */
  ...searchConsoleEnv,
  /** A cron expression for scheduled tracking runs (e.g. "0 6 * * *"); unset: manual runs only. */
  SEO_TRACKING_CRON: z
    .string()
    .refine((expression) => cron.validate(expression), 'must be a valid cron expression')
    .optional(),
  /** The business details the schema settings start from. */
  BRAND_NAME: z.string().min(1).default('Northway Landscape Supply'),
  BRAND_PHONE: z.string().min(1).default('+1-705-555-0142'),
  BRAND_EMAIL: z.email().default('orders@northway-landscape.example'),
});
export type SeoConfig = z.output<typeof seoEnvSchema>;

export const loadSeoConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(seoEnvSchema, env);

/** What the all-in-one launcher reads for this service: everything but where it listens, its database and the cities URL. */
export const seoProviderEnvSchema = seoEnvSchema.omit({ PORT: true, HOST: true, LOG_LEVEL: true, DATABASE_URL: true, NATS_URL: true, CITIES_URL: true });
export type SeoProviderConfig = z.output<typeof seoProviderEnvSchema>;

/** The service options that come from the environment (everything but database, bus, logger and cities URL). */
export function seoOptionsFrom(config: SeoProviderConfig) {
  return {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    auditFetchBaseUrl: config.SEO_AUDIT_BASE_URL,
    searchConsole: searchConsoleSettings(config),
    brand: { name: config.BRAND_NAME, phone: config.BRAND_PHONE, email: config.BRAND_EMAIL },
    trackingCron: config.SEO_TRACKING_CRON,
  };
}

/** Search Console access (service-kit reads the key; its absence is reported by each tracking run). */
export type SearchConsoleSettings = SearchConsoleAccess;
export const searchConsoleSettings = searchConsoleAccess;
