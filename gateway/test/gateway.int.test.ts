import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, exposedRoutes } from '@local-seo/service-kit';
import { useStaffDatabase } from '@local-seo/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';
import { useCities } from './support/cities.js';
import { expectCitiesUnavailable } from './support/cities-down.js';

const password = 'correct horse battery staple';
const logger = createLogger('silent');
let gateway: Gateway;

const staffDb = useStaffDatabase();
const cities = useCities('gateway');

beforeAll(async () => {
  gateway = await createGateway({
    logger,
    bus: cities.bus,
    config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, CITIES_URL: cities.url, ADMIN_PASSWORD: password, LOGIN_MAX_FAILURES: '3' }),
  });
});

afterAll(async () => {
  await gateway?.close();
});

let address = 0;
/** Each test logs in from its own address, so the failed-login limit of one never blocks another. */
const nextAddress = () => `10.0.0.${++address}`;

async function login(remoteAddress = nextAddress()) {
  const response = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'admin_session')!;
  return { cookie: `admin_session=${cookie.value}`, csrfToken: (response.json() as { csrfToken: string }).csrfToken, raw: cookie };
}

const city = (slug: string, extra: object = {}) => ({
  city_name: slug,
  province: 'Ontario',
  latitude: 44,
  longitude: -79,
  url_slug: slug,
  page_active: true,
  ...extra,
});

describe('admin login', () => {
  it('answers a CSRF token and an httpOnly, SameSite=Strict session cookie', async () => {
    const { raw, csrfToken } = await login();
    expect(csrfToken.length).toBeGreaterThan(20);
    expect(raw.httpOnly).toBe(true);
    expect(raw.sameSite).toBe('Strict');
    expect(raw.path).toBe('/');
  });

  it("refuses a wrong password with 401 'Invalid password' and an empty one with 400", async () => {
    const wrong = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 'nope' }, remoteAddress: nextAddress() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ statusCode: 401, message: 'Invalid password' });
    const empty = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: '' }, remoteAddress: nextAddress() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Password is required');
  });

  it('slows an address down after repeated failures, even for the right password then', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < 3; i++) {
      const r = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 'guess' }, remoteAddress });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toMatch(/Too many failed login attempts/);
    // Another address is not affected.
    await login();
  });

  it('tells whether a session exists, repeats its token and says who is signed in (the first owner)', async () => {
    const anonymous = await gateway.app.inject('/api/admin/session');
    expect(anonymous.json()).toEqual({ authenticated: false });
    const { cookie, csrfToken } = await login();
    const session = await gateway.app.inject({ url: '/api/admin/session', headers: { cookie } });
    // Without ADMIN_EMAIL the first owner's e-mail is made up, not a guessable admin@localhost (docs/decisions.md, decision 14).
    expect(session.json()).toEqual({ authenticated: true, csrfToken, user: { id: expect.any(Number), email: expect.stringMatching(/^owner-[0-9a-f]{16}@localhost$/), name: 'Owner', role: 'owner' } });
  });

  it('gives a new session id at every login, so a planted cookie never becomes a session', async () => {
    const planted = 'admin_session=planted-by-attacker';
    const response = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, headers: { cookie: planted }, remoteAddress: nextAddress() });
    const issued = response.cookies.find((c) => c.name === 'admin_session')!.value;
    expect(issued).not.toBe('planted-by-attacker');
    const first = await login();
    const second = await login();
    expect(first.cookie).not.toBe(second.cookie);
  });

  it('ends the session at logout', async () => {
    const { cookie, csrfToken } = await login();
    const out = await gateway.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie, 'x-csrf-token': csrfToken } });
    expect(out.statusCode).toBe(204);
    const after = await gateway.app.inject({ url: '/api/admin/cities', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });
});

