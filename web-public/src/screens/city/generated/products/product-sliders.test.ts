import { expectAnswers, expectExamples } from '@local-seo/testing/examples';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../../../../testing/fixtures';
import { categoryKind, productSliders, productStatus, productTone, statusTone } from './product-sliders';

describe('categoryKind', () => {
  it('knows the layout categories by name, in any case', () => {
    expectExamples(categoryKind, {
      'Decorative Stone and Landscaping Products': 'decorative',
      compost: 'compost',
      'Animal Bedding': 'animal-bedding',
      Sod: 'sod',
      'Golf Course Products': 'golf',
      'De-icing Products': 'de-icing',
      Firewood: 'firewood',
    });
    // Any other category is general; 'Sodium chloride' is not Sod.
    expectAnswers(categoryKind, { general: ['Mulch', 'Sodium chloride'] });
  });
});

describe('productStatus', () => {
  const season = (seasonal_availability: string | null) => ({ seasonal_availability });

  it('shows a brand status other than in stock instead of the category line (docs/decisions.md, decision 10)', () => {
    const status = (brand_status: string | null, seasonal_availability: string | null = null) => ({ brand_status, seasonal_availability });
    expect(productStatus('compost', status('Seasonal', 'Fall only'))).toEqual({ status: 'Seasonal', detail: 'Fall only' });
    expect(productStatus('general', status('Special Order'))).toEqual({ status: 'Special order', detail: null });
    expect(productStatus('general', status('Out of Stock'))).toEqual({ status: 'Out of stock', detail: null });
    expect(productStatus('general', status('Available'))).toEqual({ status: 'In Stock', detail: null });
    expect(productTone('general', status('Out of Stock'))).toBe('notice');
    expect(productTone('general', status(null))).toBe('available');
  });

  it('says in stock for delivery for Compost and Animal Bedding', () => {
    expect(productStatus('compost', season(null))).toEqual({ status: 'In stock for delivery', detail: null });
    expect(productStatus('animal-bedding', season(null))).toEqual({ status: 'In stock for delivery', detail: null });
  });

  it('asks to contact for Sod, which is seasonal', () => {
    expect(productStatus('sod', season(null))).toEqual({ status: 'Contact for availability', detail: 'Seasonal availability' });
  });

  it('labels golf course products as commercial orders', () => {
    expect(productStatus('golf', season(null))).toEqual({ status: 'Commercial Orders', detail: null });
  });

  it('says de-icing is seasonal, winter only', () => {
    expect(productStatus('de-icing', season(null))).toEqual({ status: 'Seasonal Availability', detail: 'Winter season only' });
  });

  it("shows firewood's season, or Available, and asks to contact for pricing", () => {
    expect(productStatus('firewood', season('Fall/Winter'))).toEqual({ status: 'Fall/Winter', detail: 'Contact for Pricing' });
    expect(productStatus('firewood', season(null))).toEqual({ status: 'Available', detail: 'Contact for Pricing' });
    expect(productStatus('firewood', season('  '))).toEqual({ status: 'Available', detail: 'Contact for Pricing' });
  });

  it('labels every other product In Stock', () => {
    expect(productStatus('decorative', season(null))).toEqual({ status: 'In Stock', detail: null });
    expect(productStatus('general', season('Spring only'))).toEqual({ status: 'In Stock', detail: null });
  });
});

describe('statusTone', () => {
  it('marks the categories that ask for contact first', () => {
    for (const kind of ['sod', 'golf', 'de-icing'] as const) expect(statusTone(kind)).toBe('notice');
    expect(statusTone('compost')).toBe('available');
    expect(statusTone('firewood')).toBe('available');
    expect(statusTone('general')).toBe('available');
  });
});

describe('productSliders', () => {
  it('orders the layout categories first, then the others, and adds fallbacks for Sod, Golf, De-icing and Firewood', () => {
    const sliders = productSliders([
      testProduct('Black Mulch', 'Mulch'),
      testProduct('Leaf Compost', 'Compost'),
      testProduct('Pine Shavings', 'Animal Bedding'),
      testProduct('Granite Chips', 'Decorative Stone and Landscaping Products'),
      testProduct('Play Sand', 'Sand'),
    ]);
    expect(sliders.map((s) => [s.category, s.fallback?.name ?? null])).toEqual([
      ['Decorative Stone and Landscaping Products', null],
      ['Compost', null],
      ['Animal Bedding', null],
      ['Sod', 'Sod'],
      ['Golf Course Products', 'Golf Course Products'],
      ['De-icing Products', 'De-icing Products'],
      ['Firewood', 'Firewood'],
      ['Mulch', null],
      ['Sand', null],
    ]);
  });

  it('gives each fallback card its status texts', () => {
    const byCategory = new Map(productSliders([]).map((s) => [s.category, s.fallback]));
    expect(byCategory.get('Sod')).toEqual({ name: 'Sod', status: 'Contact for availability', detail: 'Seasonal availability' });
    expect(byCategory.get('Golf Course Products')).toEqual({ name: 'Golf Course Products', status: 'Commercial Orders', detail: null });
    expect(byCategory.get('De-icing Products')).toEqual({ name: 'De-icing Products', status: 'Available October-March', detail: 'Winter season only' });
    expect(byCategory.get('Firewood')).toEqual({ name: 'Firewood', status: 'Available', detail: 'Contact for Pricing' });
    expect(byCategory.has('Compost')).toBe(false);
  });

  it('uses real products instead of the fallback when the city has them', () => {
    const firewood = productSliders([testProduct('Seasoned Hardwood', 'Firewood')]).find((s) => s.kind === 'firewood');
    expect(firewood?.fallback).toBeNull();
    expect(firewood?.products.map((p) => p.name)).toEqual(['Seasoned Hardwood']);
  });

  it('shows at most 12 products per category, best-ranked first', () => {
    const many = Array.from({ length: 15 }, (_, i) => testProduct(`Stone ${String(i + 1).padStart(2, '0')}`, 'Aggregates', { ranking: i }));
    const [aggregates] = productSliders(many).filter((s) => s.category === 'Aggregates');
    expect(aggregates?.products).toHaveLength(12);
    expect(aggregates?.products[0]?.name).toBe('Stone 15');
  });

  it('shows only products with a name', () => {
    const [sand] = productSliders([testProduct(' ', 'Sand'), testProduct('Play Sand', 'Sand')]).filter((s) => s.category === 'Sand');
    expect(sand?.products.map((p) => p.name)).toEqual(['Play Sand']);
  });

  it('cuts tab labels at 12 characters and gives each slider a stable id', () => {
    const sliders = productSliders([testProduct('Armour Stone', 'Decorative Stone and Landscaping Products'), testProduct('Play Sand', 'Sand')]);
    expect(sliders.map((s) => s.label)).toEqual(['Decorative S...', 'Sod', 'Golf Course...', 'De-icing Pro...', 'Firewood', 'Sand']);
    expect(sliders[0]?.id).toBe('products-decorative-stone-and-landscaping-products');
  });
});
