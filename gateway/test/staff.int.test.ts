import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { useStaffDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';
import { closedUpstreams } from './support/closed-upstreams.js';

// Named staff accounts against a real PostgreSQL: sign-in by e-mail, the first owner,
// roles at the door, disabling, the last-owner rule and the per-account limit.
const firstOwnerPassword = 'the first owner password';
const logger = createLogger('silent');
let bus: EventBus;
let gateway: Gateway;

const staffDb = useStaffDatabase();

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  gateway = await createGateway({
    logger,
    bus,
    config: gatewayConfigSchema.parse({
      DATABASE_URL: staffDb.url,
      ...closedUpstreams,
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: firstOwnerPassword,
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_FAILURES_ACCOUNT: '4',
    }),
  });
});

afterAll(async () => {
  await gateway?.close();
  await bus?.close();
});

let address = 0;
/** Each sign-in from its own address, so the per-address limit of one test never blocks another. */
const nextAddress = () => `10.9.0.${++address}`;

interface Signed {
  cookie: string;
  csrfToken: string;
  user: { id: number; email: string; name: string; role: string };
}

async function signIn(payload: { email?: string; password: string }, app: FastifyInstance = gateway.app): Promise<Signed> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress: nextAddress() });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'admin_session')!;
  const body = response.json() as Omit<Signed, 'cookie'>;
  return { cookie: `admin_session=${cookie.value}`, ...body };
}

const asStaff = (who: Signed, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  gateway.app.inject({ method, url, payload, headers: { cookie: who.cookie, 'x-csrf-token': who.csrfToken } });

let counter = 0;
async function addStaff(owner: Signed, role: 'owner' | 'editor' | 'viewer', password = 'a staff password') {
  const email = `${role}${++counter}@example.com`;
  const response = await asStaff(owner, 'POST', '/api/admin/users', { email, name: `${role} ${counter}`, role, password });
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as { id: number; email: string }), password };
}

const firstOwner = () => signIn({ password: firstOwnerPassword });

describe('signing in', () => {
  it('made the first owner from ADMIN_EMAIL (lower-cased) and the password, at start', () => {
    expect(gateway.parts.firstOwnerCreated).toBe(true);
  });

  it('signs the first owner in by the password alone (earlier set-ups) and by e-mail in any case', async () => {
    const byPassword = await firstOwner();
    expect(byPassword.user).toEqual({ id: expect.any(Number), email: 'boss@example.com', name: 'Owner', role: 'owner' });
    const byEmail = await signIn({ email: 'BOSS@example.com', password: firstOwnerPassword });
    expect(byEmail.user.id).toBe(byPassword.user.id);
    const session = await gateway.app.inject({ url: '/api/admin/session', headers: { cookie: byEmail.cookie } });
    expect(session.json()).toEqual({ authenticated: true, csrfToken: byEmail.csrfToken, user: byEmail.user });
  });

  it('refuses a wrong password or an unknown e-mail alike, and a bad e-mail with 400', async () => {
    const wrong = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'boss@example.com', password: 'not it' }, remoteAddress: nextAddress() });
    expect(wrong.json()).toMatchObject({ statusCode: 401, message: 'Invalid e-mail or password' });
    const unknown = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'nobody@example.com', password: firstOwnerPassword }, remoteAddress: nextAddress() });
    expect(unknown.json()).toMatchObject({ statusCode: 401, message: 'Invalid e-mail or password' });
    const bad = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'not an address', password: 'x' }, remoteAddress: nextAddress() });
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'E-mail must be an address such as name@example.com' });
  });

  it("limits the failed sign-ins on one account from many addresses, and tells it's the account", async () => {
    const owner = await firstOwner();
    const target = await addStaff(owner, 'editor');
    for (let i = 0; i < 4; i++) {
      const guess = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: target.email, password: `guess ${i}` }, remoteAddress: nextAddress() });
      expect(guess.statusCode).toBe(401);
    }
    // Even the right password, from an address that never failed, waits out the window.
    const held = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: target.email, password: target.password }, remoteAddress: nextAddress() });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ message: expect.stringContaining('for this account') });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back.
    await firstOwner();
  });
});

