import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestServiceAccount } from '@local-seo/testing';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from './config.js';
import { missingSearchConsoleSettings } from './providers/search-console.js';

const base = { DATABASE_URL: 'postgresql://localhost/seo' };

describe('the seo service configuration', () => {
  it('works for the demo with no Google settings, and tracking then names what is missing', () => {
    const options = optionsFromEnv(base);
    expect(options).toMatchObject({ publicBaseUrl: 'http://localhost:8080', searchConsole: { baseUrl: 'https://www.googleapis.com' } });
    const settings = options.searchConsole;
    expect(settings.credentials).toBeUndefined();
    expect(missingSearchConsoleSettings(settings)).toBe(
      'Google Search Console is not configured: set GOOGLE_SERVICE_ACCOUNT_JSON (or GOOGLE_SERVICE_ACCOUNT_JSON_FILE) and SEARCH_CONSOLE_SITE_URL',
    );
    expect(missingSearchConsoleSettings({ ...settings, siteUrl: 'sc-domain:example.com' })).toBe(
      'Google Search Console is not configured: set GOOGLE_SERVICE_ACCOUNT_JSON (or GOOGLE_SERVICE_ACCOUNT_JSON_FILE)',
    );
  });

  it('reads the service-account key from the variable or from its file', () => {
    const account = makeTestServiceAccount();
    const file = join(mkdtempSync(join(tmpdir(), 'seo-config-')), 'key.json');
    writeFileSync(file, account.json);
    for (const env of [{ GOOGLE_SERVICE_ACCOUNT_JSON: account.json }, { GOOGLE_SERVICE_ACCOUNT_JSON_FILE: file }]) {
      const settings = optionsFromEnv({ ...base, ...env, SEARCH_CONSOLE_SITE_URL: 'https://www.example.com/' }).searchConsole;
      expect(settings.credentials?.client_email).toBe(account.credentials.client_email);
      expect(missingSearchConsoleSettings(settings)).toBeUndefined();
    }
  });

  it('stops the start with a clear message for a broken key, a missing key file or a bad cron expression', () => {
    expect(() => optionsFromEnv({ ...base, GOOGLE_SERVICE_ACCOUNT_JSON: '{"type":"service_account"' })).toThrow(
      'GOOGLE_SERVICE_ACCOUNT_JSON: The Google service-account credentials are not valid JSON',
    );
    expect(() => optionsFromEnv({ ...base, GOOGLE_SERVICE_ACCOUNT_JSON_FILE: '/nowhere/key.json' })).toThrow(
      /^GOOGLE_SERVICE_ACCOUNT_JSON_FILE: cannot read \/nowhere\/key.json/,
    );
    expect(() => optionsFromEnv({ ...base, SEO_TRACKING_CRON: 'every day' })).toThrow('SEO_TRACKING_CRON: must be a cron expression such as');
    expect(optionsFromEnv({ ...base, SEO_TRACKING_CRON: '0 6 * * 1' }).trackingCron).toBe('0 6 * * 1');
  });

  it('looks for near-duplicate city pages nightly at 03:30 UTC and a minute after city changes, unless told otherwise', () => {
    expect(optionsFromEnv(base).nearDuplicates).toEqual({ cron: '30 3 * * *', quietMs: 60_000 });
    expect(optionsFromEnv({ ...base, SEO_NEAR_DUPLICATES_CRON: 'off', SEO_NEAR_DUPLICATES_QUIET_SECONDS: '5' }).nearDuplicates).toEqual({ cron: undefined, quietMs: 5000 });
    expect(() => optionsFromEnv({ ...base, SEO_NEAR_DUPLICATES_CRON: 'nightly' })).toThrow('SEO_NEAR_DUPLICATES_CRON');
    expect(() => optionsFromEnv({ ...base, SEO_NEAR_DUPLICATES_QUIET_SECONDS: '0' })).toThrow('SEO_NEAR_DUPLICATES_QUIET_SECONDS');
  });
});
