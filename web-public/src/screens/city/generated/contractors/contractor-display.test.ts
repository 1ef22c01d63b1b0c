import { describe, expect, it } from 'vitest';
import { contractorTypes, reviewExcerpt, skeletonCount } from './contractor-display';

describe('contractorTypes', () => {
  it('names at most three types, readable, without the catch-all ones', () => {
    expect(contractorTypes(['general_contractor', 'point_of_interest', 'establishment'])).toEqual(['General contractor']);
    expect(contractorTypes(['landscaper', 'general_contractor', 'roofing_contractor', 'plumber', 'electrician'])).toEqual([
      'Landscaper',
      'General contractor',
      'Roofing contractor',
    ]);
  });

  it('drops blanks and repeats', () => {
    expect(contractorTypes(['landscaper', '', 'landscaper'])).toEqual(['Landscaper']);
  });
});

describe('reviews', () => {
  it('cuts review text at 200 characters with an ellipsis', () => {
    const long = 'Great crew, on time and tidy. '.repeat(10);
    const excerpt = reviewExcerpt(long);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(203);
    expect(long.startsWith(excerpt.slice(0, -3))).toBe(true);
    expect(reviewExcerpt('Short and sweet.')).toBe('Short and sweet.');
    expect(reviewExcerpt(null)).toBe('');
  });
});

describe('skeletonCount', () => {
  it('holds the place of the contractors not loaded yet, at most three', () => {
    expect(skeletonCount(2, 2)).toBe(0);
    expect(skeletonCount(4, 3)).toBe(1);
    expect(skeletonCount(40, 3)).toBe(3);
    expect(skeletonCount(0, 0)).toBe(0);
  });
});
