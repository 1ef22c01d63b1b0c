import { describe, expect, it } from 'vitest';
import { closestPages, estimatedSimilarity, jaccard, minHashSignature, pageSignature, shingleHashes } from './near-duplicates.js';
import { mainContentWords } from './page-text.js';

/** A deterministic stream of words from a small vocabulary (a linear congruential generator). */
function wordsFrom(seed: number, count: number): string[] {
  const vocabulary = ['gravel', 'topsoil', 'mulch', 'delivery', 'stone', 'sand', 'yard', 'bulk', 'patio', 'garden', 'load', 'truck', 'local', 'order', 'river', 'rock', 'clay', 'pine', 'cedar', 'lawn'];
  let state = seed >>> 0;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return vocabulary[state % vocabulary.length]!;
  });
}

/** A copy of `words` with every `every`-th word replaced by a word of its own. */
const withChanges = (words: string[], every: number, tag: string) => words.map((word, i) => (i % every === 0 ? `${tag}${i}` : word));

describe('shingles and MinHash', () => {
  it('makes the distinct word 5-grams of a text, none for fewer than five words', () => {
    expect(shingleHashes('a b c d e f'.split(' '))).toHaveLength(2);
    expect(shingleHashes('a b c d e a b c d e'.split(' '))).toHaveLength(5);
    expect(shingleHashes('a b c d'.split(' '))).toHaveLength(0);
    expect(pageSignature('only four words here'.split(' '))).toBeNull();
  });

  it('gives the same signature for the same text on every run', () => {
    const words = wordsFrom(7, 300);
    expect(Array.from(pageSignature(words)!)).toEqual(Array.from(pageSignature([...words])!));
  });

  it('estimates the Jaccard similarity of known texts closely', () => {
    const base = wordsFrom(1, 2000);
    for (const every of [3, 8, 20, 60]) {
      const a = shingleHashes(base);
      const b = shingleHashes(withChanges(base, every, 'x'));
      const exact = jaccard(a, b);
      const estimate = estimatedSimilarity(minHashSignature(a), minHashSignature(b));
      // 128 hashes: the estimate's standard error is at most 0.044.
      expect(Math.abs(estimate - exact), `one word in ${every} changed: exact ${exact}, estimated ${estimate}`).toBeLessThan(0.12);
    }
    expect(estimatedSimilarity(minHashSignature(shingleHashes(base)), minHashSignature(shingleHashes(wordsFrom(99, 2000))))).toBeLessThan(0.15);
  });
});

describe('the closest page of each page (LSH candidates)', () => {
  // City pages: one template, each city's name through it and a paragraph of its own.
  const template = wordsFrom(42, 600);
  const cityPage = (city: string, seed: number) => [...withChanges(template, 12, city), ...wordsFrom(seed, 150)];
  const pages = Array.from({ length: 40 }, (_, i) => ({ path: `/city-${i}`, words: cityPage(`city${i}`, 1000 + i) }));
  // A planted copy: city 7's page under another name, one sentence changed.
  pages.push({ path: '/copy-of-7', words: [...pages[7]!.words.slice(0, -12), ...'this sentence alone differs from the page it was copied from'.split(' ')] });
  // A page of text no other page shares.
  pages.push({ path: '/unique', words: wordsFrom(777, 700).map((word, i) => `${word}${i % 13}`) });
  const result = closestPages(pages.map((page) => ({ path: page.path, signature: pageSignature(page.words) })));
  const of = (path: string) => result.find((row) => row.path === path)!;

  it('finds a planted copy, each page naming the other', () => {
    expect(of('/copy-of-7')).toMatchObject({ closestPath: '/city-7' });
    expect(of('/city-7')).toMatchObject({ closestPath: '/copy-of-7' });
    expect(of('/copy-of-7').similarity).toBeGreaterThan(0.9);
  });

  it('finds no close page for a page of its own text, nor near-copies among the other city pages', () => {
    expect(of('/unique')).toEqual({ path: '/unique', closestPath: null, similarity: null });
    for (const row of result.filter((r) => !['/city-7', '/copy-of-7'].includes(r.path))) expect(row.similarity ?? 0).toBeLessThan(0.6);
  });

  it('leaves a page too short to compare without a closest page', () => {
    expect(closestPages([{ path: '/a', signature: null }, { path: '/b', signature: pageSignature(wordsFrom(1, 50)) }])).toEqual([
      { path: '/a', closestPath: null, similarity: null },
      { path: '/b', closestPath: null, similarity: null },
    ]);
  });
});

describe('the main content of a page', () => {
  it('reads the visible words inside <main>, not the shared header and footer', () => {
    const html = `<html><head><title>Barrie</title><script>var x = 1</script></head><body><header>Northway Supply menu</header>
      <main><h1>Landscaping supplies in <b>Barr</b>ie</h1><p>Gravel &amp; topsoil,<br>delivered.</p><script>ignored()</script></main><footer>Call us</footer></body></html>`;
    expect(mainContentWords(html)).toEqual(['landscaping', 'supplies', 'in', 'barrie', 'gravel', 'topsoil', 'delivered']);
  });

  it('reads the whole body of a page without <main>', () => {
    expect(mainContentWords('<body><p>Only</p><div>text</div></body>')).toEqual(['only', 'text']);
  });
});
