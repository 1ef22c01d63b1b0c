import { trashPageSchema, type TrashItem } from '@local-seo/contracts';
import { createLogger } from '@local-seo/service-kit';
import { useStaffDatabase, useLocalServers } from '@local-seo/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';
import { useCities } from './support/cities.js';

/**
 * GET /api/admin/trash (docs/decisions.md, decision 11): the five kinds' parts of the
 * Trash asked at once and joined newest first; a service that fails, is late or does not
 * know its route is named in `unavailable`, never failing the answer. The cities service is
 * the real one; the others are stand-ins that answer, fail, dawdle or do not know the route.
 */

const password = 'correct horse battery staple';
const logger = createLogger('silent');
const staffDb = useStaffDatabase();
const cities = useCities('gateway_trash_cities');
const serve = useLocalServers();
const gateways: Gateway[] = [];

const product: TrashItem = {
  entity: 'product',
  id: '41',
  name: 'River Rock',
  detail: null,
  deletedAt: '2020-01-02T10:00:00.000Z',
  deletedBy: { id: 3, email: 'ed@example.com', name: 'Ed' },
  purgeAt: '2020-02-01T10:00:00.000Z',
};

/** A stand-in service: `answers` maps a path to a status and JSON body, or to 'hang' (never answers in time). */
async function standIn(answers: Record<string, [number, unknown] | 'hang'>): Promise<string> {
  return serve((request, response) => {
    const answer = answers[request.url ?? ''];
    if (answer === 'hang') return void setTimeout(() => response.writeHead(200).end('{"items":[]}'), 5000);
    const [status, body] = answer ?? [404, { statusCode: 404, error: 'Not Found', message: `No route for GET ${request.url}` }];
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
}

async function gatewayWith(urls: Record<string, string>) {
  const gateway = await createGateway({
    logger,
    bus: cities.bus,
    config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, CITIES_URL: cities.url, ...urls, ADMIN_PASSWORD: password, UPSTREAM_TIMEOUT_MS: '1000' }),
  });
  gateways.push(gateway);
  return gateway;
}

async function trashOf(gateway: FastifyInstance) {
  const login = await gateway.inject({ method: 'POST', url: '/api/admin/login', payload: { password } });
  const cookie = `admin_session=${login.cookies.find((c) => c.name === 'admin_session')!.value}`;
  const started = Date.now();
  const response = await gateway.inject({ url: '/api/admin/trash', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return { page: trashPageSchema.parse(response.json()), tookMs: Date.now() - started };
}

beforeAll(async () => {
  for (const [name, slug] of [['Old Town', 'old-town'], ['New Town', 'new-town']]) {
    const created = await cities.service.app.inject({ method: 'POST', url: '/api/cities', payload: { city_name: name, province: 'Ontario', latitude: 44, longitude: -79, url_slug: slug } });
    expect((await cities.service.app.inject({ method: 'DELETE', url: `/api/cities/${created.json().id}` })).statusCode).toBe(200);
  }
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
});

describe('GET /api/admin/trash', () => {
  it('answers 401 without a session', async () => {
    const gateway = await gatewayWith({});
    expect((await gateway.app.inject('/api/admin/trash')).statusCode).toBe(401);
  });

  it('joins every kind newest first, and names the kinds whose service failed, was late or does not know the route', async () => {
    const catalog = await standIn({ '/api/admin/trash/products': [200, { items: [product] }], '/api/admin/trash/supplier-locations': [503, { message: 'down' }] });
    const seo = await standIn({ '/api/admin/trash/keywords': 'hang' });
    const gateway = await gatewayWith({ CATALOG_URL: catalog, SEO_URL: seo, CONTRACTORS_URL: await standIn({}) });
    const { page, tookMs } = await trashOf(gateway.app);
    expect(page.items.map((item) => [item.entity, item.name])).toEqual([
      ['city', 'New Town'],
      ['city', 'Old Town'],
      ['product', 'River Rock'],
    ]);
    expect(page.items[2]).toEqual(product);
    expect(page.unavailable.sort()).toEqual(['contractor', 'keyword', 'location']);
    // The late one is not waited for beyond the time limit.
    expect(tookMs).toBeLessThan(4000);
  });

  it('answers what it has when the cities service is down, naming it', async () => {
    const everyKind = await standIn({
      '/api/admin/trash/products': [200, { items: [product] }],
      '/api/admin/trash/supplier-locations': [200, { items: [] }],
      '/api/admin/trash/keywords': [200, { items: [] }],
      '/api/admin/trash/contractors': [200, { items: [] }],
    });
    const gateway = await gatewayWith({ CITIES_URL: 'http://127.0.0.1:9', CATALOG_URL: everyKind, SEO_URL: everyKind, CONTRACTORS_URL: everyKind });
    const { page } = await trashOf(gateway.app);
    expect(page).toEqual({ items: [product], unavailable: ['city'] });
  });
});
