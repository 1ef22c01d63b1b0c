import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../src/index.js';
import { closedUpstreams } from './support/closed-upstreams.js';
import { useGatewayReplicas } from './support/gateway-replicas.js';

/**
 * Sign-in that attackers cannot turn against staff (docs/decisions.md, decision 14), on two gateway replicas
 * whose counts are shared in NATS KV, with the real argon2id checks and the default limits:
 * 5 failures per address and per known device, 10 per account, 100 for the site, in a
 * sliding window of 15 minutes.
 */

const ownerPassword = 'the owner password of these tests';
const replicas = useGatewayReplicas({ ...closedUpstreams, ADMIN_PASSWORD: ownerPassword });

afterEach(() => {
  vi.useRealTimers();
});

let lastAddress = 0;
/** A client address never used before in this file. */
const freshAddress = () => {
  lastAddress++;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

interface SignIn {
  email?: string;
  password: string;
  address?: string;
  device?: string;
  replica?: Gateway;
}

const signIn = ({ email, password, address = freshAddress(), device, replica = replicas.a }: SignIn) =>
  replica.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: email === undefined ? { password } : { email, password },
    remoteAddress: address,
    ...(device ? { cookies: { admin_device: device } } : {}),
  });

/** Signs in and answers the session (cookie, CSRF token) and the device cookie the browser now holds. */
async function signedIn(options: SignIn) {
  const response = await signIn(options);
  expect(response.statusCode, response.body).toBe(200);
  const session = response.cookies.find((c) => c.name === 'admin_session')!;
  const device = response.cookies.find((c) => c.name === 'admin_device')!;
  return { session: session.value, csrfToken: (response.json() as { csrfToken: string }).csrfToken, device: device.value, deviceCookie: device };
}

let accounts = 0;
/** A new account made by the first owner, with its e-mail and password. */
async function newAccount(role: 'owner' | 'editor' | 'viewer' = 'editor') {
  const owner = await signedIn({ password: ownerPassword });
  const email = `member${++accounts}@example.com`;
  const password = `password of member ${accounts}`;
  const made = await replicas.a.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    payload: { email, name: `Member ${accounts}`, role, password },
    cookies: { admin_session: owner.session },
    headers: { 'x-csrf-token': owner.csrfToken },
  });
  expect(made.statusCode, made.body).toBe(201);
  return { email, password };
}

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;
const minute = 60_000;

describe('the device cookie', () => {
  it('is given at a correct sign-in: HttpOnly, SameSite=Strict, on /api/admin, for months, naming the account; Secure over https', async () => {
    const { deviceCookie } = await signedIn({ password: ownerPassword });
    expect(deviceCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(deviceCookie.secure).toBeFalsy(); // plain http here
    expect(deviceCookie.maxAge).toBeGreaterThanOrEqual(90 * 24 * 60 * 60);
    expect(Buffer.from(deviceCookie.value.split('.')[0]!, 'base64url').toString()).toBe(replicas.a.parts.firstOwnerEmail);
  });

  it('of one account, or forged, or changed, counts as no device: the account is then limited as from anywhere', async () => {
    const mine = await newAccount();
    const victim = await newAccount();
    const { device } = await signedIn({ email: mine.email, password: mine.password });
    const [email, id, issued, signature] = device.split('.') as [string, string, string, string];
    const forged = `${Buffer.from(victim.email).toString('base64url')}.${id}.${issued}.${signature}`;
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await signIn({ email: victim.email, password: `guess ${i}`, device: i % 2 ? device : forged }));
    expect(statuses(answers)).toEqual([...Array(10).fill(401), 429, 429]);
    expect(answers[11]!.json()).toMatchObject({ message: expect.stringMatching(/^Too many failed login attempts for this account/) });
    expect(email).toBe(Buffer.from(mine.email).toString('base64url'));
  });
});

describe('staff cannot be locked out', () => {
  it('a known device signs in after the account was locked by failures from many addresses, on the other replica too', async () => {
    const member = await newAccount();
    const { device } = await signedIn({ email: member.email, password: member.password, replica: replicas.a });
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn({ email: member.email, password: `guess ${i}`, replica: i % 2 ? replicas.a : replicas.b })));
    expect(count(statuses(guesses), 401)).toBe(10);
    expect(count(statuses(guesses), 429)).toBe(30);
    // The right password from a browser that never signed in to the account waits like the guesses...
    expect((await signIn({ email: member.email, password: member.password })).statusCode).toBe(429);
    // ...but from the staff member's own browser, from any address and replica, it signs in.
    expect((await signIn({ email: member.email, password: member.password, device, replica: replicas.b })).statusCode).toBe(200);
  });

  it("a known device's own failures are limited on their own, and a success elsewhere does not reset them", async () => {
    const member = await newAccount();
    const laptop = (await signedIn({ email: member.email, password: member.password })).device;
    const phone = (await signedIn({ email: member.email, password: member.password })).device;
    for (let i = 0; i < 4; i++) expect((await signIn({ email: member.email, password: 'typo', device: laptop })).statusCode).toBe(401);
    const phoneAgain = await signIn({ email: member.email, password: member.password, device: phone });
    expect(phoneAgain.statusCode).toBe(200);
    expect((await signIn({ email: member.email, password: 'typo', device: laptop })).statusCode).toBe(401);
    const held = await signIn({ email: member.email, password: member.password, device: laptop });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ message: expect.stringMatching(/^Too many failed login attempts from this browser/) });
    // The phone is another device: its count started afresh at its success.
    expect((await signIn({ email: member.email, password: member.password, device: phoneAgain.cookies.find((c) => c.name === 'admin_device')!.value })).statusCode).toBe(200);
  });

  it("a correct sign-in of one's own account does not reset the address's count of guesses on another", async () => {
    const mine = await newAccount();
    const victim = await newAccount();
    const address = freshAddress();
    const answers: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4 && answers.length < 12; i++) answers.push((await signIn({ email: victim.email, password: `guess ${round}.${i}`, address })).statusCode);
      expect((await signIn({ email: mine.email, password: mine.password, address })).statusCode).not.toBe(401);
    }
    // 5 guesses per address in the window, whatever successes come between.
    expect(count(answers, 401)).toBe(5);
    expect(count(answers, 429)).toBe(answers.length - 5);
  });
});

