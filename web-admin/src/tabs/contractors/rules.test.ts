import { expectExamples } from '@local-seo/testing/examples';
import { describe, expect, it } from 'vitest';
import { cutReviewText, emptyListText, type ContractorListId, industryFilters, industryLabel, isBrandCustomer, isContractorListId, isIndustryFilter, listSummary } from './rules';

describe('contractor list rules', () => {
  it('names the empty state of each list as the spec writes it', () => {
    expectExamples((list: ContractorListId) => emptyListText(list, 'Northway'), {
      authentic: 'No authentic contractors found for the selected industry.',
      customers: 'No Northway customers found for the selected industry.',
      template: 'No template contractors found for the selected industry.',
    });
  });

  it('marks a customer only when the brand account is exactly "checked"', () => {
    const accounts = ['checked', 'Checked', '', null];
    expect(accounts.map((brand_account) => isBrandCustomer({ brand_account }))).toEqual([true, false, false, false]);
  });

  it('offers all industries and the three of the spec', () => {
    expect(industryFilters).toEqual(['all', 'landscaping', 'hardscaping', 'excavation']);
    expect(industryFilters.map(industryLabel)).toEqual(['All industries', 'Landscaping', 'Hardscaping', 'Excavation']);
    expect(isIndustryFilter('hardscaping')).toBe(true);
    expect(isIndustryFilter('roofing')).toBe(false);
  });

  it('knows the three lists', () => {
    expect(['authentic', 'customers', 'template', 'brand-customers'].map(isContractorListId)).toEqual([true, true, true, false]);
  });
});

describe('cutReviewText', () => {
  it('keeps a text of 200 characters or fewer as it is', () => {
    const text = 'a'.repeat(200);
    expect(cutReviewText(text)).toBe(text);
    expect(cutReviewText('Great work on our patio.')).toBe('Great work on our patio.');
  });

  it('cuts a longer text at 200 characters and marks the cut', () => {
    const cut = cutReviewText(`${'b'.repeat(200)}TAIL`);
    expect(cut).toBe(`${'b'.repeat(200)}...`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const cut = cutReviewText(`${'c'.repeat(199)}🌱🌱🌱`);
    expect(cut).toBe(`${'c'.repeat(199)}🌱...`);
  });

  it('drops the spaces before the cut mark', () => {
    expect(cutReviewText(`${'d'.repeat(198)}  more words`)).toBe(`${'d'.repeat(198)}...`);
  });
});

describe('listSummary', () => {
  it('tells how to see more than the first 12 when no industry is chosen', () => {
    expect(listSummary({ industry: 'all', shown: 12, total: 1320, page: 1, totalPages: 110 })).toBe(
      'Showing 12 of 1,320. Choose an industry to list them all.',
    );
  });

  it('counts a short list', () => {
    expect(listSummary({ industry: 'all', shown: 5, total: 5, page: 1, totalPages: 1 })).toBe('5 contractors');
    expect(listSummary({ industry: 'excavation', shown: 1, total: 1, page: 1, totalPages: 1 })).toBe('1 contractor');
  });

  it('names the page of a long filtered list', () => {
    expect(listSummary({ industry: 'landscaping', shown: 50, total: 66, page: 2, totalPages: 2 })).toBe('66 contractors, page 2 of 2');
  });
});
