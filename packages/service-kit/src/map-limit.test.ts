import { describe, expect, it } from 'vitest';
import { mapLimit } from './map-limit.js';

describe('mapLimit', () => {
  it('keeps the order of the input with at most `limit` calls under way', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([30, 5, 20, 1, 10, 0], 2, async (ms) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 40, 2, 20, 0]);
    expect(most).toBe(2);
  });

  it('answers an empty list at once', async () => {
    expect(await mapLimit([], 4, async () => 1)).toEqual([]);
  });
});