describe('creating a city through the gateway', () => {
  it('needs a session (401) and the CSRF header (403), then creates it (201)', async () => {
    const anonymous = await gateway.app.inject({ method: 'POST', url: '/api/cities', payload: city('aurora') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });

    const { cookie, csrfToken } = await login();
    const noCsrf = await gateway.app.inject({ method: 'POST', url: '/api/cities', payload: city('aurora'), headers: { cookie } });
    expect(noCsrf.statusCode).toBe(403);
    const wrongCsrf = await gateway.app.inject({ method: 'POST', url: '/api/cities', payload: city('aurora'), headers: { cookie, 'x-csrf-token': 'forged' } });
    expect(wrongCsrf.statusCode).toBe(403);

    const created = await gateway.app.inject({ method: 'POST', url: '/api/cities', payload: city('aurora'), headers: { cookie, 'x-csrf-token': csrfToken } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ url_slug: 'aurora', country: 'Canada' });
    expect(created.headers['x-request-id']).toBeDefined();

    const listed = (await gateway.app.inject('/api/cities')).json() as { url_slug: string }[];
    expect(listed.map((c) => c.url_slug)).toContain('aurora');
  });

  it("answers the spec's message for latitude 95 and 409 for a duplicate slug", async () => {
    const { cookie, csrfToken } = await login();
    const headers = { cookie, 'x-csrf-token': csrfToken };
    const bad = await gateway.app.inject({ method: 'POST', url: '/api/cities', payload: city('newmarket', { latitude: 95 }), headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Latitude must be between -90 and 90' });

    await gateway.app.inject({ method: 'POST', url: '/api/cities', payload: city('milton'), headers });
    const duplicate = await gateway.app.inject({ method: 'POST', url: '/api/cities', payload: city('milton'), headers });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toMatch(/already exists/);
  });

  it('lists every city, live or not, to staff only (GET /api/admin/cities)', async () => {
    expect((await gateway.app.inject('/api/admin/cities')).statusCode).toBe(401);
    const { cookie } = await login();
    expect((await gateway.app.inject({ url: '/api/admin/cities', headers: { cookie } })).statusCode).toBe(200);
  });

  it('answers 404 in the error shape for an /api route that does not exist', async () => {
    const response = await gateway.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('every route the gateway exposes', () => {
  /** Routes anyone may call; every other route must refuse an anonymous request. */
  // Each public route is listed here deliberately, a line per service: a
  // route missing from this list must refuse an anonymous caller.
  const publicRoutes = new Set([
    ...['GET /healthz', 'GET /readyz', 'POST /api/admin/login', 'GET /api/admin/session'],
    ...['GET /api/site', 'GET /api/page-data/:slug', 'GET /api/schema-settings'], // the gateway's own, for the public site
    ...['GET /api/docs', 'GET /api/docs/openapi.json'], // the public API's reference
    ...['GET /api/cities', 'GET /api/cities/:slug', 'GET /api/cities/:slug/page-state', 'GET /api/cities/:slug/nearby'],
    ...['GET /api/products/top', 'GET /api/products/city/:slug', 'GET /api/delivery/city/:slug', 'GET /api/delivery/check'], // catalog
    ...['GET /api/contractors/search/:slug', 'GET /api/contractors/details/:id', 'GET /api/contractors/city/:slug/summary'], // contractors
    ...['GET /api/weather/suggestions', 'GET /api/weather/:slug'], // weather
    ...['GET /api/seo/schema-settings', 'POST /api/vitals'], // seo (the vitals beacon: size- and rate-limited)
    ...['GET /sitemap.xml', 'GET /sitemap-:number.xml', 'GET /robots.txt', 'GET /:indexNowKey.txt'], // sitemap
  ]);

  const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');

  it('lists the routes it exposes', () => {
    const listed = exposedRoutes(gateway.app).map((r) => `${r.method} ${r.url}`);
    expect(listed).toContain('POST /api/cities');
    expect(listed).toContain('GET /api/admin/cities');
  });

  it('refuses an anonymous request to each admin route and each write with 401', async () => {
    const guarded = exposedRoutes(gateway.app).filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !publicRoutes.has(`${r.method} ${r.url}`),
    );
    expect(guarded.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/cities', 'PATCH /api/cities/:id', 'GET /api/admin/cities', 'GET /api/admin/cities/:id', 'POST /api/admin/logout']),
    );
    const refusals: Array<[string, LightMyRequestResponse]> = [];
    for (const route of guarded) {
      const response = await gateway.app.inject({ method: route.method as 'GET', url: fill(route.url), payload: route.method === 'GET' ? undefined : {} });
      refusals.push([`${route.method} ${route.url}`, response]);
    }
    for (const [name, response] of refusals) expect({ name, status: response.statusCode }).toEqual({ name, status: 401 });
  });
});

describe('a service that is down', () => {
  it('answers 503 with a clear message, never a stack trace', async () => {
    const orphan = await createGateway({
      logger,
      bus: cities.bus,
      config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, CITIES_URL: 'http://127.0.0.1:9', ADMIN_PASSWORD: password }),
    });
    const response = await orphan.app.inject('/api/cities');
    expectCitiesUnavailable(response);
    // The gateway stays ready: the parts that need the service degrade, its routes answer 503 naming it.
    const ready = await orphan.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: {}, dependencies: { cities: 'down' } });
    await orphan.close();
  });
});

describe('gateway health', () => {
  it('is ready while it runs, whether or not the services behind it answer, and names the one that does not', async () => {
    const healthy = createServer((request, response) => response.writeHead(request.url === '/healthz' ? 200 : 404).end());
    await new Promise<void>((resolve) => healthy.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(healthy.address() as AddressInfo).port}`;
    const upstreams = { CITIES_URL: url, CATALOG_URL: url, CONTRACTORS_URL: url, WEATHER_URL: url, SEO_URL: url, AUDIT_URL: url };
    const withAll = await createGateway({ logger, bus: cities.bus, config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, ...upstreams, SITEMAP_URL: url, ADMIN_PASSWORD: password }) });
    const withoutSitemap = await createGateway({
      logger,
      bus: cities.bus,
      config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, ...upstreams, SITEMAP_URL: 'http://127.0.0.1:9', ADMIN_PASSWORD: password }),
    });
    try {
      const ready = await withAll.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      const all = { cities: 'up', catalog: 'up', contractors: 'up', weather: 'up', seo: 'up', sitemap: 'up', audit: 'up' };
      expect(ready.json()).toEqual({ status: 'ready', checks: {}, dependencies: all });
      const withoutOne = await withoutSitemap.app.inject('/readyz');
      expect(withoutOne.statusCode).toBe(200);
      expect(withoutOne.json()).toEqual({ status: 'ready', checks: {}, dependencies: { ...all, sitemap: 'down' } });
      // Liveness never waits on them, and tells the operator the same.
      const alive = await withoutSitemap.app.inject('/healthz');
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ status: 'ok', draining: false, checks: { ...all, sitemap: 'down' } });
    } finally {
      await withAll.close();
      await withoutSitemap.close();
      healthy.close();
    }
  });

  it('sets the security headers on every answer', async () => {
    const response = await gateway.app.inject('/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
