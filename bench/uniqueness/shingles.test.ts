import { describe, expect, it } from 'vitest';
import { jaccard, median, shingles, uniqueness, words } from './shingles.js';

describe('word shingles', () => {
  it('reads lowercase words, keeping an apostrophe inside a word and dropping punctuation', () => {
    expect(words("Barrie's Yard: 1.4 km, Mon-Fri!")).toEqual(["barrie's", 'yard', '1', '4', 'km', 'mon', 'fri']);
  });

  it('takes every run of five words once, and none from a shorter text', () => {
    expect([...shingles('a b c d e f')]).toEqual(['a b c d e', 'b c d e f']);
    expect(shingles('a b c d e a b c d e').size).toBe(5);
    expect(shingles('four words only here').size).toBe(0);
  });
});

describe('jaccard', () => {
  it('is shared over all: 1 for the same text, 0 for nothing in common or two empty texts', () => {
    const page = shingles('topsoil and mulch delivered to barrie from the yard');
    expect(jaccard(page, page)).toBe(1);
    expect(jaccard(page, shingles('sand and gravel shipped to hamilton by the quarry'))).toBe(0);
    expect(jaccard(new Set(), new Set())).toBe(0);
    expect(jaccard(new Set(['a', 'b', 'c']), new Set(['b', 'c', 'd']))).toBe(2 / 4);
  });
});

describe('uniqueness over pages', () => {
  const boilerplate = 'premium landscaping supplies delivered to your project with same day delivery';
  const pages = new Map([
    ['barrie', `${boilerplate} barrie yard on bayfield street serves the north end`],
    ['orillia', `${boilerplate} orillia is reached from the barrie yard in forty minutes`],
    ['copy', boilerplate],
  ]);
  const report = uniqueness(pages);

  it('names the most alike pair first, and takes the median over all pairs', () => {
    expect(report.pairs).toHaveLength(3);
    expect(report.pairs[0]!.jaccard).toBeGreaterThanOrEqual(report.pairs[2]!.jaccard);
    expect(new Set([report.pairs[0]!.a, report.pairs[0]!.b]).has('copy')).toBe(true);
    expect(report.medianJaccard).toBe(report.pairs[1]!.jaccard);
  });

  it("gives each page the share of its shingles no other page has: none for the copy's", () => {
    expect(report.ownShare.get('copy')).toBe(0);
    const barrie = shingles(pages.get('barrie')!);
    const own = [...barrie].filter((run) => !shingles(pages.get('orillia')!).has(run) && !shingles(boilerplate).has(run));
    expect(report.ownShare.get('barrie')).toBe(own.length / barrie.size);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
