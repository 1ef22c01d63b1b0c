import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 1000;
    const cache = new TtlCache<string>(60_000, 10, () => now);
    cache.set('a', 'Alpha Landscaping');
    now += 59_999;
    expect(cache.get('a')).toBe('Alpha Landscaping');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new TtlCache<number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('starts the time again when an entry is set again', () => {
    let now = 0;
    const cache = new TtlCache<number>(100, 10, () => now);
    cache.set('a', 1);
    now = 90;
    cache.set('a', 2);
    now = 150;
    expect(cache.get('a')).toBe(2);
  });
});
