import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { expectAnswers } from '@local-seo/testing/examples';
import { describe, expect, it } from 'vitest';
import { compress, encodingNegotiator, negotiate } from './compression';
import { FinishedPage, PageCache } from './page-cache';

describe('choosing an encoding', () => {
  it('takes the best the client accepts, brotli first on a tie, identity when nothing else is', () => {
    expectAnswers(negotiate, {
      br: ['gzip, deflate, br', '*'],
      gzip: ['gzip', 'br;q=0.5, gzip;q=0.8', 'GZIP ; q=1'],
      identity: ['gzip;q=0, br;q=0', 'deflate', undefined],
    });
  });

  it('remembers a bounded number of headers, answering the same', () => {
    const choose = encodingNegotiator(2);
    expect(['gzip', 'br', 'deflate', 'gzip'].map((header) => choose(header))).toEqual(['gzip', 'br', 'identity', 'gzip']);
  });
});

describe('a finished page', () => {
  it('is compressed once per encoding, when first asked for, and decompresses to its body', async () => {
    const page = new FinishedPage(200, { etag: '"1"' }, Buffer.from('<p>hello</p>'.repeat(500)));
    expect(page.bodyIn('gzip')).toBeUndefined();
    const [a, b] = await Promise.all([page.encode('gzip'), page.encode('gzip')]);
    expect(a).toBe(b);
    expect(page.bodyIn('gzip')).toBe(a);
    expect(gunzipSync(a).equals(page.body)).toBe(true);
    expect(brotliDecompressSync(await page.encode('br')).equals(page.body)).toBe(true);
    expect(page.encodings.sort()).toEqual(['br', 'gzip']);
    expect(page.bytes).toBe(page.body.length + a.length + page.bodyIn('br')!.length);
    expect((await compress(Buffer.from('x'), 'gzip')).length).toBeGreaterThan(0);
  });
});

describe('the page cache', () => {
  const entry = (status: number, bytes = 10, expiresAt = Infinity) => ({
    page: new FinishedPage(status, {}, Buffer.alloc(bytes)),
    version: 'v',
    depends: { kind: 'none' as const },
    live: status === 200,
    degraded: false,
    checkAt: Infinity,
    expiresAt,
  });

  it('bounds live pages by count and bytes, and other answers apart, so unknown addresses and redirects never push out a page', () => {
    const cache = new PageCache({ maxPages: 3, maxOthers: 2, maxBytes: 25 });
    cache.set('/a', entry(200));
    cache.set('/b', entry(200));
    for (const slug of ['x', 'y', 'z']) cache.set(`/${slug}`, entry(404));
    for (const slug of ['r', 's']) cache.set(`/${slug}//z`, entry(307, 0));
    expect(cache.size).toEqual({ pages: 2, others: 2, bytes: 20 });
    expect(cache.get('/r//z')).toBeDefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/x')).toBeUndefined();
    cache.set('/c', entry(200));
    expect(cache.size.pages).toBe(2); // 30 bytes > 25: the oldest went
    expect(cache.get('/a')).toBeUndefined();
  });

  it('forgets an entry once it expired', () => {
    const cache = new PageCache({ maxPages: 3, maxOthers: 2, maxBytes: 100 });
    cache.set('/gone', entry(404, 1, 1000));
    expect(cache.get('/gone', 999)).toBeDefined();
    expect(cache.get('/gone', 1000)).toBeUndefined();
    expect(cache.size.others).toBe(0);
  });
});
