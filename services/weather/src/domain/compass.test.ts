import { describe, expect, it } from 'vitest';
import { compassPoint } from './compass.js';

describe('compassPoint', () => {
  it.each([
    [0, 'N'],
    [11, 'N'],
    [12, 'NNE'],
    [90, 'E'],
    [225, 'SW'],
    [349, 'N'],
    [360, 'N'],
    [-90, 'W'],
  ])('%d° is %s', (degrees, point) => expect(compassPoint(degrees)).toBe(point));

  it('has no point without a reading', () => expect(compassPoint(null)).toBeNull());
});
