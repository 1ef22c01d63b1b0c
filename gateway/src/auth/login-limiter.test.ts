import { describe, expect, it } from 'vitest';
import { MemoryExpiringMap } from './expiring-map.js';
import { LoginLimiter, type Failures, type LoginLimits } from './login-limiter.js';

const limiterAt = (clock: () => number, limits: Partial<LoginLimits> = {}) => {
  const all = { perAddress: 3, perAccount: 100, site: 100, perDevice: 3, windowMs: 60_000, ...limits };
  return new LoginLimiter(new MemoryExpiringMap<Failures>(all.windowMs, clock), all, clock);
};
const unknown = (address: string, account = 'ann@example.com') => ({ address, account });

describe('sign-in attempts in a sliding window (docs/decisions.md, decision 14)', () => {
  it('lets an address try until it reaches the limit, then frees one place as each failure leaves the window', async () => {
    let now = 0;
    const limiter = limiterAt(() => now);
    for (const at of [0, 10_000, 20_000]) {
      now = at;
      expect(await limiter.reserve(unknown('1.2.3.4'))).toEqual({ allowed: true });
    }
    now = 45_000;
    expect(await limiter.reserve(unknown('1.2.3.4'))).toEqual({ allowed: false, scope: 'address', retryAfterSeconds: 15 });
    expect(await limiter.reserve(unknown('5.6.7.8'))).toEqual({ allowed: true });
    now = 60_000; // the first failure left the window, the other two have not
    expect(await limiter.reserve(unknown('1.2.3.4'))).toEqual({ allowed: true });
    expect(await limiter.reserve(unknown('1.2.3.4'))).toEqual({ allowed: false, scope: 'address', retryAfterSeconds: 10 });
  });

  it('holds failures across a window boundary: a fixed window would let twice the limit through', async () => {
    let now = 0;
    const limiter = limiterAt(() => now, { perAddress: 1000, site: 10 });
    now = 59_000;
    for (let i = 0; i < 10; i++) expect((await limiter.reserve(unknown(`a${i}`))).allowed).toBe(true);
    now = 61_000;
    expect(await limiter.reserve(unknown('b'))).toMatchObject({ allowed: false, scope: 'site', retryAfterSeconds: 58 });
  });

  it('counts attempts sent at once before any is judged: exactly the limit gets through', async () => {
    const limiter = limiterAt(Date.now, { perAddress: 5 });
    const gates = await Promise.all(Array.from({ length: 60 }, () => limiter.reserve(unknown('9.9.9.9'))));
    expect(gates.filter((gate) => gate.allowed)).toHaveLength(5);
  });

  it('a success gives back only its own attempt: the failures before it still count', async () => {
    const limiter = limiterAt(Date.now, { perAddress: 5 });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) await limiter.reserve(unknown('a', 'victim@example.com'));
      await limiter.reserve(unknown('a', 'me@example.com'));
      await limiter.succeeded(unknown('a', 'me@example.com'));
    }
    expect((await limiter.reserve(unknown('a', 'victim@example.com'))).allowed).toBe(true);
    expect(await limiter.reserve(unknown('a', 'victim@example.com'))).toMatchObject({ allowed: false, scope: 'address' });
  });

  it('limits one account from any number of addresses, and a refused attempt loses nothing elsewhere', async () => {
    const limiter = limiterAt(Date.now, { perAccount: 4 });
    for (const address of ['a', 'b', 'c', 'd']) expect((await limiter.reserve(unknown(address, 'Ann@Example.com'))).allowed).toBe(true);
    expect(await limiter.reserve(unknown('e', 'ann@example.com'))).toMatchObject({ allowed: false, scope: 'account' });
    for (let i = 0; i < 3; i++) expect((await limiter.reserve(unknown('e', 'bob@example.com'))).allowed).toBe(true);
  });

  it('counts a known device on its own: the site and the account at their limits do not hold it, and its success starts it afresh', async () => {
    const limiter = limiterAt(Date.now, { perAccount: 1, site: 1 });
    await limiter.reserve(unknown('x'));
    expect(await limiter.reserve(unknown('y'))).toMatchObject({ allowed: false });
    for (let i = 0; i < 3; i++) expect((await limiter.reserve({ device: 'd1' })).allowed).toBe(true);
    expect(await limiter.reserve({ device: 'd1' })).toMatchObject({ allowed: false, scope: 'device' });
    expect((await limiter.reserve({ device: 'd2' })).allowed).toBe(true);
    await limiter.succeeded({ device: 'd2' });
    expect(await limiter.reserve({ device: 'd1' })).toMatchObject({ allowed: false, scope: 'device' });
  });

  it('gives back an attempt never judged, in every count', async () => {
    const limiter = limiterAt(Date.now, { perAddress: 1, perAccount: 1, site: 1 });
    expect((await limiter.reserve(unknown('a'))).allowed).toBe(true);
    await limiter.withdraw(unknown('a'));
    expect((await limiter.reserve(unknown('b'))).allowed).toBe(true);
  });

  it('reads a count of an older shape as no count', async () => {
    const map = new MemoryExpiringMap<Failures>(60_000);
    await map.set('address:a', { count: 99, windowStart: Date.now() } as unknown as Failures);
    const limiter = new LoginLimiter(map, { perAddress: 1, perAccount: 1, site: 1, perDevice: 1, windowMs: 60_000 });
    expect((await limiter.reserve(unknown('a'))).allowed).toBe(true);
  });
});
