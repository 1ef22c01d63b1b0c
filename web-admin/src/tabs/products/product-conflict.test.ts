import { describe, expect, it } from 'vitest';
import { changedProductFields, differingFields, whoChanged } from './product-conflict';
import { productToForm } from './product-form';
import { adminProduct } from './test-product';

describe('the conflict of a product save', () => {
  const loaded = adminProduct({ version: 1 });
  const theirs = adminProduct({
    version: 2,
    ranking: 40,
    brand_status: null,
    updated_at: '2026-11-26T06:20:00.000Z',
    updated_by: { id: 2, email: 'ed@example.com', name: 'Ed Itor' },
  });

  it('lists the fields where their version and the form differ, as a person reads them', () => {
    const yours = { ...productToForm(loaded), product_name: 'Triple Mix', active: false };
    expect(differingFields(theirs, yours)).toEqual([
      { field: 'product_name', theirs: 'Premium Triple Mix', yours: 'Triple Mix' },
      { field: 'brand_status', theirs: '(none)', yours: 'Available' },
      { field: 'ranking', theirs: '40', yours: '80' },
      { field: 'active', theirs: 'Yes', yours: 'No' },
    ]);
  });

  it('sends again only the fields the form changed since it loaded', () => {
    const yours = { ...productToForm(loaded), product_name: 'Triple Mix', active: false };
    expect(changedProductFields(loaded, yours)).toEqual(['product_name', 'active']);
  });

  it('names who changed it, by name, else e-mail, else someone', () => {
    const at = (iso: string) => `at ${iso}`;
    expect(whoChanged(theirs, at)).toBe('Ed Itor changed this product at at 2026-11-26T06:20:00.000Z.');
    expect(whoChanged({ ...theirs, updated_by: { id: 2, email: 'ed@example.com', name: '' } }, () => 'noon')).toBe('ed@example.com changed this product at noon.');
    expect(whoChanged({ ...theirs, updated_by: null }, () => 'noon')).toBe('Someone changed this product at noon.');
  });
});
