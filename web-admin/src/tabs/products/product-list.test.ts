import { describe, expect, it } from 'vitest';
import { categoryCounts, productSearchText, tabLabel } from './product-list';
import { adminProduct } from './test-product';

describe('category tabs', () => {
  it('cut labels longer than 12 characters', () => {
    expect(tabLabel('Decorative Stone and Landscaping Products')).toBe('Decorative S...');
    expect(tabLabel('Uncategorized')).toBe('Uncategorize...');
    expect(tabLabel('Aggregates')).toBe('Aggregates');
    expect(tabLabel('Soil Mixture')).toBe('Soil Mixture');
  });

  it('count the products of each category, by name', () => {
    const products = [
      adminProduct({ id: 1, category: 'Soils and Soil Mixtures' }),
      adminProduct({ id: 2, category: 'Mulch' }),
      adminProduct({ id: 3, category: 'Mulch' }),
    ];
    expect(categoryCounts(products)).toEqual([
      { category: 'Mulch', count: 2 },
      { category: 'Soils and Soil Mixtures', count: 1 },
    ]);
  });
});

describe('a product row', () => {
  it('is found by its names, aliases, category, size and description, never across two of them', () => {
    const text = productSearchText(adminProduct({ product_name: 'Black Mulch', brand_product_name: 'Midnight', aliases: 'dark mulch', category: 'Mulch', size_attributes: null, description: 'Dyed bark' }));
    expect(text).toBe('Black Mulch\nMidnight\ndark mulch\nMulch\nDyed bark');
  });
});
