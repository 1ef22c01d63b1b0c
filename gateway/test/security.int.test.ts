import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInProcessBus, createLogger, exposedRoutes, type EventBus } from '@local-seo/service-kit';
import { useStaffDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';
import { isWriteMethod, requiredRole } from '@local-seo/contracts';
import { proxiedRoutes } from '../src/routing/route-table.js';

/**
 * The admin's door: failed logins slowed per address, a new session id at every
 * login, and no admin route (listed from the route table and the gateway itself)
 * reachable without a session, nor any write without the CSRF header. Then the
 * security headers of each kind of answer.
 */

const password = 'correct horse battery staple';
const logger = createLogger('silent');
const maxFailures = 3;
let bus: EventBus;
let upstream: Server;
/** Every request that reached a service, as "METHOD path". */
const reachedUpstream: string[] = [];
let upstreamUrl: string;

/** A stand-in for all six services: it answers every request with JSON (or XML for a sitemap) and records it. */
async function startUpstream(): Promise<void> {
  upstream = createServer((request, response) => {
    reachedUpstream.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => {
      if (request.url?.endsWith('.xml')) response.writeHead(200, { 'content-type': 'application/xml' }).end('<urlset/>');
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
}

const gateways: Gateway[] = [];
async function gatewayWith(settings: Record<string, string> = {}) {
  const urls = Object.fromEntries(['CITIES', 'CATALOG', 'CONTRACTORS', 'WEATHER', 'SEO', 'SITEMAP'].map((name) => [`${name}_URL`, upstreamUrl]));
  const gateway = await createGateway({
    logger,
    bus,
    config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, ...urls, ADMIN_PASSWORD: password, LOGIN_MAX_FAILURES: String(maxFailures), ...settings }),
    // A page that sets its own policy, as the frontends' pages do.
    frontends: async (app) => {
      app.get('/a-page', (_request, reply) => reply.type('text/html').header('content-security-policy', "default-src 'self'").send('<p>page</p>'));
    },
  });
  gateways.push(gateway);
  return gateway;
}

let gateway: Gateway;

const staffDb = useStaffDatabase();

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  await startUpstream();
  gateway = await gatewayWith();
});

afterAll(async () => {
  for (const g of gateways) await g.close();
  await bus?.close();
  upstream?.close();
});

let address = 0;
/** Each test logs in from its own address, so the failed-login limit of one never blocks another. */
const nextAddress = () => `10.1.0.${++address}`;

const sessionCookieOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((c) => c.name === 'admin_session')?.value;

async function login(options: { cookie?: string; remoteAddress?: string } = {}) {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password },
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: options.cookie ? { cookie: `admin_session=${options.cookie}` } : {},
  });
  expect(response.statusCode).toBe(200);
  return { id: sessionCookieOf(response)!, csrfToken: (response.json() as { csrfToken: string }).csrfToken };
}

const isAuthenticated = async (id: string) =>
  ((await gateway.app.inject({ url: '/api/admin/session', headers: { cookie: `admin_session=${id}` } })).json() as { authenticated: boolean }).authenticated;

