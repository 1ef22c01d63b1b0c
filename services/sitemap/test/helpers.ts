import { citiesService } from '@local-seo/cities';
import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { createPgDb, freshDatabase, type TestDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { sitemapService, sitemapOptionsFromEnv, type SitemapService } from '../src/index.js';

export const logger = createLogger('silent');

/** The public site's address the sitemap tests give the service (PUBLIC_BASE_URL). */
export const publicBase = 'https://www.northway.test';

export interface RunningCities {
  service: Awaited<ReturnType<typeof citiesService.create>>;
  url: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real cities service on its own test database. */
export async function startCities(label: string, bus: EventBus): Promise<RunningCities> {
  const database = await freshDatabase(`${label}_cities`);
  const service = await citiesService.create({ databaseUrl: database.url, bus, logger }, { brandName: 'Test Supply' });
  const url = await service.listen({ port: 0, host: '127.0.0.1' });
  return {
    service,
    url,
    database,
    async close() {
      await service.close();
      await database.drop();
    },
  };
}

/**
 * For a test file: the in-process bus and the real cities service on it, started (then
 * `prepare`d) before the file's tests and stopped after the file's own clean-up, which
 * is registered later and so runs first.
 */
export function useCities(label: string, prepare?: (cities: RunningCities) => Promise<void>): { readonly bus: EventBus; readonly cities: RunningCities } {
  const running = {} as { bus: EventBus; cities: RunningCities };
  beforeAll(async () => {
    running.bus = createInProcessBus({ logger });
    running.cities = await startCities(label, running.bus);
    await prepare?.(running.cities);
  });
  afterAll(async () => {
    await running.cities?.close();
    await running.bus?.close();
  });
  return running;
}

/** Adds Alliston, Ontario, a live city, through the cities service's API. */
export async function addAlliston(cities: RunningCities): Promise<void> {
  const payload = { city_name: 'Alliston', province: 'Ontario', latitude: 44.15, longitude: -79.87, url_slug: 'alliston', page_active: true };
  expect((await cities.service.app.inject({ method: 'POST', url: '/api/cities', payload })).statusCode).toBe(201);
}

export interface RunningSitemap {
  service: SitemapService;
  url: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The sitemap service with its environment (defaults: no generation at
 * start, so each test decides when to generate).
 */
export async function startSitemap(
  label: string,
  bus: EventBus,
  env: Record<string, string>,
  options: { limits?: { maxUrlsPerFile?: number; maxBytesPerFile?: number }; database?: TestDatabase; listen?: boolean } = {},
): Promise<RunningSitemap> {
  const database = options.database ?? (await freshDatabase(`${label}_sitemap`));
  const settings = sitemapOptionsFromEnv({ GENERATE_AT_START: 'false', ...env });
  const service = await sitemapService.create({ databaseUrl: database.url, bus, logger }, { ...settings, limits: options.limits });
  const url = options.listen === false ? '' : await service.listen({ port: 0, host: '127.0.0.1' });
  return {
    service,
    url,
    database,
    async close() {
      await service.close();
      if (!options.database) await database.drop();
    },
  };
}

/**
 * Adds `count` cities straight into the cities service's table (test setup
 * at a scale the HTTP API would take minutes for): slugs city-000001...,
 * every `inactiveEvery`-th one inactive, updated_at spread over past days.
 */
export async function seedCities(citiesDatabaseUrl: string, count: number, options: { inactiveEvery?: number; firstNumber?: number } = {}) {
  const db = createPgDb(citiesDatabaseUrl, { max: 1 });
  try {
    await db.$executeRawUnsafe(
      `INSERT INTO cities (city_name, province, latitude, longitude, url_slug, page_active, updated_at)
       SELECT 'City ' || n, 'Ontario', 44.0, -79.5, 'city-' || lpad(n::text, 6, '0'),
              ($2 = 0 OR n % $2 <> 0), timestamptz '2026-01-01 00:00:00+00' + (n % 90) * interval '1 day'
         FROM generate_series($3::int, $3::int + $1::int - 1) AS n`,
      count,
      options.inactiveEvery ?? 0,
      options.firstNumber ?? 1,
    );
  } finally {
    await db.$disconnect();
  }
}

/** The admin password the test gateways use. */
export const adminPassword = 'correct horse battery staple';
