import { describe, expect, it } from 'vitest';
import { planConsolidation, richness, type ConsolidationCandidate } from './consolidate.js';

const candidate = (id: number, extra: Partial<ConsolidationCandidate> = {}): ConsolidationCandidate => ({
  id,
  categoryId: 1,
  nameKey: 'triple mix',
  active: true,
  showOnAllCities: false,
  onBrandSite: false,
  ranking: 0,
  priority: 1,
  details: { description: null, customerPricing: null, productUrl: null },
  ...extra,
});

describe('planConsolidation', () => {
  it('leaves products that have no twin alone', () => {
    expect(planConsolidation([candidate(1), candidate(2, { nameKey: 'black mulch' }), candidate(3, { categoryId: 2 })])).toEqual([]);
  });

  it('keeps the richest record and removes the others of its group', () => {
    const plans = planConsolidation([
      candidate(1),
      candidate(2, { details: { description: 'Screened', customerPricing: '45.00', productUrl: null } }),
      candidate(3, { details: { description: 'x', customerPricing: null, productUrl: null } }),
    ]);
    expect(plans).toHaveLength(1);
    expect(plans[0]!.keep.id).toBe(2);
    expect(plans[0]!.removeIds).toEqual([1, 3]);
  });

  it("fills the kept record's empty details from the others", () => {
    const [plan] = planConsolidation([
      candidate(1, { details: { description: 'Screened', customerPricing: '45.00', productUrl: null } }),
      candidate(2, { details: { description: 'Other words', customerPricing: null, productUrl: 'https://shop.example/triple-mix' } }),
    ]);
    expect(plan!.values.details).toEqual({ description: 'Screened', customerPricing: '45.00', productUrl: 'https://shop.example/triple-mix' });
  });

  it('stays visible when any twin was, with the best ranking and priority', () => {
    const [plan] = planConsolidation([
      candidate(1, { active: false, ranking: 10, priority: 5, details: { description: 'rich', customerPricing: '1.00', productUrl: null } }),
      candidate(2, { active: true, showOnAllCities: true, ranking: 60, priority: 2 }),
    ]);
    expect(plan!.keep.id).toBe(1);
    expect(plan!.values).toMatchObject({ active: true, showOnAllCities: true, ranking: 60, priority: 2 });
  });

  it('breaks ties between equally rich records by activity, ranking, then age', () => {
    expect(planConsolidation([candidate(5, { active: false }), candidate(6)])[0]!.keep.id).toBe(6);
    expect(planConsolidation([candidate(5), candidate(6, { ranking: 3 })])[0]!.keep.id).toBe(6);
    expect(planConsolidation([candidate(6), candidate(5)])[0]!.keep.id).toBe(5);
  });

  it('counts richness as the non-empty details', () => {
    expect(richness(candidate(1, { details: { a: 'x', b: '', c: null, d: 0 } }))).toBe(2);
  });
});
