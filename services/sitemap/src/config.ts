import { indexNowKeyPattern, siteEnvSchema, type SiteSettings } from '@local-seo/contracts';
import { citiesClientEnv, citiesClientOptions, type CitiesClientOptions, cronExpression, envFlag, httpUrl, loadConfig, optionsReader, searchConsoleAccess, searchConsoleEnv, type ServiceAccount } from '@local-seo/service-kit';
import { z } from 'zod';

/** The sitemap service's own settings. */
export const envSchema = z.object({
  /** The cities service; listing every city can be large (100,000 cities is tens of MB): a minute by default. */
  ...citiesClientEnv(60_000),
  /** Where the public site answers: the sitemap's URLs, robots.txt and the IndexNow host. */
  PUBLIC_BASE_URL: httpUrl('https://www.example.com').default('http://localhost:8080'),
  /** Where the self-test fetches the listed pages; PUBLIC_BASE_URL when unset. */
  SITEMAP_CHECK_BASE_URL: httpUrl('http://gateway:8080').optional(),
  SITEMAP_CRON: cronExpression('*/30 * * * *').default('*/30 * * * *'),
  GENERATE_AT_START: envFlag(true),
  /** How often a scheduled generation also checks every city with the cities service (events keep it current between). */
  SITEMAP_SYNC_HOURS: z.coerce.number().min(0).default(24),
  /** Search Console: service-account key (or its file), property, base URL. */
  ...searchConsoleEnv,
  INDEXNOW_KEY: z.string().regex(indexNowKeyPattern, 'must be 8 to 128 letters, digits or dashes').optional(),
  INDEXNOW_ENDPOINT: httpUrl('https://api.indexnow.org').default('https://api.indexnow.org'),
  OUTSIDE_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
});

/** What the service runs with. */
export interface SitemapOptions extends CitiesClientOptions {
  publicBaseUrl: string;
  checkBaseUrl: string;
  /** When the automation looks whether the sitemap needs regenerating (a cron expression). */
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
  /** The brand settings (BRAND_*, as the public site reads them): the terms and privacy pages' lastmod moves when they change. */
  site: SiteSettings;
  /** Test hooks for the protocol's per-file limits. */
  limits?: { maxUrlsPerFile?: number; maxBytesPerFile?: number };
}

export const optionsFromEnv = optionsReader(envSchema, (settings, env): SitemapOptions => {
  const publicBaseUrl = settings.PUBLIC_BASE_URL.replace(/\/+$/, '');
  const google = searchConsoleAccess(settings);
  return {
    ...citiesClientOptions(settings),
    publicBaseUrl,
    checkBaseUrl: (settings.SITEMAP_CHECK_BASE_URL ?? publicBaseUrl).replace(/\/+$/, ''),
    cron: settings.SITEMAP_CRON,
    generateAtStart: settings.GENERATE_AT_START,
    syncIntervalMs: settings.SITEMAP_SYNC_HOURS * 3_600_000,
    google: {
      credentials: google.credentials ?? null,
      tokenUrl: google.tokenUrl,
      siteUrl: google.siteUrl ?? `${publicBaseUrl}/`,
      baseUrl: google.baseUrl.replace(/\/+$/, ''),
    },
    indexNow: { key: settings.INDEXNOW_KEY ?? null, endpoint: settings.INDEXNOW_ENDPOINT.replace(/\/+$/, '') },
    outsideTimeoutMs: settings.OUTSIDE_TIMEOUT_MS,
    site: loadConfig(siteEnvSchema, env),
  };
});
