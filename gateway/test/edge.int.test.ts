import { rawRequest, type RawResponse, useLocalServers } from '@local-seo/testing';
import fc from 'fast-check';
import createRouter from 'find-my-way';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isWriteMethod, requiredRole } from '@local-seo/contracts';
import { proxiedRoutes, upstreamNames, type ProxiedRoute, type Upstream } from '../src/routing/route-table.js';
import { useListeningGateway } from './support/gateway.js';

/**
 * The gateway's edge, as an attacker reaches it: raw bytes on a socket. Every
 * route of the table forwards exactly the path it names; no spelling of a path
 * (backslashes, encoded slashes and dots, dot segments, NUL, look-alikes) makes a
 * service receive a staff-only request without a session; nothing answers 5xx.
 */

const password = 'edge of the gateway password';
const serve = useLocalServers();
/** What reached each service, as "METHOD target". */
const reached: { upstream: Upstream; method: string; target: string }[] = [];

/**
 * A service stand-in that records each request. It answers what the gateway's own
 * composition can read (an empty city list) and 404 in the error shape to the rest,
 * as a service does for an unknown record.
 */
async function recordingUpstream(name: Upstream): Promise<string> {
  return serve((request, response) => {
    reached.push({ upstream: name, method: request.method!, target: request.url! });
    request.resume();
    request.on('end', () => {
      const list = request.method === 'GET' && ['/api/cities', '/api/admin/cities'].includes(request.url!);
      response
        .writeHead(list ? 200 : 404, { 'content-type': 'application/json' })
        .end(list ? '[]' : '{"statusCode":404,"error":"Not Found","message":"Not found"}');
    });
  });
}

let session: { cookie: string; csrfToken: string };

const running = useListeningGateway(async () => {
  const urls: Record<string, string> = {};
  for (const name of upstreamNames) urls[`${name.toUpperCase()}_URL`] = await recordingUpstream(name);
  return { ...urls, ADMIN_PASSWORD: password };
});

beforeAll(async () => {
  const login = await rawRequest(running.port, {
    method: 'POST',
    target: '/api/admin/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  expect(login.status).toBe(200);
  session = { cookie: login.cookies.find((c) => c.startsWith('admin_session='))!.split(';')[0]!, csrfToken: (JSON.parse(login.body) as { csrfToken: string }).csrfToken };
});

beforeEach(() => {
  reached.length = 0;
});

/** A value for each path parameter of the table, and one that must be encoded on its way. */
const sampleParams: Record<string, string> = { slug: 'barrie', id: '42', number: '2', indexNowKey: 'a1b2c3d4e5f6a7b8' };
const withSamples = (pattern: string, params = sampleParams) => pattern.replace(/:([A-Za-z]+)/g, (_t, name: string) => params[name]!);

function send(route: Pick<ProxiedRoute, 'method'>, target: string, options: { signedIn: boolean }): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  if (options.signedIn) {
    headers.cookie = session.cookie;
    headers['x-csrf-token'] = session.csrfToken;
  }
  const body = isWriteMethod(route.method) ? '{}' : undefined;
  if (body) headers['content-type'] = 'application/json';
  return rawRequest(running.port, { method: route.method, target, headers, ...(body ? { body } : {}) });
}

describe('every route of the table', () => {
  it.each(proxiedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: the service receives exactly the path the route names, its parameters and query re-encoded',
    async (_name, route) => {
      const unusual = { ...sampleParams, slug: 'saint-rémi', id: '7' };
      const target = `${withSamples(route.path, route.path.includes(':slug') ? { ...unusual, slug: encodeURIComponent(unusual.slug) } : unusual)}?q=a%20b&q=c&empty=`;
      await send(route, target, { signedIn: true });
      const expectedPath = withSamples(route.path, { ...unusual, slug: encodeURIComponent(unusual.slug) });
      expect(reached).toEqual([{ upstream: route.service, method: route.method, target: `${expectedPath}?q=a+b&q=c&empty=` }]);
    },
  );
});

describe('the reported attacks, sent byte for byte', () => {
  it.each([
    '/api/cities/x\\..\\..\\admin\\cities',
    '/api/contractors/search/x\\..\\..\\authentic',
    '/api/products/city/x\\..\\..\\..\\suppliers\\raw',
    '/api/cities/x%5c..%5c..%5cadmin%5ccities',
    '/api/cities/x%2f..%2f..%2fadmin%2fcities',
    '/api/cities/..%2f..%2fadmin%2fcities',
    '/api/cities/%2e%2e/%2e%2e/admin/cities',
    '/api/cities/../admin/cities',
    '/api/cities/barrie%00',
  ])('%s answers 400 in the error shape and reaches no service', async (target) => {
    const response = await rawRequest(running.port, { target });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/^The address/) });
    expect(reached).toEqual([]);
  });
});

/** Finds which route of the table a service would serve for a target, as its own router reads it. */
function routerOf(upstream: Upstream) {
  const router = createRouter({ ignoreTrailingSlash: true });
  for (const route of proxiedRoutes.filter((r) => r.service === upstream)) router.on(route.method as 'GET', route.path, () => undefined, route);
  return router;
}
const routers = Object.fromEntries(upstreamNames.map((name) => [name, routerOf(name)])) as Record<Upstream, ReturnType<typeof routerOf>>;

