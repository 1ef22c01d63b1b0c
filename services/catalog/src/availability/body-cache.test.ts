import { describe, expect, it } from 'vitest';
import { ListingBodyCache } from './body-cache.js';

const body = (size: number) => Buffer.alloc(size, 'x');

/** Which of these city bodies (city id and hash) the cache still answers, asked in this order. */
const answered = (cache: ListingBodyCache, ...keys: [number, string][]) => keys.filter(([city, hash]) => cache.get(city, hash) !== undefined);

describe('ListingBodyCache', () => {
  it('answers a body only for the hash it was stored with', () => {
    const cache = new ListingBodyCache(100);
    cache.set(1, 'aaa', body(10));
    expect(cache.get(1, 'aaa')?.length).toBe(10);
    expect(answered(cache, [1, 'bbb'], [2, 'aaa'])).toEqual([]);
  });

  it('drops the least recently used bodies past its size', () => {
    const cache = new ListingBodyCache(100);
    cache.set(1, 'a', body(40));
    cache.set(2, 'b', body(40));
    cache.get(1, 'a'); // 1 is now the most recently used
    cache.set(3, 'c', body(40));
    expect(answered(cache, [2, 'b'], [1, 'a'], [3, 'c'])).toEqual([[1, 'a'], [3, 'c']]);
  });

  it('replaces a city body and never keeps one larger than the whole cache', () => {
    const cache = new ListingBodyCache(100);
    cache.set(1, 'a', body(60));
    cache.set(1, 'b', body(60));
    expect(answered(cache, [1, 'a'], [1, 'b'])).toEqual([[1, 'b']]);
    cache.set(2, 'c', body(101));
    expect(cache.get(2, 'c')).toBeUndefined();
  });
});
