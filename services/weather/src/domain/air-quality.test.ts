import { describe, expect, it } from 'vitest';
import { defraIndexFromPm25 } from './air-quality.js';

describe('defraIndexFromPm25', () => {
  it.each([
    [0, 1],
    [11, 1],
    [11.5, 1],
    [12, 2],
    [23, 2],
    [24, 3],
    [35, 3],
    [36, 4],
    [47.9, 5],
    [48, 6],
    [64, 8],
    [70, 9],
    [71, 10],
    [400, 10],
  ])('PM2.5 of %d µg/m³ is index %d', (pm, index) => expect(defraIndexFromPm25(pm)).toBe(index));

  it('has no index without a valid reading', () => {
    expect(defraIndexFromPm25(null)).toBeNull();
    expect(defraIndexFromPm25(-1)).toBeNull();
    expect(defraIndexFromPm25(Number.NaN)).toBeNull();
  });
});
