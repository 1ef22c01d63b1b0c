import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInProcessBus, createLogger, type EventBus, type Logger } from '@local-seo/service-kit';
import {
  freshDatabase,
  startGoogleGeocodingStandIn,
  startGooglePlacesStandIn,
  startOpenMeteoStandIn,
  type GoogleGeocodingStandIn,
  type GooglePlacesStandIn,
  type OpenMeteoStandIn,
  type TestDatabase,
} from '@local-seo/testing';
import { startStack, type Stack } from './stack.js';

export interface TestStackOptions {
  /** Settings over the defaults below (e.g. WEATHER_PROVIDER: 'sample', BRAND_NAME). */
  env?: Record<string, string | undefined>;
  /** Default true: the 33 demo cities, 40 products, 132 contractors, 5 weather suggestions. */
  demoData?: boolean;
  /** Default true: the public site and the admin app in the gateway. */
  frontends?: boolean;
  /** Default: silent. */
  logger?: Logger;
}

export interface TestStack extends Stack {
  /** The admin password of the stack (always set in tests). */
  adminPassword: string;
  /** The in-process bus the services publish on (a test's own gateway can watch it). */
  bus: EventBus;
  /** The stand-ins the services call instead of Open-Meteo and Google Places. */
  standIns: { openMeteo: OpenMeteoStandIn; places: GooglePlacesStandIn; geocoding: GoogleGeocodingStandIn };
  /** Each service's test database (e.g. for a test that proves nothing was written). */
  databaseUrls: Record<(typeof databaseNames)[number], string>;
}

export const testAdminPassword = 'browser test admin password';
/** Each service's database, and the gateway's staff accounts'. */
const databaseNames = ['cities', 'catalog', 'contractors', 'weather', 'seo', 'sitemap', 'audit', 'staff'] as const;
const placesApiKey = 'test-places-key';

/**
 * The real product for a test: every service on its own fresh database of the
 * test PostgreSQL, the in-process bus, the stand-ins for the outside APIs, the
 * gateway with both frontends on a free port, demo data in. close() removes
 * everything it made.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const logger = options.logger ?? createLogger('silent');
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const databases = new Map<string, TestDatabase>();
    await Promise.all(
      databaseNames.map(async (name) => {
        const database = await freshDatabase(`stack_${name}`);
        cleanups.push(() => database.drop());
        databases.set(name, database);
      }),
    );
    const dataDir = await mkdtemp(join(tmpdir(), 'test-stack-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const openMeteo = await startOpenMeteoStandIn();
    cleanups.push(() => openMeteo.close());
    const places = await startGooglePlacesStandIn({ apiKey: placesApiKey });
    cleanups.push(() => places.close());
    // The catalog's delivery check geocodes with the same Google key (no address is listed until a test adds one).
    const geocoding = await startGoogleGeocodingStandIn({ apiKey: placesApiKey });
    cleanups.push(() => geocoding.close());
    const bus = createInProcessBus({ logger });
    cleanups.push(() => bus.close());

    const stack = await startStack({
      databaseUrl: (name) => {
        const database = databases.get(name);
        if (!database) throw new Error(`No test database for the service "${name}"`);
        return database.url;
      },
      bus,
      logger,
      port: 0,
      host: '127.0.0.1',
      demoData: options.demoData ?? true,
      frontends: options.frontends ?? true,
      env: {
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: testAdminPassword,
        ADMIN_PASSWORD_HASH: undefined,
        // Tests name the first owner (who made a change) by e-mail: set here, where npm start makes one up.
        ADMIN_EMAIL: 'admin@localhost',
        PUBLIC_BASE_URL: undefined,
        NATS_URL: undefined,
        WEATHER_PROVIDER: 'open-meteo',
        OPEN_METEO_URL: openMeteo.url,
        OPEN_METEO_AIR_QUALITY_URL: openMeteo.url,
        // Weather is fetched when a page asks; no background refresh run competes with the test.
        WEATHER_REFRESH_ENABLED: 'false',
        GOOGLE_PLACES_BASE_URL: places.url,
        GOOGLE_PLACES_API_KEY: placesApiKey,
        GOOGLE_GEOCODING_BASE_URL: geocoding.url,
        ...options.env,
      },
    });
    cleanups.push(() => stack.close());
    const databaseUrls = Object.fromEntries(databaseNames.map((name) => [name, databases.get(name)!.url])) as TestStack['databaseUrls'];
    return { ...stack, adminPassword: stack.adminPassword ?? testAdminPassword, bus, standIns: { openMeteo, places, geocoding }, databaseUrls, close: cleanUp };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}
