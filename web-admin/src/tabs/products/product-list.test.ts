import { expectExamples } from '@local-seo/testing/examples';
import { describe, expect, it } from 'vitest';
import type { TaxonomyEntry } from '@local-seo/contracts';
import { categoryCounts, productsSearchSchema, tabLabel } from './product-list';

const category = (name: string, product_count: number): TaxonomyEntry => ({ id: product_count, name, product_count, recent_products: [], created_at: '2026-01-01T00:00:00.000Z' });

describe('category tabs', () => {
  it('cut labels longer than 12 characters', () => {
    expectExamples(tabLabel, { 'Decorative Stone and Landscaping Products': 'Decorative S...', Uncategorized: 'Uncategorize...' });
    expectExamples(tabLabel, { Aggregates: 'Aggregates', 'Soil Mixture': 'Soil Mixture' });
  });

  it('are the categories that have products, by name, with their counts and the total of All', () => {
    const categories = [category('Soils and Soil Mixtures', 1), category('Mulch', 2), category('Compost', 0)];
    expect(categoryCounts(categories)).toEqual({
      tabs: [
        { category: 'Mulch', count: 2 },
        { category: 'Soils and Soil Mixtures', count: 1 },
      ],
      total: 3,
    });
  });
});

describe("the Products tab's URL", () => {
  it('holds the search, category, sort, order and page; what cannot be part of the view is left out', () => {
    expect(productsSearchSchema.parse({ search: 'mulch', category: 'Mulch', sort: 'price', order: 'desc', page: 2, pageSize: 100 })).toEqual({
      search: 'mulch',
      category: 'Mulch',
      sort: 'price',
      order: 'desc',
      page: 2,
      pageSize: 100,
    });
    expect(productsSearchSchema.parse({ sort: 'secret', order: 'up', page: 0, pageSize: 500, search: '  ', category: '' })).toEqual({});
    // The router reads ?search=1999 as a number: it is the text searched.
    expect(productsSearchSchema.parse({ search: 1999, page: '3' })).toEqual({ search: '1999', page: 3 });
  });
});
