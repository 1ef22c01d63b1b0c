import { describe, expect, it } from 'vitest';
import { contractorsSearchSchema, sortChoice, sortOfChoice, sortOptions } from './list-view';

describe('the Contractors tab URL state', () => {
  it('keeps what can be part of the view and leaves out the rest', () => {
    expect(contractorsSearchSchema.parse({ list: 'customers', industry: 'landscaping', search: 1999, sort: 'rating', order: 'desc', page: '2' })).toEqual({
      list: 'customers',
      industry: 'landscaping',
      search: '1999',
      sort: 'rating',
      order: 'desc',
      page: 2,
    });
    expect(contractorsSearchSchema.parse({ list: 'others', industry: 'paving', sort: 'price', page: 0, pageSize: 500 })).toEqual({});
  });

  it('reads and writes the sort choice, the default (city A–Z) left out of the URL', () => {
    expect(sortOptions.map((option) => option.value)).toEqual(['city', 'city-desc', 'name', 'name-desc', 'rating', 'rating-desc', 'reviews', 'reviews-desc']);
    expect(sortChoice({})).toBe('city');
    expect(sortChoice({ sort: 'rating', order: 'desc' })).toBe('rating-desc');
    expect(sortOfChoice('city')).toEqual({ sort: undefined, order: undefined });
    expect(sortOfChoice('city-desc')).toEqual({ sort: 'city', order: 'desc' });
    expect(sortOfChoice('name')).toEqual({ sort: 'name', order: undefined });
    expect(sortOfChoice('reviews-desc')).toEqual({ sort: 'reviews', order: 'desc' });
  });
});
