import { describe, expect, it } from 'vitest';
import { productMatches } from './product-links';

const products = [
  { id: 1, product_name: 'Triple Mix', category: 'Soils and Soil Mixtures' },
  { id: 2, product_name: 'Black Mulch', category: 'Mulch' },
  { id: 3, product_name: 'Cedar Mulch', category: 'Mulch' },
  { id: 4, product_name: 'Screened Topsoil', category: 'Soils and Soil Mixtures' },
];

describe('the product finder of a location', () => {
  it('offers the products whose name or category holds every word, by name, leaving out those carried', () => {
    expect(productMatches(products, 'mulch', new Set([2])).map((p) => p.id)).toEqual([3]);
    expect(productMatches(products, 'SOIL screened', new Set()).map((p) => p.id)).toEqual([4]);
    expect(productMatches(products, 'soil', new Set()).map((p) => p.product_name)).toEqual(['Screened Topsoil', 'Triple Mix']);
  });

  it('offers nothing before a word is typed, and at most the limit', () => {
    expect(productMatches(products, '   ', new Set())).toEqual([]);
    expect(productMatches(products, 'm', new Set(), 2)).toHaveLength(2);
  });
});