/** The route a service would run for what it received, read raw and read as a URL parser normalises it. */
function staffRoutesReached(hit: (typeof reached)[number]): string[] {
  const readings = [hit.target];
  try {
    const url = new URL(hit.target, 'http://service');
    readings.push(url.pathname + url.search);
  } catch {
    // not a URL at all: the raw reading stands
  }
  return readings.flatMap((target) => {
    // A HEAD runs the GET route's handler.
    const found = routers[hit.upstream].find((hit.method === 'HEAD' ? 'GET' : hit.method) as 'GET', target);
    const route = found?.store as ProxiedRoute | undefined;
    return route && requiredRole(route) !== undefined ? [`${hit.method} ${target} (${route.method} ${route.path})`] : [];
  });
}

const words = [
  'api', 'admin', 'cities', 'city', 'contractors', 'search', 'authentic', 'brand-customers', 'products', 'suppliers', 'raw',
  'page-data', 'weather', 'seo', 'keywords', 'import', 'sitemap-status', 'barrie', 'x', '1', 'API', 'Admin', 'CITIES',
];
const tricks = [
  '..', '.', '%2e%2e', '%2E%2e', '.%2e', '%2e', '%2f', '%2F', '%5c', '%5C', '\\', ';', ';a=b', '%00', '%0a', '%09', '%7f', '',
  '%252e%252e', '%c0%ae%c0%ae', '%c0%af', '%ef%bc%8f', '%ef%bc%8e%ef%bc%8e', '／', '．．', '＼', 'ａｄｍｉｎ', '%u002e',
];
const separators = ['/', '/', '/', '//', '\\', '/./', '/../', '%2f', '%5c'];

/**
 * The traversal itself: a public route's parameter followed by steps up (dots and
 * separators in every spelling) and then a staff route's own segments, so the
 * generator reaches the shapes that matter instead of hoping to stumble on them.
 */
const staffPathsOf = (upstream: Upstream) =>
  proxiedRoutes.filter((route) => route.service === upstream && route.access !== 'public' && route.method === 'GET').map((route) => withSamples(route.path));
/** Public routes with a parameter, each with the staff routes of the same service (where a climb would land). */
const climbs = proxiedRoutes
  .filter((route) => route.access === 'public' && route.path.includes(':') && staffPathsOf(route.service).length > 0)
  .map((route) => ({ route, staffPaths: staffPathsOf(route.service) }));
const dotSpellings = ['..', '%2e%2e', '.%2e', '%2E.', '%2e%2E', '．．', '%c0%ae%c0%ae', '..;'];
const separatorSpellings = ['/', '/', '\\', '\\', '%2f', '%5c', '%2F', '%5C', '//', '\\/'];
/** Steps up from a parameter to the root: one per segment before it, and the parameter itself. */
const depthOf = (route: ProxiedRoute) => route.path.slice(0, route.path.indexOf(':')).split('/').filter(Boolean).length + 1;
const climb = fc
  .constantFrom(...climbs)
  .chain(({ route, staffPaths }) =>
    fc.tuple(
      fc.constant(route),
      fc.constantFrom(...staffPaths),
      fc.constantFrom(...separatorSpellings),
      fc.constantFrom(...dotSpellings),
      fc.oneof(fc.constant(depthOf(route)), fc.integer({ min: 1, max: 6 })),
      fc.boolean(),
    ),
  )
  .map(([route, staff, separator, dots, depth, upper]) => {
    const target = staff.slice(1).split('/').map((part) => (upper ? part.toUpperCase() : part)).join(separator);
    return route.path.replace(/:[A-Za-z]+/, `x${(separator + dots).repeat(depth)}${separator}${target}`);
  });

/** A path of route words, tricks and separators; often a real route's prefix with junk where its parameter goes. */
const attackPath = fc.oneof(
  { arbitrary: climb, weight: 4 },
  fc
    .array(fc.tuple(fc.constantFrom(...separators), fc.oneof(fc.constantFrom(...words), fc.constantFrom(...tricks))), { minLength: 1, maxLength: 8 })
    .map((parts) => `/${parts.map(([separator, part], i) => (i === 0 ? part : separator + part)).join('')}`),
  fc
    .tuple(
      fc.constantFrom(...proxiedRoutes.filter((route) => route.path.includes(':'))),
      fc.array(fc.tuple(fc.constantFrom(...separators), fc.oneof(fc.constantFrom(...words), fc.constantFrom(...tricks))), { minLength: 1, maxLength: 6 }),
    )
    .map(([route, junk]) => route.path.replace(/:[A-Za-z]+/, `x${junk.map(([s, p]) => s + p).join('')}`)),
);
const attackQuery = fc.constantFrom('', '', '?all=true', '?x=..%2f..%2fadmin', '?%2e%2e=1', '?a=%00');

describe('generated paths against the edge (fast-check)', () => {
  it('never lets a request without a session reach a staff-only route of a service, and never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'GET', 'HEAD', 'DELETE', 'POST'), attackPath, attackQuery, async (method, path, query) => {
        reached.length = 0;
        const response = await send({ method: method as ProxiedRoute['method'] }, `${path}${query}`, { signedIn: false });
        expect(response.status, `${method} ${path}${query}`).toBeLessThan(500);
        expect(reached.flatMap(staffRoutesReached), `${method} ${path}${query}`).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
