import type { PublicContractor } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { contractorGroups, hasNoContractors } from './contractor-groups';

const contractor = (id: number, industry_sector: PublicContractor['industry_sector']): PublicContractor => ({
  id,
  name: `Contractor ${id}`,
  industry_sector,
  rating: 4.5,
  total_ratings: 10,
  address: null,
  types: [],
  opening_hours: null,
  google_places_id: null,
  source: 'directory',
});

describe('contractorGroups', () => {
  const top = {
    landscaping: [1, 2, 3, 4].map((id) => contractor(id, 'landscaping')),
    hardscaping: [5, 6, 7].map((id) => contractor(id, 'hardscaping')),
    excavation: [],
  };

  it('gives landscaping, hardscaping and excavation, in that order, with at most three contractors each', () => {
    const groups = contractorGroups({ landscaping: 9, hardscaping: 3, excavation: 0 }, top);
    expect(groups.map((group) => group.industry)).toEqual(['landscaping', 'hardscaping', 'excavation']);
    expect(groups.map((group) => group.top.map((c) => c.id))).toEqual([[1, 2, 3], [5, 6, 7], []]);
  });

  it('counts the contractors beyond three as more, only when the count is above 3', () => {
    const groups = contractorGroups({ landscaping: 9, hardscaping: 3, excavation: 4 }, top);
    expect(groups.map((group) => group.more)).toEqual([6, 0, 1]);
  });
});

describe('hasNoContractors', () => {
  it('is true only when every count is 0', () => {
    expect(hasNoContractors({ landscaping: 0, hardscaping: 0, excavation: 0 })).toBe(true);
    expect(hasNoContractors({ landscaping: 0, hardscaping: 0, excavation: 1 })).toBe(false);
  });
});
