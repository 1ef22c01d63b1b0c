import { catalogOptionsFromEnv, catalogService } from '@local-seo/catalog';
import { contractorsOptionsFromEnv, contractorsService } from '@local-seo/contractors';
import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { freshDatabase, type TestDatabase, useStaffDatabase } from '@local-seo/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';

const password = 'correct horse battery staple';
const logger = createLogger('silent');
let databases: TestDatabase[] = [];
let bus: EventBus;
let catalog: Awaited<ReturnType<typeof catalogService.create>>;
let contractors: Awaited<ReturnType<typeof contractorsService.create>>;
let gateway: Gateway;
let catalogUrl: string;
let contractorsUrl: string;

const staffDb = useStaffDatabase();

beforeAll(async () => {
  databases = await Promise.all([freshDatabase('stats_catalog'), freshDatabase('stats_contractors')]);
  bus = createInProcessBus({ logger });
  const citiesUrl = 'http://127.0.0.1:9'; // not needed for the figures
  catalog = await catalogService.create({ databaseUrl: databases[0]!.url, bus, logger }, catalogOptionsFromEnv({ CITIES_URL: citiesUrl }));
  contractors = await contractorsService.create({ databaseUrl: databases[1]!.url, bus, logger }, contractorsOptionsFromEnv({ CITIES_URL: citiesUrl }));
  catalogUrl = await catalog.listen({ port: 0, host: '127.0.0.1' });
  contractorsUrl = await contractors.listen({ port: 0, host: '127.0.0.1' });
  gateway = await createGateway({
    logger,
    bus,
    config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, CATALOG_URL: catalogUrl, CONTRACTORS_URL: contractorsUrl, ADMIN_PASSWORD: password }),
  });
});

afterAll(async () => {
  await gateway?.close();
  await catalog?.close();
  await contractors?.close();
  await bus?.close();
  await Promise.all(databases.map((d) => d.drop()));
});

async function adminCookie(app: FastifyInstance) {
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { password } });
  return `admin_session=${login.cookies.find((c) => c.name === 'admin_session')!.value}`;
}

describe('GET /api/stats', () => {
  it('answers 401 without an admin session', async () => {
    expect((await gateway.app.inject('/api/stats')).statusCode).toBe(401);
  });

  it("composes the catalog's and the contractors' figures", async () => {
    const [fromCatalog, fromContractors] = await Promise.all([
      fetch(`${catalogUrl}/api/catalog/stats`).then((r) => r.json() as Promise<object>),
      fetch(`${contractorsUrl}/api/contractors/stats`).then((r) => r.json() as Promise<object>),
    ]);
    const response = await gateway.app.inject({ url: '/api/stats', headers: { cookie: await adminCookie(gateway.app) } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...fromCatalog, ...fromContractors, unavailable: [] });
    expect(response.json()).toMatchObject({ totalLocations: 0, avgDeliveryRadius: '0.0', totalContractors: 0 });
  });

  it('answers the figures it has, zero for the rest, and names the service that did not answer', async () => {
    const partial = await createGateway({
      logger,
      bus,
      config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, CATALOG_URL: catalogUrl, CONTRACTORS_URL: 'http://127.0.0.1:9', ADMIN_PASSWORD: password }),
    });
    try {
      const response = await partial.app.inject({ url: '/api/stats', headers: { cookie: await adminCookie(partial.app) } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        unavailable: ['contractors'],
        totalContractors: 0,
        templateContractors: 0,
        authenticContractors: 0,
        brandCustomers: 0,
      });
    } finally {
      await partial.close();
    }
  });
});
