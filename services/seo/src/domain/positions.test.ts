import { describe, expect, it } from 'vitest';
import { escapeRegex, keywordFilterExpressions, notRanked, pacificDate, searchWindow, standingsOf } from './positions.js';

const row = (query: string, page: string, position: number, impressions = 10, clicks = 1) => ({
  keys: [query, page],
  clicks,
  impressions,
  ctr: clicks / impressions,
  position,
});

describe('keyword standings from Search Analytics rows', () => {
  const keywords = [
    { id: 1, keyword: 'Topsoil Barrie' },
    { id: 2, keyword: 'mulch delivery barrie' },
    { id: 3, keyword: 'gravel barrie' },
  ];

  it('take the best position among the pages shown for the exact query, and the page that had it', () => {
    const standings = standingsOf(keywords, [
      row('topsoil barrie', 'https://ex.com/', 8.4),
      row('topsoil barrie', 'https://ex.com/barrie', 3.2, 40, 6),
      row('topsoil barrie ontario', 'https://ex.com/barrie', 1),
      row('mulch delivery barrie', 'https://ex.com/barrie', 12.5),
    ]);
    expect(standings.get(1)).toEqual({ position: 3.2, urlFound: 'https://ex.com/barrie', clicks: 6, impressions: 40, ctr: 0.15 });
    expect(standings.get(2)).toMatchObject({ position: 12.5, urlFound: 'https://ex.com/barrie' });
  });

  it('give a keyword without impressions no position (Not Ranked)', () => {
    const standings = standingsOf(keywords, [row('gravel barrie', 'https://ex.com/barrie', 4, 0, 0)]);
    expect(standings.get(3)).toEqual(notRanked);
    expect(standings.get(1)).toEqual(notRanked);
  });
});

describe('query filter expressions', () => {
  it('escape RE2 metacharacters so a keyword matches only itself', () => {
    expect(escapeRegex('soil (bulk) 3/4" stone + $5?')).toBe('soil \\(bulk\\) 3/4" stone \\+ \\$5\\?');
    const [expression] = keywordFilterExpressions(['a.b']);
    expect(new RegExp(expression!).test('a.b')).toBe(true);
    expect(new RegExp(expression!).test('axb')).toBe(false);
  });

  it('cover every keyword once, anchored, each under the length limit', () => {
    const keywords = Array.from({ length: 300 }, (_, i) => `landscaping supplies city number ${i}`);
    const expressions = keywordFilterExpressions([...keywords, 'Landscaping  Supplies City Number 1'], 1000);
    expect(expressions.length).toBeGreaterThan(1);
    for (const expression of expressions) expect(expression.length).toBeLessThanOrEqual(1000);
    const covered = keywords.filter((k) => expressions.some((e) => new RegExp(e).test(k)));
    expect(covered).toHaveLength(300);
    expect(expressions.some((e) => new RegExp(e).test('landscaping supplies city number 1 extra'))).toBe(false);
    expect(keywordFilterExpressions([])).toEqual([]);
  });
});

describe('the search window', () => {
  it('ends today in Pacific time and spans the days asked, both ends included', () => {
    const lateUtc = new Date('2026-03-02T05:00:00Z'); // still March 1 in California
    expect(pacificDate(lateUtc)).toBe('2026-03-01');
    expect(searchWindow(lateUtc, 28)).toEqual({ startDate: '2026-02-02', endDate: '2026-03-01' });
    expect(searchWindow(lateUtc, 1)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
  });
});
