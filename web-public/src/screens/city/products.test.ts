import type { PublicProduct } from '@local-seo/contracts';
import { expectAnswers, expectExamples } from '@local-seo/testing/examples';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../../testing/fixtures';
import { cleanCategoryName, groupProductsByCategory, productNameKey } from './products';

/** A mulch without a page of its own, unranked, unless the test says otherwise. */
const product = ({ name, ...fields }: Partial<PublicProduct> & { name: string }) =>
  testProduct(name, 'Mulch', { product_url: null, ranking: 0, ...fields });

describe('cleanCategoryName', () => {
  it('strips quotes and trims', () => {
    expectExamples(cleanCategoryName, { '  "Compost" ': 'Compost', "'Animal Bedding'": 'Animal Bedding', '\u201CSod\u201D': 'Sod' });
  });

  it('turns an empty category into Other', () => {
    expectAnswers(cleanCategoryName, { Other: ['', ' "" ', null] });
  });
});

describe('productNameKey', () => {
  it('ignores case and collapses whitespace', () => {
    expect(productNameKey('  Black   Mulch ')).toBe(productNameKey('black mulch'));
  });
});

describe('groupProductsByCategory', () => {
  it('leaves discontinued products out and lists out-of-stock ones after the rest (docs/decisions.md, decision 10)', () => {
    const [group] = groupProductsByCategory([
      product({ name: 'Red Mulch', ranking: 90, brand_status: 'Out of Stock' }),
      product({ name: 'Old Mulch', ranking: 99, brand_status: 'Discontinued' }),
      product({ name: 'Black Mulch', ranking: 10, brand_status: 'Special Order' }),
      product({ name: 'Cedar Mulch' }),
    ]);
    expect(group?.products.map((p) => p.name)).toEqual(['Black Mulch', 'Cedar Mulch', 'Red Mulch']);
  });

  it('drops products without a name', () => {
    const groups = groupProductsByCategory([product({ name: '   ' }), product({ name: 'Cedar Mulch' })]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.products.map((p) => p.name)).toEqual(['Cedar Mulch']);
  });

  it('prefers the brand name given as display_name', () => {
    const [group] = groupProductsByCategory([product({ name: 'Mulch A', display_name: 'Northway Black Mulch' })]);
    expect(group?.products[0]?.name).toBe('Northway Black Mulch');
  });

  it('sorts by ranking descending, then by name', () => {
    const [group] = groupProductsByCategory([
      product({ name: 'Red Mulch' }),
      product({ name: 'Brown Mulch' }),
      product({ name: 'Cedar Mulch', ranking: 78 }),
      product({ name: 'Black Mulch', ranking: 85 }),
    ]);
    expect(group?.products.map((p) => p.name)).toEqual(['Black Mulch', 'Cedar Mulch', 'Brown Mulch', 'Red Mulch']);
  });

  it('de-duplicates names within a category, keeping the best-ranked copy', () => {
    const [group] = groupProductsByCategory([
      product({ name: 'black  mulch', ranking: 10 }),
      product({ name: 'Black Mulch', ranking: 90 }),
    ]);
    expect(group?.products).toHaveLength(1);
    expect(group?.products[0]?.ranking).toBe(90);
  });

  it('keeps the same name in different categories', () => {
    const groups = groupProductsByCategory([
      product({ name: 'Sand Mix', category: 'Sand' }),
      product({ name: 'Sand Mix', category: 'Aggregates' }),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Aggregates', 'Sand']);
  });

  it('groups cleaned categories together, alphabetically with Other last', () => {
    const groups = groupProductsByCategory([
      product({ name: 'Leftover', category: '' }),
      product({ name: 'Leaf Compost', category: '"Compost"' }),
      product({ name: 'Mushroom Compost', category: 'Compost ' }),
      product({ name: 'Pine Shavings', category: 'Animal Bedding' }),
    ]);
    expect(groups.map((g) => [g.category, g.products.length])).toEqual([
      ['Animal Bedding', 1],
      ['Compost', 2],
      ['Other', 1],
    ]);
  });
});
