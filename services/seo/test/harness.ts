import { citiesService } from '@local-seo/cities';
import { createInProcessBus, createLogger, parseServiceAccount, type EventBus, type ServiceAccount } from '@local-seo/service-kit';
import {
  freshDatabase,
  makeTestServiceAccount,
  startGoogleOAuthStandIn,
  startSearchAnalyticsStandIn,
  type GoogleOAuthStandIn,
  type SearchAnalyticsStandIn,
  type TestDatabase,
} from '@local-seo/testing';
import { expect, vi } from 'vitest';
import { seoService, type SearchConsoleSettings, type SeoService } from '../src/index.js';

const logger = createLogger('silent');
export const siteUrl = 'https://www.northway.example/';
export const brand = { name: 'Test Supply', phone: '+1-705-555-0100', email: 'orders@test.example' };

export interface Harness {
  seo: SeoService;
  cities: Awaited<ReturnType<typeof citiesService.create>>;
  citiesUrl: string;
  bus: EventBus;
  oauth: GoogleOAuthStandIn;
  searchAnalytics: SearchAnalyticsStandIn;
  /** The service account the OAuth stand-in accepts. */
  credentials: ServiceAccount;
  /** Starts the seo service again on the same database (as after a restart). */
  restartSeo(): Promise<SeoService>;
  close(): Promise<void>;
}

interface HarnessOptions {
  /** 'configured' (default): credentials and site; 'missing': neither. */
  searchConsole?: 'configured' | 'missing';
  publicBaseUrl?: string;
  trackingCron?: string;
  /** The quiet period after city changes before a near-duplicate run (default an hour: no run in tests that do not look for one). */
  nearDuplicateQuietMs?: number;
}

/**
 * The seo service on its own fresh database, beside a real cities service (whose
 * events keep the seo service's copy of the cities) on another, sharing an
 * in-process bus, with the Google OAuth and Search Analytics stand-ins.
 */
export async function startHarness(label: string, options: HarnessOptions = {}): Promise<Harness> {
  const databases: TestDatabase[] = [await freshDatabase(`seo_${label}`), await freshDatabase(`seo_${label}_cities`)];
  const bus = createInProcessBus({ logger });
  const cities = await citiesService.create({ databaseUrl: databases[1]!.url, bus, logger }, { brandName: 'Test Supply' });
  const citiesUrl = await cities.listen({ port: 0, host: '127.0.0.1' });

  const account = makeTestServiceAccount();
  const oauth = await startGoogleOAuthStandIn(account.publicKeyPem);
  const searchAnalytics = await startSearchAnalyticsStandIn({ isValidToken: oauth.isValidToken, sites: [siteUrl] });
  const credentials = parseServiceAccount(account.json);
  const searchConsole: SearchConsoleSettings =
    options.searchConsole === 'missing'
      ? { baseUrl: searchAnalytics.url }
      : { baseUrl: searchAnalytics.url, siteUrl, credentials, tokenUrl: oauth.tokenUrl };

  const start = async () => {
    const service = await seoService.create(
      { databaseUrl: databases[0]!.url, bus, logger },
      {
        citiesUrl,
        citiesTimeoutMs: 5000,
        publicBaseUrl: options.publicBaseUrl ?? 'http://127.0.0.1:9',
        searchConsole,
        brand,
        auditTimeoutMs: 3000,
        trackingCron: options.trackingCron,
        nearDuplicates: { quietMs: options.nearDuplicateQuietMs ?? 3_600_000 },
      },
    );
    await service.listen({ port: 0, host: '127.0.0.1' });
    return service;
  };

  const harness: Harness = {
    seo: await start(),
    cities,
    citiesUrl,
    bus,
    oauth,
    searchAnalytics,
    credentials,
    async restartSeo() {
      await harness.seo.close();
      harness.seo = await start();
      return harness.seo;
    },
    async close() {
      await harness.seo.close();
      await cities.close();
      await bus.close();
      await oauth.close();
      await searchAnalytics.close();
      for (const database of databases) await database.drop();
    },
  };
  return harness;
}

/**
 * Creates a city through the cities service's own API, and waits until its event
 * has reached the seo service's copy of the cities.
 */
export async function createCity(harness: Harness, city: { city_name: string; url_slug: string; page_active?: boolean }) {
  const response = await harness.cities.app.inject({
    method: 'POST',
    url: '/api/cities',
    payload: { province: 'Ontario', latitude: 44.38, longitude: -79.69, page_active: true, ...city },
  });
  if (response.statusCode !== 201) throw new Error(`City refused: ${response.body}`);
  const created = response.json() as { id: number; url_slug: string; city_name: string };
  await vi.waitFor(async () => expect(await harness.seo.context.db.city.findUnique({ where: { id: created.id } })).not.toBeNull(), {
    timeout: 10_000,
    interval: 25,
  });
  return created;
}
