import { mainContentWords, shingleHashes } from '@local-seo/seo';
import { describe, expect, it } from 'vitest';
import { median, uniqueness } from './report.js';

const hashes = (text: string) => shingleHashes(mainContentWords(`<main><p>${text}</p></main>`));

describe('uniqueness over pages', () => {
  const boilerplate = 'premium landscaping supplies delivered to your project with same day delivery';
  const texts = new Map([
    ['barrie', `${boilerplate} barrie yard on bayfield street serves the north end`],
    ['orillia', `${boilerplate} orillia is reached from the barrie yard in forty minutes`],
    ['copy', boilerplate],
  ]);
  const report = uniqueness(new Map([...texts].map(([name, text]) => [name, hashes(text)])));

  it('names the most alike pair first, and takes the median over all pairs', () => {
    expect(report.pairs).toHaveLength(3);
    expect(report.pairs[0]!.jaccard).toBeGreaterThanOrEqual(report.pairs[2]!.jaccard);
    expect(new Set([report.pairs[0]!.a, report.pairs[0]!.b]).has('copy')).toBe(true);
    expect(report.medianJaccard).toBe(report.pairs[1]!.jaccard);
  });

  it("gives each page the share of its 5-grams no other page has: none for the copy's", () => {
    expect(report.ownShare.get('copy')).toBe(0);
    const barrie = hashes(texts.get('barrie')!);
    const others = new Set([...hashes(texts.get('orillia')!), ...hashes(boilerplate)]);
    const own = [...barrie].filter((shingle) => !others.has(shingle));
    expect(own.length).toBeGreaterThan(0);
    expect(report.ownShare.get('barrie')).toBe(own.length / barrie.length);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
