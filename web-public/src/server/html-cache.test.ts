import { describe, expect, it } from 'vitest';
import { HtmlCache, type CachedPage } from './html-cache';

const page = (text: string): CachedPage => ({
  status: 200,
  headers: {},
  body: Buffer.from(text),
  br: Buffer.alloc(0),
  gzip: Buffer.alloc(0),
});

describe('the rendered-page cache', () => {
  it('answers a page only for the version of the data it was rendered from', () => {
    const cache = new HtmlCache(10);
    cache.set('/toronto', 'etag-1', page('one'));
    expect(cache.get('/toronto', 'etag-1')?.body.toString()).toBe('one');
    expect(cache.get('/toronto', 'etag-2')).toBeUndefined();
  });

  it('replaces a page when its data changes, keeping one entry per path', () => {
    const cache = new HtmlCache(10);
    cache.set('/toronto', 'etag-1', page('one'));
    cache.set('/toronto', 'etag-2', page('two'));
    expect(cache.size).toBe(1);
    expect(cache.get('/toronto', 'etag-2')?.body.toString()).toBe('two');
  });

  it('forgets the least recently used page beyond its bound', () => {
    const cache = new HtmlCache(2);
    cache.set('/a', 'v', page('a'));
    cache.set('/b', 'v', page('b'));
    cache.get('/a', 'v');
    cache.set('/c', 'v', page('c'));
    expect(cache.get('/b', 'v')).toBeUndefined();
    expect(cache.get('/a', 'v')).toBeDefined();
    expect(cache.get('/c', 'v')).toBeDefined();
  });
});
