import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecentLookups } from './recent-lookups.js';

describe('createRecentLookups', () => {
  afterEach(() => vi.useRealTimers());

  it('remembers a value until it expires', () => {
    vi.useFakeTimers();
    const lookups = createRecentLookups<number>(2000);
    lookups.set('barrie', 1);
    vi.advanceTimersByTime(1999);
    expect(lookups.get('barrie')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(lookups.get('barrie')).toBeUndefined();
  });

  it('forgets everything on clear, and stays within its size', () => {
    const lookups = createRecentLookups<number>(60_000, 2);
    lookups.set('a', 1);
    lookups.clear();
    expect(lookups.get('a')).toBeUndefined();
    lookups.set('a', 1);
    lookups.set('b', 2);
    lookups.set('c', 3);
    expect([lookups.get('a'), lookups.get('b'), lookups.get('c')]).toEqual([undefined, undefined, 3]);
  });
});
