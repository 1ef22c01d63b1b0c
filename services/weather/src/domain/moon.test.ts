import { describe, expect, it } from 'vitest';
import { moonAt } from './moon.js';

describe('moonAt', () => {
  it('finds the phases of known dates', () => {
    // Full moon 2024-06-22 01:08 UTC, new moon 2024-07-05 22:57 UTC, first quarter 2024-07-13 22:49 UTC.
    expect(moonAt(new Date('2024-06-22T01:08:00Z'))).toMatchObject({ phase: 'Full Moon' });
    expect(moonAt(new Date('2024-06-22T01:08:00Z')).illumination).toBeGreaterThanOrEqual(99);
    expect(moonAt(new Date('2024-07-05T22:57:00Z'))).toMatchObject({ phase: 'New Moon' });
    expect(moonAt(new Date('2024-07-05T22:57:00Z')).illumination).toBeLessThanOrEqual(1);
    expect(moonAt(new Date('2024-07-13T22:49:00Z'))).toMatchObject({ phase: 'First Quarter' });
    expect(moonAt(new Date('2024-07-09T12:00:00Z'))).toMatchObject({ phase: 'Waxing Crescent' });
  });
});