describe('staff accounts (owner)', () => {
  it('adds, lists and refuses a duplicate e-mail (409), a bad e-mail and a short password (400)', async () => {
    const owner = await firstOwner();
    const viewer = await addStaff(owner, 'viewer');
    const list = await asStaff(owner, 'GET', '/api/admin/users');
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { items: { email: string; role: string }[] }).items;
    expect(listed).toContainEqual(expect.objectContaining({ email: viewer.email, role: 'viewer', disabled: false }));
    expect(JSON.stringify(listed)).not.toContain('argon2');

    const duplicate = await asStaff(owner, 'POST', '/api/admin/users', { email: viewer.email.toUpperCase(), name: 'Again', role: 'viewer', password: 'long enough' });
    expect(duplicate.json()).toMatchObject({ statusCode: 409, message: `A staff account with the e-mail ${viewer.email} already exists` });
    const badEmail = await asStaff(owner, 'POST', '/api/admin/users', { email: 'nope', name: 'N', role: 'viewer', password: 'long enough' });
    expect(badEmail.json()).toMatchObject({ statusCode: 400, message: 'E-mail must be an address such as name@example.com' });
    const short = await asStaff(owner, 'POST', '/api/admin/users', { email: 'short@example.com', name: 'S', role: 'viewer', password: 'short' });
    expect(short.json()).toMatchObject({ statusCode: 400, message: 'Password must be at least 8 characters' });
    const badRole = await asStaff(owner, 'POST', '/api/admin/users', { email: 'role@example.com', name: 'R', role: 'admin', password: 'long enough' });
    expect(badRole.json()).toMatchObject({ statusCode: 400, message: 'Role must be one of viewer, editor, owner' });
  });

  it('keeps staff administration to owners: an editor and a viewer get 403', async () => {
    const owner = await firstOwner();
    for (const role of ['editor', 'viewer'] as const) {
      const account = await addStaff(owner, role);
      const member = await signIn({ email: account.email, password: account.password });
      const list = await asStaff(member, 'GET', '/api/admin/users');
      expect(list.json()).toMatchObject({ statusCode: 403, message: `Your role (${role}) cannot manage staff accounts` });
    }
  });

  it("ends a disabled account's sessions at once, refuses its sign-in, and lets it back in when enabled", async () => {
    const owner = await firstOwner();
    const account = await addStaff(owner, 'editor');
    const member = await signIn({ email: account.email, password: account.password });
    expect((await asStaff(member, 'GET', '/api/admin/docs/openapi.json')).statusCode).toBe(200);

    expect((await asStaff(owner, 'PATCH', `/api/admin/users/${account.id}`, { disabled: true })).json()).toMatchObject({ disabled: true });
    const after = await asStaff(member, 'GET', '/api/admin/docs/openapi.json');
    expect(after.statusCode).toBe(401);
    expect((await gateway.app.inject({ url: '/api/admin/session', headers: { cookie: member.cookie } })).json()).toEqual({ authenticated: false });
    const again = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: account.email, password: account.password }, remoteAddress: nextAddress() });
    // Exactly as a wrong password answers: the answer never confirms that the password was right.
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ statusCode: 401, message: 'Invalid e-mail or password' });

    await asStaff(owner, 'PATCH', `/api/admin/users/${account.id}`, { disabled: false });
    await signIn({ email: account.email, password: account.password });
  });

  it("applies a role change to the account's open session at once", async () => {
    const owner = await firstOwner();
    const account = await addStaff(owner, 'viewer');
    const member = await signIn({ email: account.email, password: account.password });
    const refused = await asStaff(member, 'POST', '/api/cities', {});
    expect(refused.json()).toMatchObject({ statusCode: 403, message: 'Your role (viewer) cannot change data' });

    await asStaff(owner, 'PATCH', `/api/admin/users/${account.id}`, { role: 'editor' });
    const passed = await asStaff(member, 'POST', '/api/cities', {});
    expect(passed.statusCode).toBe(503); // through the door, to a cities service that is not there
    const session = await gateway.app.inject({ url: '/api/admin/session', headers: { cookie: member.cookie } });
    expect(session.json()).toMatchObject({ user: { role: 'editor' } });
  });

  it('never leaves no active owner: the last one cannot be demoted or disabled (409); with two, one can', async () => {
    const owner = await firstOwner();
    const demote = await asStaff(owner, 'PATCH', `/api/admin/users/${owner.user.id}`, { role: 'editor' });
    expect(demote.json()).toMatchObject({ statusCode: 409, message: expect.stringContaining('last active owner') });
    const disable = await asStaff(owner, 'PATCH', `/api/admin/users/${owner.user.id}`, { disabled: true });
    expect(disable.statusCode).toBe(409);

    const second = await addStaff(owner, 'owner');
    const demoted = await asStaff(owner, 'PATCH', `/api/admin/users/${second.id}`, { role: 'viewer' });
    expect(demoted.json()).toMatchObject({ role: 'viewer' });
    expect((await asStaff(owner, 'PATCH', `/api/admin/users/${owner.user.id}`, { role: 'viewer' })).statusCode).toBe(409);
    expect((await asStaff(owner, 'PATCH', '/api/admin/users/999999', { name: 'Ghost' })).json()).toMatchObject({ statusCode: 404 });
  });

  it("resets a password: the account's sessions end and the new password signs in", async () => {
    const owner = await firstOwner();
    const account = await addStaff(owner, 'viewer');
    const member = await signIn({ email: account.email, password: account.password });
    await asStaff(owner, 'PATCH', `/api/admin/users/${account.id}`, { password: 'a password reset by the owner' });
    expect((await asStaff(member, 'GET', '/api/admin/docs/openapi.json')).statusCode).toBe(401);
    await signIn({ email: account.email, password: 'a password reset by the owner' });
  });
});

