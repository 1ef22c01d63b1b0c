import { describe, expect, it } from 'vitest';
import { backoffDelayMs, isRetryableStatus, maxBackoffMs } from './backoff.js';

describe('backoffDelayMs', () => {
  it('doubles from the base with at most 20 % jitter either way', () => {
    expect(backoffDelayMs(1, 1000, null, () => 0.5)).toBe(1000);
    expect(backoffDelayMs(2, 1000, null, () => 0.5)).toBe(2000);
    expect(backoffDelayMs(3, 1000, null, () => 0.5)).toBe(4000);
    expect(backoffDelayMs(3, 1000, null, () => 0)).toBe(3200);
    expect(backoffDelayMs(3, 1000, null, () => 1)).toBe(4800);
  });

  it('follows Retry-After in seconds, and never waits longer than the cap', () => {
    expect(backoffDelayMs(1, 1000, '7')).toBe(7000);
    expect(backoffDelayMs(1, 1000, '3600')).toBe(maxBackoffMs);
    expect(backoffDelayMs(30, 1000, 'soon', () => 1)).toBe(maxBackoffMs);
  });
});

describe('isRetryableStatus', () => {
  it('retries 429 and 5xx only', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404].some(isRetryableStatus)).toBe(false);
  });
});
