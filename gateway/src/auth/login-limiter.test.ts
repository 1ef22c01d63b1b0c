import { describe, expect, it } from 'vitest';
import { MemoryExpiringMap } from './expiring-map.js';
import { LoginLimiter, type Failures, type LoginLimits } from './login-limiter.js';

const limiterAt = (clock: () => number, limits: Partial<LoginLimits> = {}) => {
  const all = { perAddress: 3, site: 100, windowMs: 60_000, ...limits };
  return new LoginLimiter(new MemoryExpiringMap<Failures>(all.windowMs, clock), all, clock);
};

describe('sign-in attempts per address and for the site', () => {
  it('lets an address try until it reaches the limit, then makes it wait out the window', async () => {
    let now = 0;
    const limiter = limiterAt(() => now);
    for (let i = 0; i < 3; i++) expect(await limiter.reserve('1.2.3.4')).toEqual({ allowed: true });
    expect(await limiter.reserve('1.2.3.4')).toEqual({ allowed: false, scope: 'address', retryAfterSeconds: 60 });
    expect(await limiter.reserve('5.6.7.8')).toEqual({ allowed: true });
    now = 45_000;
    expect(await limiter.reserve('1.2.3.4')).toMatchObject({ allowed: false, retryAfterSeconds: 15 });
    now = 60_000;
    expect(await limiter.reserve('1.2.3.4')).toEqual({ allowed: true });
  });

  it('counts attempts sent at once before any is judged: exactly the limit gets through', async () => {
    const limiter = limiterAt(Date.now, { perAddress: 5 });
    const gates = await Promise.all(Array.from({ length: 60 }, () => limiter.reserve('9.9.9.9')));
    expect(gates.filter((gate) => gate.allowed)).toHaveLength(5);
  });

  it('holds every address back once the site as a whole reached its limit, and gives back what it refused', async () => {
    const limiter = limiterAt(Date.now, { perAddress: 3, site: 4 });
    for (const address of ['a', 'b', 'c', 'd']) expect((await limiter.reserve(address)).allowed).toBe(true);
    expect(await limiter.reserve('e')).toMatchObject({ allowed: false, scope: 'site' });
    // 'e' was refused by the site: it still has its own three attempts once the site has room.
    await limiter.succeeded('a');
    expect((await limiter.reserve('e')).allowed).toBe(true);
  });

  it('forgets the attempts of an address that signs in, and gives back an attempt never judged', async () => {
    const limiter = limiterAt(Date.now, { perAddress: 2 });
    await limiter.reserve('a');
    await limiter.reserve('a');
    await limiter.succeeded('a');
    expect((await limiter.reserve('a')).allowed).toBe(true);
    await limiter.withdraw('a');
    expect((await limiter.reserve('a')).allowed).toBe(true);
    expect((await limiter.reserve('a')).allowed).toBe(true);
    expect((await limiter.reserve('a')).allowed).toBe(false);
  });

  it('limits the attempts on one account from any number of addresses, and an account that signs in starts afresh', async () => {
    const limiter = limiterAt(Date.now, { perAddress: 3, perAccount: 4 });
    for (const address of ['a', 'b', 'c', 'd']) expect((await limiter.reserve(address, 'Ann@Example.com')).allowed).toBe(true);
    expect(await limiter.reserve('e', 'ann@example.com')).toMatchObject({ allowed: false, scope: 'account' });
    // Another account from the same new address is not held back, and 'e' lost nothing by the refusal.
    expect((await limiter.reserve('e', 'bob@example.com')).allowed).toBe(true);
    await limiter.succeeded('a', 'ann@example.com');
    expect((await limiter.reserve('e', 'ann@example.com')).allowed).toBe(true);
  });
});
