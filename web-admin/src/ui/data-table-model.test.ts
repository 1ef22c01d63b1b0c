import { describe, expect, it } from 'vitest';
import { compareSortValues, matchingPositions, nextSort, pageWindow, sortedPositions } from './data-table-model';

describe('sorting', () => {
  it('orders text as people read it, numbers by size, and keeps blanks last both ways', () => {
    expect(sortedPositions(['Item 10', 'item 2', null, 'Item 1'], 'ascending')).toEqual([3, 1, 0, 2]);
    expect(sortedPositions(['Item 10', 'item 2', null, 'Item 1'], 'descending')).toEqual([0, 1, 3, 2]);
    expect(sortedPositions([10, 9, 100], 'ascending')).toEqual([1, 0, 2]);
  });

  it('is stable: equal keys keep their order', () => {
    expect(sortedPositions(['b', 'a', 'b', 'a'], 'ascending')).toEqual([1, 3, 0, 2]);
  });

  it('sorts booleans and dates', () => {
    expect(compareSortValues(true, false, 'ascending')).toBeGreaterThan(0);
    expect(compareSortValues(new Date('2026-01-01'), new Date('2025-01-01'), 'descending')).toBeLessThan(0);
  });

  it('flips the direction on the same column and starts ascending on another', () => {
    expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'ascending' });
    expect(nextSort({ columnId: 'name', direction: 'ascending' }, 'name').direction).toBe('descending');
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'slug')).toEqual({ columnId: 'slug', direction: 'ascending' });
  });

  it('sorts 20,000 rows quickly', () => {
    const keys = Array.from({ length: 20_000 }, (_, i) => `Product ${(i * 7919) % 20_000}`);
    const started = performance.now();
    const order = sortedPositions(keys, 'ascending');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(keys[order[0]!]).toBe('Product 0');
    expect(keys[order.at(-1)!]).toBe('Product 19999');
  });
});

describe('searching', () => {
  it('keeps rows holding every word, in any case; an empty search keeps all', () => {
    const texts = ['barrie ontario barrie', 'toronto ontario toronto', 'ottawa ontario'];
    expect(matchingPositions(texts, '  ')).toBeNull();
    expect(matchingPositions(texts, 'Ontario TOR')).toEqual([1]);
    expect(matchingPositions(texts, 'quebec')).toEqual([]);
  });
});

describe('paging', () => {
  it('cuts the rows into pages and clamps a page past the end', () => {
    expect(pageWindow(101, 25, 0)).toEqual({ page: 0, pageCount: 5, start: 0, end: 25 });
    expect(pageWindow(101, 25, 4)).toEqual({ page: 4, pageCount: 5, start: 100, end: 101 });
    expect(pageWindow(30, 25, 9)).toEqual({ page: 1, pageCount: 2, start: 25, end: 30 });
    expect(pageWindow(0, 25, 3)).toEqual({ page: 0, pageCount: 1, start: 0, end: 0 });
  });
});
