import { parseDecimal, productCreateSchema, productUpdateSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';

// The body rules live in packages/contracts (the admin UI validates with the same schemas);
// these are the catalog's rules, so they are tested here.

describe('parseDecimal', () => {
  it.each([
    ['45', '45.00'],
    ['45.5', '45.50'],
    [' $1,234.50 ', '1234.50'],
    ['0.1', '0.10'],
    ['.5', '0.50'],
    ['007', '7.00'],
    [12.5, '12.50'],
    [0, '0.00'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseDecimal(input, 'Price', 10, 2)).toEqual({ ok: true, value: expected });
  });

  it.each([[''], ['  '], [null], [undefined]])('reads %j as empty (null)', (input) => {
    expect(parseDecimal(input, 'Price', 10, 2)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['abc', 'Price must be a number'],
    ['1.2.3', 'Price must be a number'],
    ['.', 'Price must be a number'],
    [Number.NaN, 'Price must be a number'],
    [true, 'Price must be a number'],
    ['-5', 'Price cannot be negative'],
    ['1.005', 'Price must have at most 2 decimals'],
    ['100000000', 'Price must be less than 100000000'],
  ])('refuses %j: %s', (input, message) => {
    expect(parseDecimal(input, 'Price', 10, 2)).toEqual({ ok: false, message });
  });

  it('keeps exact text for the largest value of decimal(10,2)', () => {
    expect(parseDecimal('99999999.99', 'Price', 10, 2)).toEqual({ ok: true, value: '99999999.99' });
  });

  it('ignores trailing zeros past the scale', () => {
    expect(parseDecimal('1.2500', 'Radius', 6, 2)).toEqual({ ok: true, value: '1.25' });
  });
});

describe('the product body', () => {
  const base = { product_name: 'Triple Mix', category: 'Soils', unit_type: 'Cubic Yard' };
  const parse = (extra: object) => productCreateSchema.safeParse({ ...base, ...extra });

  it('falls back to priority 1 and ranking 0 when they are not numbers', () => {
    expect(parse({ priority: 'first', ranking: 'top' }).data).toMatchObject({ priority: 1, ranking: 0 });
    expect(parse({ priority: null, ranking: '' }).data).toMatchObject({ priority: 1, ranking: 0 });
    expect(parse({ priority: '12', ranking: '55' }).data).toMatchObject({ priority: 12, ranking: 55 });
  });

  it('leaves unsent fields out, so the stored defaults apply', () => {
    const data = parse({}).data!;
    expect(data.priority).toBeUndefined();
    expect(data.ranking).toBeUndefined();
    expect(data.from_price).toBeUndefined();
  });

  it('stores empty text, URL, status and season as null', () => {
    expect(parse({ description: '', product_url: ' ', brand_status: 'None', seasonal_availability: 'none', brand_product_name: '' }).data).toMatchObject({
      description: null,
      product_url: null,
      brand_status: null,
      seasonal_availability: null,
      brand_product_name: null,
    });
  });

  it('names a season in its documented spelling, whatever its case', () => {
    expect(parse({ seasonal_availability: 'FALL/WINTER' }).data?.seasonal_availability).toBe('Fall/Winter');
  });

  it('tidies aliases', () => {
    expect(parse({ aliases: ['a', ' b ', 'a'] }).data?.aliases).toBe('a, b');
    expect(parse({ aliases: ' , ' }).data?.aliases).toBeNull();
  });

  it('takes an update with any subset of the fields, and refuses an empty one', () => {
    expect(productUpdateSchema.safeParse({ ranking: 5 }).success).toBe(true);
    expect(productUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe('Nothing to update: send at least one field');
    expect(productUpdateSchema.safeParse({ category: '' }).error?.issues[0]?.message).toBe('Category is required');
  });
});
