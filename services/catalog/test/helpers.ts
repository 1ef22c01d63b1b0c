import { csvUploadBody, toCsv } from '@local-seo/service-kit';
import type { EventEnvelope } from '@local-seo/contracts';
import { citiesService } from '@local-seo/cities';
import { createGateway, gatewayConfigSchema, type Gateway } from '@local-seo/gateway';
import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { adminHeaders, freshDatabase, useStaffDatabase, type AdminHeaders, type TestDatabase } from '@local-seo/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { catalogOptionsFromEnv, catalogService, type CatalogService } from '../src/index.js';
import type { CatalogOptions } from '../src/config.js';

const logger = createLogger('silent');
export const waitLong = { timeout: 15_000, interval: 50 };

export interface Stack {
  bus: EventBus;
  catalog: CatalogService;
  cities: Awaited<ReturnType<typeof citiesService.create>>;
  /** Every catalog event published since the stack started. */
  events: EventEnvelope[];
  api(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  upload(type: string, csv: string | Buffer, options?: { filename?: string; contentType?: string; query?: string }): Promise<LightMyRequestResponse>;
  /** Creates a city in the real cities service; the catalog learns of it from the event. */
  city(slug: string, latitude: number, longitude: number, extra?: object): Promise<number>;
  /** Waits until the catalog knows the city (its projection, from the event). */
  knows(slug: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The catalog service with the real cities service beside it, each on its own
 * database, on one in-process bus: city events reach the catalog as in production.
 */
interface StackOptions {
  /** Runs before the catalog starts, e.g. to create cities it has not heard of. */
  withCitiesBeforeCatalog?: (cities: Stack['cities']) => Promise<void>;
  /** The cities URL the catalog is given (e.g. through a proxy that can be paused). */
  citiesUrlForCatalog?: (citiesUrl: string) => Promise<string>;
  /** Another bus than the in-process one (NATS); closed with the stack. */
  bus?: EventBus;
  /** Settings of the catalog other than the defaults (e.g. the geocoding stand-in). */
  catalog?: Partial<CatalogOptions>;
}

export async function startStack(label: string, options: StackOptions = {}): Promise<Stack> {
  const databases: TestDatabase[] = [await freshDatabase(`${label}_catalog`), await freshDatabase(`${label}_cities`)];
  const bus = options.bus ?? createInProcessBus({ logger });
  const events: EventEnvelope[] = [];
  await bus.consume({
    durable: `record-${label}`,
    subjects: ['catalog.products.changed', 'catalog.locations.changed', 'catalog.taxonomy.changed', 'catalog.city-products.changed'],
    handler: async ({ event }) => void events.push(event),
  });
  const cities = await citiesService.create({ databaseUrl: databases[1]!.url, bus, logger }, { brandName: 'Test Supply' });
  const citiesUrl = await cities.listen({ port: 0, host: '127.0.0.1' });
  await options.withCitiesBeforeCatalog?.(cities);
  const catalog = await catalogService.create(
    { databaseUrl: databases[0]!.url, bus, logger },
    {
      ...catalogOptionsFromEnv({}),
      citiesUrl: options.citiesUrlForCatalog ? await options.citiesUrlForCatalog(citiesUrl) : citiesUrl,
      refreshIntervalMs: 200,
      ...options.catalog,
    },
  );
  await catalog.listen({ port: 0, host: '127.0.0.1' });

  const stack: Stack = {
    bus,
    catalog,
    cities,
    events,
    api: (method, url, payload) => catalog.app.inject({ method, url, payload: payload as object | undefined }),
    async upload(type, csv, { filename = `${type}.csv`, contentType = 'text/csv', query = '' } = {}) {
      const form = await csvForm(csv, filename, contentType);
      return catalog.app.inject({ method: 'POST', url: `/api/import/${type}${query}`, ...form });
    },
    async city(slug, latitude, longitude, extra = {}) {
      const response = await cities.app.inject({
        method: 'POST',
        url: '/api/cities',
        payload: { city_name: slug, province: 'Ontario', latitude, longitude, url_slug: slug, page_active: true, ...extra },
      });
      if (response.statusCode !== 201) throw new Error(`city ${slug}: ${response.body}`);
      await stack.knows(slug);
      return (response.json() as { id: number }).id;
    },
    async knows(slug) {
      const deadline = Date.now() + 10_000;
      while (!(await catalog.context.db.city.findUnique({ where: { slug } }))) {
        if (Date.now() > deadline) throw new Error(`the catalog never learned of ${slug}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      await catalog.close();
      await cities.close();
      await bus.close();
      for (const database of databases) await database.drop();
    },
  };
  return stack;
}

/** The gateway in front of the stack, as the back office reaches the catalog, and its first owner's signed-in headers. */
async function gatewayInFront(
  stack: Stack,
  staffDatabaseUrl: string,
  password: string,
  env: Record<string, string> = {},
): Promise<{ gateway: Gateway; admin: AdminHeaders }> {
  const gateway = await createGateway({
    logger,
    bus: stack.bus,
    config: gatewayConfigSchema.parse({
      DATABASE_URL: staffDatabaseUrl,
      CATALOG_URL: stack.catalog.app.listeningOrigin,
      CITIES_URL: stack.cities.app.listeningOrigin,
      ADMIN_PASSWORD: password,
      // The tests name who made a change by the first owner's e-mail: set, not made up.
      ADMIN_EMAIL: 'admin@localhost',
      ...env,
    }),
  });
  return { gateway, admin: await adminHeaders(gateway.app, password) };
}

/** The stack with the gateway in front, and the first owner's signed-in headers. */
export interface GatewayInFront {
  stack: Stack;
  gateway: Gateway;
  admin: AdminHeaders;
}

/**
 * For a whole test file: the stack with the gateway in front (gatewayInFront), on a staff
 * database of its own, started before the file's tests (its fields are set from then on)
 * and closed after them.
 */
export function useGatewayInFront(label: string, password: string, env: Record<string, string> = {}): GatewayInFront {
  const staffDb = useStaffDatabase();
  const running = {} as GatewayInFront;
  beforeAll(async () => {
    running.stack = await startStack(label);
    Object.assign(running, await gatewayInFront(running.stack, staffDb.url, password, env));
  });
  afterAll(async () => {
    await running.gateway?.close();
    await running.stack?.close();
  });
  return running;
}

export const csvForm = csvUploadBody;
/** A CSV text from rows of cells. */
export const csvOf = toCsv;

export const productHeader = [
  'Product',
  'Product Description',
  'Category',
  'Product Size or Attributes',
  'Unit Type',
  'Customer Pricing',
  'Contractor Pricing',
  'Price per Unit FOB',
  'Brand Status',
  'Brand Product Name',
];

/** What an import answers when it refuses a file whole. */
export interface Refusal {
  statusCode: number;
  message: string;
  details: { line: number; field: string; message: string }[];
}

/**
 * Uploads a file the import must refuse whole (422): checks that what `state` reads (what
 * the import would change) is the same after it, and answers the refusal.
 */
export async function refusedUpload(stack: Stack, type: string, csv: string, state: () => Promise<string>): Promise<Refusal> {
  const before = await state();
  const response = await stack.upload(type, csv);
  expect(response.statusCode, response.body).toBe(422);
  expect(await state()).toBe(before);
  return response.json() as Refusal;
}

/** Uploads a file the import must take (200), and answers its summary. */
export async function acceptedUpload(stack: Stack, type: string, csv: string, options?: Parameters<Stack['upload']>[2]) {
  const response = await stack.upload(type, csv, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The events of a type published so far. */
export const eventsOf = <T = unknown>(stack: Stack, type: string) =>
  stack.events.filter((e) => e.type === type) as EventEnvelope<T>[];