describe('login brute force', () => {
  /** A login from `remoteAddress` at `app` (by default the gateway of these tests). */
  const attempt = (remoteAddress: string, candidate: string, headers: Record<string, string> = {}, target = gateway) =>
    target.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: candidate }, remoteAddress, headers });

  it('answers 429 with Retry-After after repeated wrong passwords from one address, and refuses the right one meanwhile', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < maxFailures; i++) expect((await attempt(remoteAddress, `guess ${i}`)).statusCode).toBe(401);
    for (const candidate of ['another guess', password]) {
      const refused = await attempt(remoteAddress, candidate);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/Try again in \d+ minute/) });
      expect(sessionCookieOf(refused)).toBeUndefined();
    }
    // Another address is not held back.
    expect((await attempt(nextAddress(), password)).statusCode).toBe(200);
  });

  it('counts by the connection address: a made-up X-Forwarded-For does not reset the count without TRUST_PROXY', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < maxFailures; i++) {
      expect((await attempt(remoteAddress, 'guess', { 'x-forwarded-for': `192.0.2.${i}` })).statusCode).toBe(401);
    }
    expect((await attempt(remoteAddress, password, { 'x-forwarded-for': '192.0.2.99' })).statusCode).toBe(429);
  });

  it('behind one proxy (TRUST_PROXY=1) counts by the address the proxy saw, whatever the client wrote before it', async () => {
    const behindProxy = await gatewayWith({ TRUST_PROXY: '1' });
    const proxyAddress = nextAddress();
    for (let i = 0; i < maxFailures; i++) {
      expect((await attempt(proxyAddress, 'guess', { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.7` }, behindProxy)).statusCode).toBe(401);
    }
    const held = await attempt(proxyAddress, password, { 'x-forwarded-for': '192.0.2.200, 198.51.100.7' }, behindProxy);
    expect(held.statusCode).toBe(429);
    // Another client behind the same proxy is not held back.
    const other = await attempt(proxyAddress, password, { 'x-forwarded-for': '198.51.100.8' }, behindProxy);
    expect(other.statusCode).toBe(200);
  });

  it('refuses to start trusting every X-Forwarded-For (TRUST_PROXY=true), and takes addresses and CIDR blocks', () => {
    const urls = { DATABASE_URL: staffDb.url, CITIES_URL: upstreamUrl, ADMIN_PASSWORD: password };
    expect(gatewayConfigSchema.safeParse({ ...urls, TRUST_PROXY: 'true' }).success).toBe(false);
    expect(gatewayConfigSchema.safeParse({ ...urls, TRUST_PROXY: '10.0.0.0/33' }).success).toBe(false);
    expect(gatewayConfigSchema.parse({ ...urls, TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1']);
    expect(gatewayConfigSchema.parse({ ...urls, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(gatewayConfigSchema.parse(urls).TRUST_PROXY).toBe(false);
  });
});

describe('session fixation', () => {
  it('never turns a session id given by the client before login into the session', async () => {
    const planted = 'planted-by-an-attacker-0123456789abcdefghijklmnopq';
    const { id } = await login({ cookie: planted });
    expect(id).not.toBe(planted);
    expect(await isAuthenticated(planted)).toBe(false);
    expect(await isAuthenticated(id)).toBe(true);
  });

  it('gives a new id at each login and refuses the previous one', async () => {
    const first = await login();
    const second = await login({ cookie: first.id });
    expect(second.id).not.toBe(first.id);
    expect(second.csrfToken).not.toBe(first.csrfToken);
    expect(await isAuthenticated(first.id)).toBe(false);
    expect(await isAuthenticated(second.id)).toBe(true);
    // A valid session of someone else planted in the browser is ended by the login too.
    const third = await login({ cookie: second.id });
    expect(await isAuthenticated(second.id)).toBe(false);
    expect(await isAuthenticated(third.id)).toBe(true);
  });

  it('refuses the old cookie and token after logout, and after logging in again', async () => {
    const session = await login();
    const cookie = `admin_session=${session.id}`;
    const out = await gateway.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie, 'x-csrf-token': session.csrfToken } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'admin_session')).toMatchObject({ value: '', maxAge: 0 });
    const again = await login();
    expect(again.id).not.toBe(session.id);
    expect((await gateway.app.inject({ url: '/api/admin/cities', headers: { cookie } })).statusCode).toBe(401);
    const write = await gateway.app.inject({ method: 'POST', url: '/api/cities', payload: {}, headers: { cookie, 'x-csrf-token': session.csrfToken } });
    expect(write.statusCode).toBe(401);
  });
});

describe('every admin route', () => {
  /** The gateway's own routes anyone may call; every other route it has is checked below. */
  const publicOwnRoutes = new Set([
    'GET /healthz',
    'GET /readyz',
    'POST /api/admin/login',
    'GET /api/admin/session',
    'GET /api/site',
    'GET /api/page-data/:slug',
    'GET /api/docs',
    'GET /api/docs/openapi.json',
    'GET /api/cities',
    'GET /api/schema-settings',
    'GET /a-page',
  ]);

  interface AdminCall {
    name: string;
    method: string;
    url: string;
    write: boolean;
  }
  const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

  /** From the route table: each route staff need; then the gateway's own. */
  function adminCalls(): AdminCall[] {
    const fromTable = proxiedRoutes
      .filter((route) => requiredRole(route) !== undefined)
      .map((route) => ({ name: `${route.method} ${route.path}`, method: route.method, url: fill(route.path), write: isWriteMethod(route.method) }));
    const tableKeys = new Set(proxiedRoutes.map((r) => `${r.method} ${r.path}`));
    const own = exposedRoutes(gateway.app)
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !tableKeys.has(key) && !publicOwnRoutes.has(key) && !key.startsWith('GET /admin'));
    const ownCalls = own.map((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return { name: key, method, url: fill(url), write: isWriteMethod(method) };
    });
    return [...fromTable, ...ownCalls];
  }

  it('lists the admin routes of every service and of the gateway', () => {
    const names = adminCalls().map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/cities', 'GET /api/admin/cities', 'POST /api/import/products', 'GET /api/seo/settings', 'GET /api/seo/near-duplicates', 'GET /api/stats', 'POST /api/admin/logout']),
    );
    expect(names.length).toBeGreaterThan(60);
  });

  it('answers 401 without a session, with a made-up one, or with an ended one, and nothing reaches a service', async () => {
    const ended = await login();
    await gateway.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: `admin_session=${ended.id}`, 'x-csrf-token': ended.csrfToken } });
    const before = reachedUpstream.length;
    const problems: string[] = [];
    for (const call of adminCalls()) {
      for (const [who, cookie] of [['nobody', undefined], ['a made-up session', 'admin_session=forged'], ['an ended session', `admin_session=${ended.id}`]] as const) {
        const response = await gateway.app.inject({
          method: call.method as 'GET',
          url: call.url,
          headers: { ...(cookie ? { cookie } : {}), 'x-csrf-token': ended.csrfToken },
          ...(call.write ? { payload: {} } : {}),
        });
        const body = response.json() as { statusCode?: number; message?: string };
        if (response.statusCode !== 401 || body.statusCode !== 401 || !body.message?.includes('log in')) {
          problems.push(`${call.name} for ${who}: ${response.statusCode} ${response.body.slice(0, 100)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(reachedUpstream.slice(before)).toEqual([]);
  });

  it('answers 403 to every write with a session but without its CSRF token, and nothing reaches a service', async () => {
    const session = await login();
    const other = await login();
    const cookie = `admin_session=${session.id}`;
    const before = reachedUpstream.length;
    const problems: string[] = [];
    for (const call of adminCalls().filter((c) => c.write)) {
      for (const [how, token] of [['no header', undefined], ['a wrong token', 'forged'], ["another session's token", other.csrfToken]] as const) {
        const response = await gateway.app.inject({
          method: call.method as 'POST',
          url: call.url,
          payload: {},
          headers: { cookie, ...(token ? { 'x-csrf-token': token } : {}) },
        });
        if (response.statusCode !== 403 || !(response.json() as { message: string }).message.includes('CSRF')) {
          problems.push(`${call.name} with ${how}: ${response.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(reachedUpstream.slice(before)).toEqual([]);
  });

  it('lets the same calls through with the session and its token (the checks above can fail)', async () => {
    const session = await login();
    const headers = { cookie: `admin_session=${session.id}`, 'x-csrf-token': session.csrfToken };
    const before = reachedUpstream.length;
    const passed = await gateway.app.inject({ method: 'POST', url: '/api/cities', payload: {}, headers });
    expect(passed.statusCode).toBe(200);
    expect(reachedUpstream.slice(before)).toEqual(['POST /api/cities']);
  });
});

describe('security headers by kind of answer', () => {
  const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
  const common = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' };

  it('gives JSON, errors, proxied answers and XML the policy that allows nothing, with the common headers', async () => {
    const session = await login();
    const answers = {
      'own JSON': await gateway.app.inject('/api/site'),
      'an error': await gateway.app.inject('/api/nothing-here'),
      'a refusal': await gateway.app.inject('/api/admin/cities'),
      'a proxied JSON answer': await gateway.app.inject({ url: '/api/admin/cities', headers: { cookie: `admin_session=${session.id}` } }),
      'a proxied XML answer': await gateway.app.inject('/sitemap.xml'),
      health: await gateway.app.inject('/healthz'),
    };
    for (const [kind, response] of Object.entries(answers)) {
      expect({ kind, ...response.headers }).toMatchObject({ kind, ...common, 'content-security-policy': apiPolicy });
      expect(response.headers['strict-transport-security'], kind).toBeUndefined();
    }
  });

  it("keeps a page's own policy", async () => {
    const page = await gateway.app.inject('/a-page');
    expect(page.headers).toMatchObject({ ...common, 'content-security-policy': "default-src 'self'" });
  });

  it('sends HSTS only for a request that came over TLS: X-Forwarded-Proto https, trusted with TRUST_PROXY=1', async () => {
    const behindProxy = await gatewayWith({ TRUST_PROXY: '1' });
    const https = await behindProxy.app.inject({ url: '/api/site', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await behindProxy.app.inject({ url: '/api/site', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is the client's word only: no HSTS, no Secure cookie.
    const untrusted = await gateway.app.inject({ url: '/api/site', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const secureLogin = await behindProxy.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password },
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: nextAddress(),
    });
    expect(secureLogin.cookies.find((c) => c.name === 'admin_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    // The device cookie too (docs/decisions.md, decision 14), sent to the admin API only.
    expect(secureLogin.cookies.find((c) => c.name === 'admin_device')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
  });
});
