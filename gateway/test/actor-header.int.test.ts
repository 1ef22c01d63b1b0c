import type { IncomingHttpHeaders } from 'node:http';
import { actorHeaderName, actorHeaderValue, parseActorHeader } from '@local-seo/contracts';
import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { useStaffDatabase, useLocalServers } from '@local-seo/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';
import { upstreamNames } from '../src/routing/route-table.js';

/**
 * The actor header (packages/contracts/src/http/actor.ts) reaches a service only as
 * the gateway built it, from the session its door checked: a client's own copy never
 * passes, on a staff route (replaced by the real one) or a public one (dropped).
 */

const logger = createLogger('silent');
const password = 'actor header test password';
let bus: EventBus;
let gateway: Gateway;
const serve = useLocalServers();
/** The headers of each request that reached a service. */
const received: IncomingHttpHeaders[] = [];

async function recordingUpstream(): Promise<string> {
  return serve((request, response) => {
    received.push(request.headers);
    request.resume();
    // A stale write (If-Match "1") is refused as a service refuses it: 412, the current record and its ETag.
    const stale = request.method === 'PATCH' && request.headers['if-match'] === '"1"';
    request.on('end', () =>
      response
        .writeHead(stale ? 412 : 200, { 'content-type': 'application/json', etag: '"2"' })
        .end(stale ? JSON.stringify(staleAnswer) : request.method === 'GET' ? '[]' : '{}'),
    );
  });
}

const staleAnswer = { statusCode: 412, error: 'Precondition Failed', message: 'Changed since you loaded it', current: { id: 1, version: 2 } };

const staffDb = useStaffDatabase();
let session: { cookie: string; csrfToken: string; user: { id: number; email: string; name: string } };

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  const urls: Record<string, string> = {};
  for (const name of upstreamNames) urls[`${name.toUpperCase()}_URL`] = await recordingUpstream();
  gateway = await createGateway({ logger, bus, config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, ...urls, ADMIN_PASSWORD: password }) });
  const login = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password } });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.find((c) => c.name === 'admin_session')!;
  const { csrfToken, user } = login.json() as typeof session;
  session = { cookie: `admin_session=${cookie.value}`, csrfToken, user: { id: user.id, email: user.email, name: user.name } };
});

afterAll(async () => {
  await gateway?.close();
  await bus?.close();
});

beforeEach(() => {
  received.length = 0;
});

const forged = actorHeaderValue({ id: 999, email: 'forged@example.com', name: 'Someone Else' });

describe('the actor header', () => {
  it('names the signed-in member of staff on a staff write, whatever the client sent', async () => {
    const answer = await gateway.app.inject({
      method: 'PATCH',
      url: '/api/products/1',
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, [actorHeaderName]: forged },
      payload: { name: 'x' },
    });
    expect(answer.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(parseActorHeader(received[0]![actorHeaderName])).toEqual(session.user);
  });

  it('names the member of staff on a staff read too', async () => {
    await gateway.app.inject({ url: '/api/admin/cities', headers: { cookie: session.cookie } });
    expect(parseActorHeader(received[0]![actorHeaderName])?.email).toBe(gateway.parts.firstOwnerEmail);
  });

  it("never passes a client's own copy on a public route", async () => {
    const answer = await gateway.app.inject({ url: '/api/cities', headers: { [actorHeaderName]: forged } });
    expect(answer.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]![actorHeaderName]).toBeUndefined();
  });

  it("passes If-Match on, and a service's ETag and 412 with its body back", async () => {
    const headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'if-match': '"1"' };
    const answer = await gateway.app.inject({ method: 'PATCH', url: '/api/products/1', headers, payload: { name: 'x' } });
    expect(received[0]!['if-match']).toBe('"1"');
    expect(answer.statusCode).toBe(412);
    expect(answer.headers.etag).toBe('"2"');
    expect(answer.json()).toEqual(staleAnswer);
  });
});
