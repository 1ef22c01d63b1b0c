import { staffAccountChanged, type EventEnvelope } from '@local-seo/contracts';
import { createLogger, createNatsBus, type EventBus } from '@local-seo/service-kit';
import { deleteStreams, isolatedStream, natsUrl, useStaffDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';
import { closedUpstreams } from './support/closed-upstreams.js';

/**
 * The gateway's own changes are events too, for the audit trail: each change of a staff account
 * (added, renamed, role changed, disabled, enabled, password reset, own password changed)
 * publishes gateway.staff.changed through the gateway's outbox, on NATS JetStream, with the
 * member of staff who made it and the request's id in the envelope, and a summary without
 * any password. A change refused (the last owner) publishes nothing.
 */
const password = 'the staff events password';
const logger = createLogger('silent');
const stream = isolatedStream();
let bus: EventBus;
let gateway: Gateway;
const heard: EventEnvelope[] = [];

const staffDb = useStaffDatabase();

beforeAll(async () => {
  bus = await createNatsBus({ servers: natsUrl(), ...stream });
  await bus.watch([staffAccountChanged.type], (event) => heard.push(event));
  gateway = await createGateway({
    logger,
    bus,
    config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, ...closedUpstreams, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: password }),
  });
  // Listening starts its outbox relay, as for every service.
  await gateway.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);

afterAll(async () => {
  await gateway?.close();
  await bus?.close();
  await deleteStreams(natsUrl(), stream.streamName);
});

interface Signed {
  cookie: string;
  csrfToken: string;
  user: { id: number; email: string };
}

let address = 0;
async function signIn(payload: { email?: string; password: string }): Promise<Signed> {
  const response = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress: `10.19.0.${++address}` });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'admin_session')!;
  return { cookie: `admin_session=${cookie.value}`, ...(response.json() as Omit<Signed, 'cookie'>) };
}

const asStaff = (who: Signed, method: 'POST' | 'PATCH', url: string, payload: object) =>
  gateway.app.inject({ method, url, payload, headers: { cookie: who.cookie, 'x-csrf-token': who.csrfToken } });

/** The staff event a request published: the one that carries its request id. */
async function eventOf(response: { headers: Record<string, unknown> }) {
  const requestId = response.headers['x-request-id'];
  expect(requestId).toEqual(expect.any(String));
  return vi.waitFor(
    () => {
      const event = heard.find((e) => e.requestId === requestId);
      expect(event, `an event of request ${String(requestId)}`).toBeDefined();
      return staffAccountChanged.parse(event);
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('a change of a staff account', () => {
  it('publishes who made it, what it did and the fields before and after, never a password', async () => {
    const owner = await signIn({ password });
    const actor = { id: owner.user.id, email: 'owner@example.com', name: 'Owner' };

    const added = await asStaff(owner, 'POST', '/api/admin/users', { email: 'Ed@Example.com', name: 'Ed', role: 'editor', password: 'a secret password' });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as { id: number };
    const created = await eventOf(added);
    expect(created).toMatchObject({
      source: 'gateway',
      actor,
      data: { staffId: id, changes: ['created'], summary: { name: 'ed@example.com', after: { email: 'ed@example.com', name: 'Ed', role: 'editor', disabled: false } } },
    });

    const promoted = await asStaff(owner, 'PATCH', `/api/admin/users/${id}`, { role: 'owner' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await eventOf(promoted)).data).toEqual({
      staffId: id,
      changes: ['role changed'],
      summary: { name: 'ed@example.com', before: { role: 'editor' }, after: { role: 'owner' } },
    });

    const disabled = await asStaff(owner, 'PATCH', `/api/admin/users/${id}`, { disabled: true, role: 'viewer' });
    expect((await eventOf(disabled)).data).toMatchObject({
      changes: ['role changed', 'disabled'],
      summary: { before: { role: 'owner', disabled: false }, after: { role: 'viewer', disabled: true } },
    });
    const enabled = await asStaff(owner, 'PATCH', `/api/admin/users/${id}`, { disabled: false });
    expect((await eventOf(enabled)).data).toMatchObject({ changes: ['enabled'] });

    const reset = await asStaff(owner, 'PATCH', `/api/admin/users/${id}`, { password: 'a new secret password' });
    expect(reset.statusCode, reset.body).toBe(200);
    const resetEvent = await eventOf(reset);
    expect(resetEvent.data).toEqual({ staffId: id, changes: ['password reset'], summary: { name: 'ed@example.com' } });

    // The holder changes their own password: they are the actor.
    const ed = await signIn({ email: 'ed@example.com', password: 'a new secret password' });
    const own = await asStaff(ed, 'POST', '/api/admin/users/me/password', { currentPassword: 'a new secret password', newPassword: 'my very own password' });
    expect(own.statusCode, own.body).toBe(204);
    const ownEvent = await eventOf(own);
    expect(ownEvent).toMatchObject({ actor: { id, email: 'ed@example.com' }, data: { changes: ['password changed'] } });

    const everything = JSON.stringify(heard);
    for (const secret of ['a secret password', 'a new secret password', 'my very own password', '$argon2']) expect(everything).not.toContain(secret);
  });

  it('publishes nothing for a change refused or a change to nothing', async () => {
    const owner = await signIn({ password });
    const before = heard.length;
    const demoteLast = await asStaff(owner, 'PATCH', `/api/admin/users/${owner.user.id}`, { role: 'viewer' });
    expect(demoteLast.statusCode).toBe(409);
    const same = await asStaff(owner, 'PATCH', `/api/admin/users/${owner.user.id}`, { role: 'owner' });
    expect(same.statusCode).toBe(200);
    // A later change's event arrives, and those two's never did.
    const renamed = await asStaff(owner, 'PATCH', `/api/admin/users/${owner.user.id}`, { name: 'The Owner' });
    expect((await eventOf(renamed)).data).toMatchObject({ changes: ['renamed'], summary: { before: { name: 'Owner' }, after: { name: 'The Owner' } } });
    expect(heard.slice(before).map((event) => event.requestId)).toEqual([renamed.headers['x-request-id']]);
  });
});