describe('my own password (any member of staff)', () => {
  it('changes it with the current one, keeps this session and ends the others', async () => {
    const owner = await firstOwner();
    const account = await addStaff(owner, 'viewer');
    const here = await signIn({ email: account.email, password: account.password });
    const elsewhere = await signIn({ email: account.email, password: account.password });

    const wrong = await asStaff(here, 'POST', '/api/admin/users/me/password', { currentPassword: 'not mine', newPassword: 'my new password' });
    expect(wrong.json()).toMatchObject({ statusCode: 400, message: 'The current password is not right' });
    const short = await asStaff(here, 'POST', '/api/admin/users/me/password', { currentPassword: account.password, newPassword: 'short' });
    expect(short.json()).toMatchObject({ statusCode: 400, message: 'New password must be at least 8 characters' });

    const changed = await asStaff(here, 'POST', '/api/admin/users/me/password', { currentPassword: account.password, newPassword: 'my new password' });
    expect(changed.statusCode).toBe(204);
    expect((await asStaff(here, 'GET', '/api/admin/docs/openapi.json')).statusCode).toBe(200);
    expect((await asStaff(elsewhere, 'GET', '/api/admin/docs/openapi.json')).statusCode).toBe(401);
    await signIn({ email: account.email, password: 'my new password' });
  });
});

describe('a second start', () => {
  it('makes no first owner when one exists: the password the owner chose holds, not the settings', async () => {
    const owner = await firstOwner();
    const changed = await asStaff(owner, 'POST', '/api/admin/users/me/password', { currentPassword: firstOwnerPassword, newPassword: 'the owner chose this one' });
    expect(changed.statusCode).toBe(204);
    const again = await createGateway({
      logger,
      bus,
      config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, ...closedUpstreams, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: firstOwnerPassword }),
    });
    try {
      expect(again.parts.firstOwnerCreated).toBe(false);
      const old = await again.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: firstOwnerPassword }, remoteAddress: nextAddress() });
      expect(old.statusCode).toBe(401);
      await signIn({ password: 'the owner chose this one' }, again.app);
    } finally {
      await again.close();
    }
  });
});
