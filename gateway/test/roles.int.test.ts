import { declaredRoutes, gatewayRoutes, isWriteMethod, roleAllows, type AnyRoute, type StaffRole } from '@local-seo/contracts';
import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { useStaffDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';
import { closedUpstreams } from './support/closed-upstreams.js';

// Every write route of the route table (packages/contracts), for each role: a role
// below the route's answers 403 at the door, a role at or above it gets through
// (any answer but 401 and 403). No service runs: a request let through is answered
// 503 by the proxy and changes nothing; the gateway's own routes answer their 400s.
const password = 'the roles test password';
const logger = createLogger('silent');
let bus: EventBus;
let gateway: Gateway;
let address = 0;

const staffDb = useStaffDatabase();

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  gateway = await createGateway({ logger, bus, config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, ...closedUpstreams, ADMIN_PASSWORD: password }) });
});

afterAll(async () => {
  await gateway?.close();
  await bus?.close();
});

const writeRoutes = declaredRoutes.filter((route) => isWriteMethod(route.method) && route.access !== 'public');
const name = (route: AnyRoute) => `${route.method} ${route.path}`;
const fill = (path: string) => path.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');

async function signIn(email: string | undefined, given: string) {
  const response = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: given }, remoteAddress: `10.7.0.${++address}` });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'admin_session')!;
  return { cookie: `admin_session=${cookie.value}`, csrfToken: (response.json() as { csrfToken: string }).csrfToken };
}

/** A session of the role: the first owner's, or a new account's. */
async function newSessionOf(role: StaffRole) {
  if (role === 'owner') return signIn(undefined, password);
  const owner = await signIn(undefined, password);
  const email = `${role}-${++address}@example.com`;
  const made = await gateway.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    payload: { email, name: role, role, password: 'a password for the role' },
    headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrfToken },
  });
  expect(made.statusCode, made.body).toBe(201);
  return signIn(email, 'a password for the role');
}

describe('every write route of the route table, for every role', () => {
  it('finds the write routes: content changes need an editor, staff accounts the owner, only signing out and one\'s own password a viewer', () => {
    expect(writeRoutes.length).toBeGreaterThan(30);
    expect(writeRoutes.filter((route) => route.access === 'viewer').map(name).sort()).toEqual([
      'POST /api/admin/logout',
      'POST /api/admin/users/me/password',
    ]);
    expect(writeRoutes.filter((route) => route.access === 'owner').map(name).sort()).toEqual(['PATCH /api/admin/users/:id', 'POST /api/admin/users']);
  });

  for (const role of ['viewer', 'editor', 'owner'] as const) {
    it(`as ${role}: 403 below the route's role, through the door at or above it`, async () => {
      const outcomes: { route: string; status: number; message?: string }[] = [];
      const expected: typeof outcomes = [];
      let session = await newSessionOf(role);
      for (const route of writeRoutes) {
        const response = await gateway.app.inject({
          method: route.method,
          url: fill(route.path),
          payload: {},
          headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
        });
        if (route === gatewayRoutes.logout && response.statusCode === 204) session = await newSessionOf(role); // it ended
        const needed = route.access as StaffRole;
        const message = response.statusCode === 403 ? (response.json() as { message: string }).message : undefined;
        outcomes.push({ route: name(route), status: response.statusCode === 401 || response.statusCode === 403 ? response.statusCode : 0, message });
        expected.push(
          roleAllows(role, needed)
            ? { route: name(route), status: 0, message: undefined }
            : {
                route: name(route),
                status: 403,
                message: needed === 'owner' ? `Your role (${role}) cannot manage staff accounts` : `Your role (${role}) cannot change data`,
              },
        );
      }
      expect(outcomes).toEqual(expected);
    });
  }
});
