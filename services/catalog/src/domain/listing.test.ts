import { describe, expect, it } from 'vitest';
import { buildPublicListing, topProducts, type ListingCandidate } from './listing.js';

let nextId = 1;
const product = (name: string, extra: Partial<ListingCandidate> = {}): ListingCandidate => ({
  id: nextId++,
  productName: name,
  brandProductName: null,
  category: 'Mulch',
  unitType: 'Cubic Yard',
  productUrl: null,
  ranking: 0,
  seasonalAvailability: null,
  showOnAllCities: false,
  brandStatus: null,
  ...extra,
});

describe('buildPublicListing', () => {
  it('leaves discontinued products out and lists out-of-stock ones after the rest, each with its brand status (docs/decisions.md, decision 10)', () => {
    const listing = buildPublicListing([
      product('Red Mulch', { ranking: 90, brandStatus: 'Out of Stock' }),
      product('Old Mulch', { ranking: 99, brandStatus: 'Discontinued' }),
      product('Black Mulch', { ranking: 40, brandStatus: 'Seasonal' }),
      product('Brown Mulch', { brandStatus: 'Available' }),
      product('Cedar Mulch'),
    ]);
    expect(listing.map((p) => [p.display_name, p.brand_status])).toEqual([
      ['Black Mulch', 'Seasonal'],
      ['Brown Mulch', 'Available'],
      ['Cedar Mulch', null],
      ['Red Mulch', 'Out of Stock'],
    ]);
  });

  it('sorts by ranking descending, then by name', () => {
    const listing = buildPublicListing([
      product('Cedar Mulch'),
      product('Black Mulch', { ranking: 40 }),
      product('Red Mulch', { ranking: 90 }),
      product('Brown Mulch'),
    ]);
    expect(listing.map((p) => p.display_name)).toEqual(['Red Mulch', 'Black Mulch', 'Brown Mulch', 'Cedar Mulch']);
  });

  it('strips quotes from categories, trims them, and files an empty one under Other', () => {
    const listing = buildPublicListing([
      product('Play Sand', { category: ' "Sand" ' }),
      product('Gift Card', { category: '""' }),
    ]);
    expect(listing.map((p) => p.category).sort()).toEqual(['Other', 'Sand']);
  });

  it('drops products without a name', () => {
    const listing = buildPublicListing([product('   '), product('Topsoil')]);
    expect(listing.map((p) => p.display_name)).toEqual(['Topsoil']);
  });

  it('keeps one product per name within a category, case-insensitively with whitespace collapsed', () => {
    const listing = buildPublicListing([
      product('Triple  Mix', { category: 'Soils' }),
      product('triple mix', { category: 'Soils', ranking: 10 }),
      product('Triple Mix', { category: 'Bulk' }),
    ]);
    expect(listing).toHaveLength(2);
    const soils = listing.find((p) => p.category === 'Soils')!;
    expect(soils.ranking).toBe(10); // the higher ranked one stays
  });

  it('prefers the brand product name and de-duplicates on it', () => {
    const listing = buildPublicListing([
      product('BM-01', { brandProductName: 'Black Mulch' }),
      product('Black Mulch'),
    ]);
    expect(listing).toHaveLength(1);
    expect(listing[0]!.display_name).toBe('Black Mulch');
  });

  it('sorts names naturally and ignores case', () => {
    const listing = buildPublicListing([product('stone 10mm'), product('Stone 2mm'), product('apple')]);
    expect(listing.map((p) => p.display_name)).toEqual(['apple', 'Stone 2mm', 'stone 10mm']);
  });

  it('carries no pricing or internal field', () => {
    const [only] = buildPublicListing([product('Topsoil')]);
    expect(Object.keys(only!).sort()).toEqual(
      ['brand_product_name', 'brand_status', 'category', 'display_name', 'id', 'product_name', 'product_url', 'ranking', 'seasonal_availability', 'show_on_all_cities', 'unit_type'].sort(),
    );
  });
});

describe('topProducts', () => {
  it('numbers the first products of the listing from 1', () => {
    const listing = buildPublicListing([product('A', { ranking: 5 }), product('B', { ranking: 9 }), product('C')]);
    expect(topProducts(listing, 2).map((t) => [t.position, t.product.display_name])).toEqual([
      [1, 'B'],
      [2, 'A'],
    ]);
  });
});
