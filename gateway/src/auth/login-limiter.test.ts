import { describe, expect, it } from 'vitest';
import { MemoryExpiringMap } from './expiring-map.js';
import { LoginLimiter, type Failures } from './login-limiter.js';

const limiterAt = (clock: () => number, max: number, windowMs: number) =>
  new LoginLimiter(new MemoryExpiringMap<Failures>(windowMs, clock), max, windowMs, clock);

describe('failed-login limit per address', () => {
  it('lets an address try until it reaches the limit, then makes it wait out the window', async () => {
    let now = 0;
    const limiter = limiterAt(() => now, 3, 60_000);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.retryAfterSeconds('1.2.3.4')).toBe(0);
      await limiter.recordFailure('1.2.3.4');
    }
    expect(await limiter.retryAfterSeconds('1.2.3.4')).toBe(60);
    expect(await limiter.retryAfterSeconds('5.6.7.8')).toBe(0);
    now = 45_000;
    expect(await limiter.retryAfterSeconds('1.2.3.4')).toBe(15);
    now = 60_000;
    expect(await limiter.retryAfterSeconds('1.2.3.4')).toBe(0);
  });

  it('starts a new window after the old one ends, even if the entry is still stored', async () => {
    let now = 0;
    const limiter = new LoginLimiter(new MemoryExpiringMap<Failures>(10 * 60_000, () => now), 2, 60_000, () => now);
    await limiter.recordFailure('a');
    now = 59_000;
    await limiter.recordFailure('a');
    expect(await limiter.retryAfterSeconds('a')).toBe(1);
    now = 61_000;
    await limiter.recordFailure('a');
    expect(await limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('forgets the failures of an address that logs in', async () => {
    const limiter = limiterAt(Date.now, 2, 60_000);
    await limiter.recordFailure('a');
    await limiter.recordSuccess('a');
    await limiter.recordFailure('a');
    expect(await limiter.retryAfterSeconds('a')).toBe(0);
  });
});
