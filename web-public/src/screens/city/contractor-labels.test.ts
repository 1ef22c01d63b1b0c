import { describe, expect, it } from 'vitest';
import { ratingLabel, reviewCountLabel } from './contractor-labels';

describe('contractor labels', () => {
  it('shows a rating with one decimal', () => {
    expect(ratingLabel(4)).toBe('4.0');
    expect(ratingLabel(4.56)).toBe('4.6');
    expect(ratingLabel(null)).toBeNull();
  });

  it('words the review count, with the singular for one', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(1234)).toBe('1,234 reviews');
    expect(reviewCountLabel(0)).toBe('0 reviews');
    expect(reviewCountLabel(null)).toBeNull();
  });
});
