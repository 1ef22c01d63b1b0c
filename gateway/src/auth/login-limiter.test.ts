import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.js';

describe('failed-login limit per address', () => {
  it('lets an address try until it reaches the limit, then makes it wait out the window', () => {
    let now = 0;
    const limiter = new LoginLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterSeconds('1.2.3.4')).toBe(0);
      limiter.recordFailure('1.2.3.4');
    }
    expect(limiter.retryAfterSeconds('1.2.3.4')).toBe(60);
    expect(limiter.retryAfterSeconds('5.6.7.8')).toBe(0);
    now = 45_000;
    expect(limiter.retryAfterSeconds('1.2.3.4')).toBe(15);
    now = 60_000;
    expect(limiter.retryAfterSeconds('1.2.3.4')).toBe(0);
  });

  it('forgets the failures of an address that logs in', () => {
    const limiter = new LoginLimiter(2, 60_000);
    limiter.recordFailure('a');
    limiter.recordSuccess('a');
    limiter.recordFailure('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });
});
