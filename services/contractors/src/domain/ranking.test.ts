import { describe, expect, it } from 'vitest';
import { bestFirst } from './ranking.js';

const card = (name: string, rating: number | null, total_ratings: number | null) => ({ name, rating, total_ratings });

describe('bestFirst', () => {
  it('orders by rating, then number of ratings, then name; unrated last', () => {
    const sorted = bestFirst([
      card('Zed Stone', 4.8, 3),
      card('unrated yard co', null, null),
      card('Alpha Landscaping', 4.8, 200),
      card('beta excavating', 4.2, 50),
      card('Able Excavating', 4.2, 50),
      card('Top Rated', 5, 1),
    ]);
    expect(sorted.map((c) => c.name)).toEqual(['Top Rated', 'Alpha Landscaping', 'Zed Stone', 'Able Excavating', 'beta excavating', 'unrated yard co']);
  });

  it('leaves the input as it was', () => {
    const input = [card('B', 1, 1), card('A', 5, 1)];
    bestFirst(input);
    expect(input[0]!.name).toBe('B');
  });
});
