import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indexNowKeyPattern } from '@local-seo/contracts';
import { loadConfig, searchConsoleAccess, searchConsoleEnv, serviceEnvSchema, type ServiceAccount } from '@local-seo/service-kit';
import cron from 'node-cron';
import { z } from 'zod';

const httpUrl = (example: string) => z.url({ protocol: /^https?$/, error: `must be an http(s) URL such as ${example}` });

export const sitemapEnvSchema = serviceEnvSchema(3006).extend({
  CITIES_URL: httpUrl('http://cities:3001').default('http://127.0.0.1:3001'),
  /** Listing every city can be large (100,000 cities is tens of MB). */
  CITIES_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** Where the public site answers: the sitemap's URLs, robots.txt and the IndexNow host. */
  PUBLIC_BASE_URL: httpUrl('https://www.example.com').default('http://localhost:8080'),
  /** Where the self-test fetches the listed pages; PUBLIC_BASE_URL when unset. */
  SITEMAP_CHECK_BASE_URL: httpUrl('http://gateway:8080').optional(),
  /** Where generated files are written and served from. */
  SITEMAP_DIR: z.string().min(1).default(join(tmpdir(), 'local-seo-sitemap')),
  SITEMAP_CRON: z
    .string()
    .refine((expression) => cron.validate(expression), 'must be a cron expression such as */30 * * * *')
    .default('*/30 * * * *'),
  GENERATE_AT_START: z.enum(['true', 'false']).default('true'),
  /** How often a scheduled generation also checks every city with the cities service (events keep it current between). */
  SITEMAP_SYNC_HOURS: z.coerce.number().min(0).default(24),
  /** Search Console: service-account key (or its file), property, base URL. */
  ...searchConsoleEnv,
  INDEXNOW_KEY: z.string().regex(indexNowKeyPattern, 'must be 8 to 128 letters, digits or dashes').optional(),
  INDEXNOW_ENDPOINT: httpUrl('https://api.indexnow.org').default('https://api.indexnow.org'),
  OUTSIDE_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
});
export type SitemapEnv = z.output<typeof sitemapEnvSchema>;

/** What the service runs with, resolved from the environment. */
export interface SitemapSettings {
  citiesUrl: string;
  citiesTimeoutMs: number;
  publicBaseUrl: string;
  checkBaseUrl: string;
  sitemapDir: string;
  cron: string;
  generateAtStart: boolean;
  syncIntervalMs: number;
  google: {
    credentials: ServiceAccount | null;
    tokenUrl?: string;
    siteUrl: string;
    baseUrl: string;
  };
  indexNow: { key: string | null; endpoint: string };
  outsideTimeoutMs: number;
}

export function toSitemapSettings(env: SitemapEnv): SitemapSettings {
  const publicBaseUrl = env.PUBLIC_BASE_URL.replace(/\/+$/, '');
  const google = searchConsoleAccess(env);
  return {
    citiesUrl: env.CITIES_URL,
    citiesTimeoutMs: env.CITIES_TIMEOUT_MS,
    publicBaseUrl,
    checkBaseUrl: (env.SITEMAP_CHECK_BASE_URL ?? publicBaseUrl).replace(/\/+$/, ''),
    sitemapDir: env.SITEMAP_DIR,
    cron: env.SITEMAP_CRON,
    generateAtStart: env.GENERATE_AT_START === 'true',
    syncIntervalMs: env.SITEMAP_SYNC_HOURS * 3_600_000,
    google: {
      credentials: google.credentials ?? null,
      tokenUrl: google.tokenUrl,
      siteUrl: google.siteUrl ?? `${publicBaseUrl}/`,
      baseUrl: google.baseUrl.replace(/\/+$/, ''),
    },
    indexNow: { key: env.INDEXNOW_KEY ?? null, endpoint: env.INDEXNOW_ENDPOINT.replace(/\/+$/, '') },
    outsideTimeoutMs: env.OUTSIDE_TIMEOUT_MS,
  };
}

export const loadSitemapSettings = (env: NodeJS.ProcessEnv = process.env) => toSitemapSettings(loadConfig(sitemapEnvSchema, env));