describe('guessing stays bounded', () => {
  it('an attacker gets 10 guesses per account per 15 minutes from any number of addresses, 40 per hour, and the window slides', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const victim = await newAccount();
    const start = Date.now();
    const judged: number[] = [];
    // Every 30 s for an hour, 12 guesses from 12 new addresses: 1,440 guesses.
    for (let step = 0; step < 120; step++) {
      vi.setSystemTime(start + step * 30_000);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn({ email: victim.email, password: `guess ${step}.${i}` })));
      expect(statuses(answers).every((s) => s === 401 || s === 429)).toBe(true);
      judged.push(count(statuses(answers), 401));
    }
    expect(judged.reduce((a, b) => a + b, 0)).toBe(40);
    // In every 15 minutes (30 steps), never more than 10.
    for (let from = 0; from + 30 <= judged.length; from++) expect(judged.slice(from, from + 30).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10);
  });

  it('across a boundary: failures just before a fixed window would have ended still count just after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const victim = await newAccount();
    const start = Date.now();
    expect((await signIn({ email: victim.email, password: 'first guess' })).statusCode).toBe(401); // would start a fixed window
    vi.setSystemTime(start + 14 * minute);
    const before = await Promise.all(Array.from({ length: 9 }, (_, i) => signIn({ email: victim.email, password: `guess ${i}` })));
    expect(count(statuses(before), 401)).toBe(9);
    vi.setSystemTime(start + 16 * minute); // past where a fixed window starting at the first guess would have reset
    // Only the first guess left the window: one more place, where a fixed window would have given ten.
    expect((await signIn({ email: victim.email, password: 'one more' })).statusCode).toBe(401);
    const after = await signIn({ email: victim.email, password: 'and another' });
    expect(after.statusCode).toBe(429);
    // Until the nine guesses of minute 14 leave the window: about 13 minutes.
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(12 * 60);
    expect(Number(after.headers['retry-after'])).toBeLessThanOrEqual(13 * 60 + 1);
    vi.setSystemTime(start + 29 * minute + 1_000); // the nine left the window
    expect((await signIn({ email: victim.email, password: victim.password })).statusCode).toBe(200);
  });
});

describe('password work cannot starve sign-in', () => {
  it("a viewer's parallel wrong current passwords: one at a time, 5 judged per window, and correct sign-ins meanwhile never answer 503", async () => {
    const viewer = await newAccount('viewer');
    const session = await signedIn({ email: viewer.email, password: viewer.password });
    const change = () =>
      replicas.a.app.inject({
        method: 'POST',
        url: '/api/admin/users/me/password',
        payload: { currentPassword: `not it ${Math.random()}`, newPassword: 'a brand new password' },
        cookies: { admin_session: session.session },
        headers: { 'x-csrf-token': session.csrfToken },
      });
    const changes: { statusCode: number; body: string }[] = [];
    const loops = Array.from({ length: 12 }, async () => {
      for (let i = 0; i < 10; i++) changes.push(await change());
    });
    const signIns = Array.from({ length: 6 }, () => signIn({ password: ownerPassword }));
    await Promise.all(loops);
    expect(statuses(await Promise.all(signIns))).toEqual(Array(6).fill(200));
    const changeStatuses = statuses(changes);
    expect(count(changeStatuses, 400)).toBe(5);
    expect(count(changeStatuses, 429)).toBe(changes.length - 5);
    const messages = new Set(changes.filter((c) => c.statusCode === 429).map((c) => (JSON.parse(c.body) as { message: string }).message.replace(/\d+/g, 'N')));
    expect(messages).toContain('A password change of this session is already under way: wait for its answer, then try again');
    expect(messages).toContain('Too many wrong current passwords for this account. Try again in N minute(s).');
    // Its own sign-in is not held by them: the count is the password change's own.
    expect((await signIn({ email: viewer.email, password: viewer.password })).statusCode).toBe(200);
  });
});

describe('a site-wide flood', () => {
  it('holds unknown devices once 100 failures came from many addresses, never a known device', async () => {
    const member = await newAccount();
    const { device } = await signedIn({ email: member.email, password: member.password });
    const flood: number[] = [];
    for (let batch = 0; batch < 12; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signIn({ email: `nobody${batch}.${i}@example.com`, password: 'guess', replica: i % 2 ? replicas.a : replicas.b })),
      );
      flood.push(...statuses(answers));
    }
    expect(count(flood, 401)).toBeLessThanOrEqual(100);
    expect(count(flood, 429)).toBeGreaterThanOrEqual(20);
    const unknown = await signIn({ email: member.email, password: member.password });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toMatchObject({ message: expect.stringMatching(/^Too many failed login attempts on this site just now/) });
    expect((await signIn({ email: member.email, password: member.password, device, replica: replicas.b })).statusCode).toBe(200);
  });
});
