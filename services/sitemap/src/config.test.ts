import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestServiceAccount } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from './config.js';

const base = { DATABASE_URL: 'postgresql://localhost/sitemap' };
let dir: string;
beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'sitemap-config-'))));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the sitemap service configuration', () => {
  it('works for the demo with no outside credentials', () => {
    const settings = optionsFromEnv(base);
    expect(settings).toMatchObject({ publicBaseUrl: 'http://localhost:8080', cron: '*/30 * * * *', indexNow: { key: null, endpoint: 'https://api.indexnow.org' } });
    expect(settings.google).toMatchObject({ credentials: null, siteUrl: 'http://localhost:8080/', baseUrl: 'https://www.googleapis.com' });
  });

  it('reads GENERATE_AT_START once, as a boolean', () => {
    expect(optionsFromEnv(base).generateAtStart).toBe(true);
    expect(optionsFromEnv({ ...base, GENERATE_AT_START: 'false' }).generateAtStart).toBe(false);
    expect(() => optionsFromEnv({ ...base, GENERATE_AT_START: 'no' })).toThrow('GENERATE_AT_START: must be true or false');
  });

  it('reads the service-account key from a file', async () => {
    const file = join(dir, 'key.json');
    await writeFile(file, makeTestServiceAccount('sitemaps@example.iam.gserviceaccount.com').json);
    const settings = optionsFromEnv({ ...base, GOOGLE_SERVICE_ACCOUNT_JSON_FILE: file, PUBLIC_BASE_URL: 'https://www.example.ca/' });
    expect(settings.google.credentials?.client_email).toBe('sitemaps@example.iam.gserviceaccount.com');
    expect(settings.google.siteUrl).toBe('https://www.example.ca/');
  });

  it('stops the start naming the variable at fault', () => {
    expect(() => optionsFromEnv({ ...base, GOOGLE_SERVICE_ACCOUNT_JSON_FILE: join(dir, 'missing.json') })).toThrow(
      /GOOGLE_SERVICE_ACCOUNT_JSON_FILE: cannot read .*missing\.json \(ENOENT\)/,
    );
    expect(() => optionsFromEnv({ ...base, GOOGLE_SERVICE_ACCOUNT_JSON: '{' })).toThrow('GOOGLE_SERVICE_ACCOUNT_JSON: The Google service-account credentials are not valid JSON');
    expect(() => optionsFromEnv({ ...base, INDEXNOW_KEY: 'no spaces allowed' })).toThrow('INDEXNOW_KEY: must be 8 to 128 letters, digits or dashes');
  });
});
