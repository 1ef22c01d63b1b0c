import { describe, expect, it } from 'vitest';
import { availabilityOf, availabilityOrder, isPubliclyListed } from './availability.js';

const product = (brand_status: string | null | undefined, seasonal_availability: string | null = null) => ({ brand_status, seasonal_availability });

describe('availability (docs/decisions.md, decision 10)', () => {
  it('labels Available and none In Stock', () => {
    expect(availabilityOf(product('Available')).label).toBe('In Stock');
    expect(availabilityOf(product(null)).label).toBe('In Stock');
    expect(availabilityOf(product(undefined)).label).toBe('In Stock');
  });

  it('labels Seasonal with the season where one is stored', () => {
    expect(availabilityOf(product('Seasonal', 'Spring/Summer'))).toEqual({ kind: 'seasonal', label: 'Seasonal', detail: 'Spring/Summer' });
    expect(availabilityOf(product('seasonal'))).toEqual({ kind: 'seasonal', label: 'Seasonal', detail: null });
  });

  it('labels Special Order and Out of Stock, whatever their case and spacing', () => {
    expect(availabilityOf(product('Special Order')).label).toBe('Special order');
    expect(availabilityOf(product(' out  of stock ')).label).toBe('Out of stock');
  });

  it('keeps discontinued products off public lists, and sorts out of stock last', () => {
    expect(isPubliclyListed(product('Discontinued'))).toBe(false);
    expect(isPubliclyListed(product('Out of Stock'))).toBe(true);
    expect([product('Out of Stock'), product('Available'), product(null)].map(availabilityOrder)).toEqual([1, 0, 0]);
  });

  it('shows another status by its own name', () => {
    expect(availabilityOf(product('Limited Run'))).toEqual({ kind: 'other', label: 'Limited Run', detail: null });
  });
});
