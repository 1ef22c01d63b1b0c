import { z } from 'zod';
import { ConfigError } from '../config.js';
import { parseServiceAccount, type ServiceAccount } from './service-account.js';

/**
 * The variables of a service that calls the Search Console API (keyword
 * positions, sitemap submission). Spread into a service's env schema.
 */
export const searchConsoleEnv = {
  /** A Google service-account key (the JSON itself, or its file: GOOGLE_SERVICE_ACCOUNT_JSON_FILE, read by loadConfig). */
  GOOGLE_SERVICE_ACCOUNT_JSON: z.string().optional(),
  /** Overrides the key's token_uri (a local stand-in in tests). */
  GOOGLE_TOKEN_URL: z.url().optional(),
  /** The Search Console property: https://www.example.com/ or sc-domain:example.com. */
  SEARCH_CONSOLE_SITE_URL: z.string().min(1).optional(),
  SEARCH_CONSOLE_BASE_URL: z.url().default('https://www.googleapis.com'),
};
type SearchConsoleEnv = z.output<z.ZodObject<typeof searchConsoleEnv>>;

/** Search Console access: missing credentials are not an error at start; each call then says what is missing. */
export interface SearchConsoleAccess {
  baseUrl: string;
  siteUrl?: string;
  credentials?: ServiceAccount;
  tokenUrl?: string;
}

/** The key, as loadConfig read it from the variable or its file; a key that is there but broken stops the start. */
export function searchConsoleAccess(config: SearchConsoleEnv): SearchConsoleAccess {
  let credentials: ServiceAccount | undefined;
  try {
    credentials = config.GOOGLE_SERVICE_ACCOUNT_JSON ? parseServiceAccount(config.GOOGLE_SERVICE_ACCOUNT_JSON) : undefined;
  } catch (err) {
    throw new ConfigError(`GOOGLE_SERVICE_ACCOUNT_JSON: ${(err as Error).message}`);
  }
  return { baseUrl: config.SEARCH_CONSOLE_BASE_URL, siteUrl: config.SEARCH_CONSOLE_SITE_URL, credentials, tokenUrl: config.GOOGLE_TOKEN_URL };
}
