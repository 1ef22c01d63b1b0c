import {
  contractorListings,
  startGooglePlacesStandIn,
  startOpenMeteoStandIn,
  type GooglePlacesStandIn,
  type OpenMeteoStandIn,
} from '@local-seo/testing';
import pg from 'pg';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startSystem, type ServiceName, type System, type SystemOptions } from '../../src/index.js';

export interface FaultSystem extends System {
  places: GooglePlacesStandIn;
  openMeteo: OpenMeteoStandIn;
  /** Rows from one service's database (a new connection each time: it works across restarts). */
  query<T>(service: ServiceName, sql: string, params?: unknown[]): Promise<T[]>;
}

const placesApiKey = 'resilience-places-key';
export const industries = ['landscaping', 'hardscaping', 'excavation'] as const;
/** Places the stand-in finds per city and industry: a populated city has 3 × this many template contractors. */
export const placesPerIndustry = 2;

/** The system with local stand-ins for Google Places and Open-Meteo; logs printed when a test fails. */
async function startFaultSystem(options: SystemOptions = {}): Promise<FaultSystem> {
  const places = await startGooglePlacesStandIn({ apiKey: placesApiKey });
  const openMeteo = await startOpenMeteoStandIn();
  const closeStandIns = async () => {
    await places.close();
    await openMeteo.close();
  };
  let system: System;
  try {
    system = await startSystem({
      ...options,
      env: {
        ...options.env,
        contractors: { GOOGLE_PLACES_BASE_URL: places.url, GOOGLE_PLACES_API_KEY: placesApiKey, ...options.env?.contractors },
        weather: { OPEN_METEO_URL: openMeteo.url, OPEN_METEO_AIR_QUALITY_URL: openMeteo.url, ...options.env?.weather },
      },
    });
  } catch (err) {
    await closeStandIns();
    throw err;
  }
  return {
    ...system,
    places,
    openMeteo,
    async query<T>(service: ServiceName, sql: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: system.databaseUrl(service), connectionTimeoutMillis: 3000 });
      client.on('error', () => undefined);
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    async close() {
      await system.close();
      await closeStandIns();
    },
  };
}

/**
 * The system of one test file: started before its tests, closed after them, every process's log
 * printed after a failed test (the processes are gone once close() ran). Returns its getter.
 */
export function faultSystemForFile(options: SystemOptions = {}): () => FaultSystem {
  let system: FaultSystem | undefined;
  afterEach((context) => {
    if (context.task.result?.state === 'fail') console.log(system?.logs() ?? '(the system did not start)');
  });
  beforeAll(async () => {
    system = await startFaultSystem(options);
  }, 120_000);
  afterAll(async () => system?.close());
  return () => {
    if (!system) throw new Error('the system did not start');
    return system;
  };
}

/** Gateway settings with no page-data cache: every page-data answer asks the services (and so their databases) afresh. */
export const noPageDataCache = { PAGE_DATA_CACHE_TTL_MS: '0', PAGE_DATA_DEGRADED_TTL_MS: '0' };

interface NewCity {
  city_name: string;
  province: string;
  latitude: number;
  longitude: number;
  url_slug: string;
  page_active: boolean;
}

/** A city to create, and the places the stand-in will find for it in every industry. */
export function newCity(system: FaultSystem, label: string, index: number): NewCity {
  // Same width: the stand-in finds a place when the query contains its city's name ("X 1" is in "X 10").
  const name = `${label} ${String(index).padStart(3, '0')}`;
  for (const industry of industries) system.places.add(...contractorListings(name, industry, placesPerIndustry));
  return {
    city_name: name,
    province: 'Ontario',
    latitude: 43 + index / 100,
    longitude: -79 - index / 100,
    url_slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    page_active: true,
  };
}
