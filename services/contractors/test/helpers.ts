import { csvUploadBody } from '@local-seo/service-kit';
import { citiesService } from '@local-seo/cities';
import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { freshDatabase, startGooglePlacesStandIn, startTcpProxy, type GooglePlacesStandIn, type PlacesListing, type TcpProxy, type TestDatabase } from '@local-seo/testing';
import { expect, vi } from 'vitest';
import type { z } from 'zod';
import { contractorsOptionsFromEnv, contractorsService, type contractorsEnvSchema, type ContractorsOptions, type PlacesOptions } from '../src/index.js';

export const logger = createLogger('silent');
export const apiKey = 'test-places-key-1234';
export const waitLong = { timeout: 20_000, interval: 50 };

type PlacesSetting = Extract<keyof z.input<typeof contractorsEnvSchema>, `PLACES_${string}`>;

/** Places settings pointed at the stand-in (as GOOGLE_PLACES_* and PLACES_* would set them), with quick retries so failures show in seconds. */
export function placesConfig(standIn: GooglePlacesStandIn | null, overrides: Partial<Record<PlacesSetting, string>> = {}): PlacesOptions {
  return contractorsOptionsFromEnv({
    ...(standIn ? { GOOGLE_PLACES_BASE_URL: standIn.url, GOOGLE_PLACES_API_KEY: standIn.apiKey } : {}),
    PLACES_RETRY_BASE_MS: '20',
    PLACES_TIMEOUT_MS: '1000',
    PLACES_MAX_ATTEMPTS: '4',
    ...overrides,
  }).places;
}

/** The service's options as its environment would give them, with these Places settings and quick polls. */
export const contractorsOptions = (citiesUrl: string, places: PlacesOptions, extra: Partial<ContractorsOptions> = {}): ContractorsOptions => ({
  ...contractorsOptionsFromEnv({ CITIES_URL: citiesUrl, POPULATION_POLL_MS: '100' }),
  places,
  populateWaitMs: 5000,
  ...extra,
});

export type CitiesService = Awaited<ReturnType<typeof citiesService.create>>;
export type ContractorsService = Awaited<ReturnType<typeof contractorsService.create>>;

/** The cities service and the contractors service on one bus, with the Places stand-in. */
export interface Stack {
  bus: EventBus;
  cities: CitiesService;
  citiesUrl: string;
  contractors: ContractorsService;
  /** Where the contractors service listens (empty with `listen: false`). */
  contractorsUrl: string;
  contractorsDb: TestDatabase;
  places: GooglePlacesStandIn;
  /** The TCP proxy the contractors service reaches the cities service through: pause it to make the cities service unreachable. */
  citiesProxy: TcpProxy;
  /** Starts another contractors service on the same database (after `contractors.close()`). */
  restartContractors(places?: PlacesOptions): Promise<ContractorsService>;
  close(): Promise<void>;
}

export async function startStack(
  label: string,
  options: {
    listings?: PlacesListing[];
    places?: (standIn: GooglePlacesStandIn) => PlacesOptions;
    bus?: EventBus;
    listen?: boolean;
    populationLeaseMs?: number;
  } = {},
): Promise<Stack> {
  const citiesDb = await freshDatabase(`${label}_cities`);
  const contractorsDb = await freshDatabase(`${label}_contractors`);
  const bus = options.bus ?? createInProcessBus({ logger });
  const places = await startGooglePlacesStandIn({ apiKey, listings: options.listings });
  const cities = await citiesService.create({ databaseUrl: citiesDb.url, bus, logger }, { brandName: 'Test Supply' });
  const citiesUrl = await cities.listen({ port: 0, host: '127.0.0.1' });
  const citiesProxy = await startTcpProxy('127.0.0.1', Number(new URL(citiesUrl).port));
  const start = async (places: PlacesOptions) => {
    const lease = options.populationLeaseMs ? { populationLeaseMs: options.populationLeaseMs } : {};
    const service = await contractorsService.create({ databaseUrl: contractorsDb.url, bus, logger }, contractorsOptions(citiesProxy.url('http'), places, lease));
    const url = options.listen === false ? '' : await service.listen({ port: 0, host: '127.0.0.1' });
    return { service, url };
  };
  const first = await start(options.places?.(places) ?? placesConfig(places));
  const stack: Stack = {
    bus,
    cities,
    citiesUrl,
    contractors: first.service,
    contractorsUrl: first.url,
    contractorsDb,
    places,
    citiesProxy,
    async restartContractors(config) {
      const next = await start(config ?? placesConfig(places));
      stack.contractors = next.service;
      stack.contractorsUrl = next.url;
      return next.service;
    },
    async close() {
      await stack.contractors.close();
      await citiesProxy.close();
      await cities.close();
      if (!options.bus) await bus.close();
      await places.close();
      await citiesDb.drop();
      await contractorsDb.drop();
    },
  };
  return stack;
}

/** Creates a city the way the admin does, through the cities service. */
export async function createCity(cities: CitiesService, slug: string, cityName: string, extra: object = {}): Promise<number> {
  const response = await cities.app.inject({
    method: 'POST',
    url: '/api/cities',
    payload: { city_name: cityName, province: 'Ontario', latitude: 44.3894, longitude: -79.6903, url_slug: slug, page_active: true, ...extra },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

/** How many contractors a city has per industry and source, straight from the service's database. */
export async function countsByIndustry(contractors: ContractorsService, cityId: number) {
  const rows = await contractors.context.db.contractor.groupBy({ by: ['industrySector'], where: { cityId }, _count: { _all: true } });
  return Object.fromEntries(rows.map((r) => [r.industrySector, r._count._all]));
}

/** Waits until every population job of the city has finished. */
export async function populationsFinished(contractors: ContractorsService, cityId: number, expected = 3) {
  let jobs: Awaited<ReturnType<ContractorsService['context']['db']['populationJob']['findMany']>> = [];
  await vi.waitFor(async () => {
    jobs = await contractors.context.db.populationJob.findMany({ where: { cityId }, orderBy: { id: 'asc' } });
    expect(jobs).toHaveLength(expected);
    expect(jobs.every((j) => j.status !== 'pending' && j.status !== 'running')).toBe(true);
  }, waitLong);
  return jobs;
}

/** A multipart/form-data body with one field `file`, as a browser sends it. */
export const csvForm = (csv: string, filename = 'contractors.csv') => csvUploadBody(csv, filename);
