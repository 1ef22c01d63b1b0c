import { describe, expect, it } from 'vitest';
import { etagOf, VersionedCache, type Loaded } from './versioned-cache.js';

/** A load whose answer the test releases when it wants, counting calls. */
function controlledLoad<T>() {
  let calls = 0;
  const waiting: ((loaded: Loaded<T>) => void)[] = [];
  return {
    load: () => {
      calls += 1;
      return new Promise<Loaded<T>>((resolve) => waiting.push(resolve));
    },
    release: (loaded: Loaded<T>) => waiting.shift()!(loaded),
    calls: () => calls,
  };
}

const answer = <T>(value: T, ttlMs = 1000) => async (): Promise<Loaded<T>> => ({ value, ttlMs });

describe('VersionedCache', () => {
  it('answers the JSON text and an etag that only changes with the text', async () => {
    const cache = new VersionedCache<{ name: string }>({ maxEntries: 10 });
    const first = await cache.get('a', answer({ name: 'Barrie' }));
    expect(first).toEqual({ data: { name: 'Barrie' }, body: '{"name":"Barrie"}', etag: etagOf('{"name":"Barrie"}') });
    expect(etagOf('{"name":"Barrie"}')).toMatch(/^"[\w-]+"$/);
    expect(etagOf('{"name":"Guelph"}')).not.toBe(first!.etag);
  });

  it('serves a kept answer until it expires, then loads again', async () => {
    let now = 0;
    const cache = new VersionedCache<number>({ maxEntries: 10, now: () => now });
    let loads = 0;
    const load = async () => ({ value: ++loads, ttlMs: 100 });
    expect((await cache.get('a', load))!.data).toBe(1);
    now = 99;
    expect((await cache.get('a', load))!.data).toBe(1);
    now = 100;
    expect((await cache.get('a', load))!.data).toBe(2);
  });

  it('keeps no answer for null (not found) or a zero lifetime', async () => {
    const cache = new VersionedCache<number>({ maxEntries: 10 });
    expect(await cache.get('missing', async () => ({ value: null, ttlMs: 1000 }))).toBeNull();
    await cache.get('brief', answer(1, 0));
    expect(cache.size).toBe(0);
  });

  it('forgets the least recently used answer beyond its bound', async () => {
    const cache = new VersionedCache<string>({ maxEntries: 2 });
    await cache.get('a', answer('a'));
    await cache.get('b', answer('b'));
    await cache.get('a', answer('never loaded')); // a is now the most recent
    await cache.get('c', answer('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', answer('reloaded')))!.data).toBe('a');
    expect((await cache.get('b', answer('reloaded')))!.data).toBe('reloaded');
  });

  it('gives concurrent misses of one key a single load (no stampede)', async () => {
    const cache = new VersionedCache<string>({ maxEntries: 10 });
    const loader = controlledLoad<string>();
    const all = Promise.all(Array.from({ length: 50 }, () => cache.get('a', loader.load)));
    loader.release({ value: 'page', ttlMs: 1000 });
    const answers = await all;
    expect(loader.calls()).toBe(1);
    expect(new Set(answers.map((a) => a!.data))).toEqual(new Set(['page']));
  });

  it('drops what an invalidation picks, and keeps the rest', async () => {
    const cache = new VersionedCache<{ id: number }>({ maxEntries: 10 });
    await cache.get('a', answer({ id: 1 }));
    await cache.get('b', answer({ id: 2 }));
    cache.invalidate((_key, value) => value.id === 2);
    expect((await cache.get('a', answer({ id: 99 })))!.data.id).toBe(1);
    expect((await cache.get('b', answer({ id: 99 })))!.data.id).toBe(99);
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('neither keeps nor lets later callers join a load that began before an invalidation', async () => {
    const cache = new VersionedCache<string>({ maxEntries: 10 });
    const before = controlledLoad<string>();
    const stale = cache.get('a', before.load);
    cache.invalidate();
    const fresh = cache.get('a', answer('after the change'));
    before.release({ value: 'before the change', ttlMs: 1000 });
    expect((await stale)!.data).toBe('before the change'); // its own caller still gets an answer
    expect((await fresh)!.data).toBe('after the change');
    expect((await cache.get('a', answer('reloaded')))!.data).toBe('after the change');
  });
});
