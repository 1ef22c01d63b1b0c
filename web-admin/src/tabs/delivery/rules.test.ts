import type { AdminProduct } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkCalculatorForm,
  deliveryQueryString,
  previewProducts,
  serviceAreaPath,
  serviceAreas,
  supplierSearchText,
  type CalculatorForm,
} from './rules';

let nextId = 1;
function product(product_name: string, category: string, active = true): AdminProduct {
  return {
    id: nextId++,
    product_name,
    description: null,
    category,
    category_id: 1,
    size_attributes: null,
    unit_type: 'Cubic Yard',
    unit_type_id: 1,
    customer_pricing: null,
    contractor_pricing: null,
    fob_price: null,
    from_price: null,
    brand_status: null,
    brand_product_name: null,
    product_url: null,
    priority: 1,
    ranking: 0,
    seasonal_availability: null,
    show_on_all_cities: false,
    active,
    aliases: null,
    on_brand_site: false,
    location_count: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    version: 1,
    updated_by: null,
  };
}

describe('supplierSearchText', () => {
  it('is the name and the address', () => {
    expect(supplierSearchText({ supplier_name: 'GTA Landscape Depot', address: '12 Bayview Dr, Toronto' })).toBe('GTA Landscape Depot 12 Bayview Dr, Toronto');
    expect(supplierSearchText({ supplier_name: 'Simcoe Aggregates', address: null }).trim()).toBe('Simcoe Aggregates');
  });
});

describe('previewProducts', () => {
  const mulches = Array.from({ length: 12 }, (_, i) => product(`Mulch ${i + 1}`, 'Mulch'));
  const sand = product('Play Sand', 'Sand');
  const retired = product('Old Mulch', 'Mulch', false);
  const all = [...mulches, retired, sand];

  it('shows the first 10 active products of the chosen category, and how many it has', () => {
    const preview = previewProducts(all, 'mulch');
    expect(preview.shown.map((p) => p.product_name)).toEqual(mulches.slice(0, 10).map((p) => p.product_name));
    expect(preview.total).toBe(12);
  });

  it('takes every category when none is chosen', () => {
    expect(previewProducts(all, '').total).toBe(13);
    expect(previewProducts([sand], '').shown).toEqual([sand]);
  });
});

describe('service areas', () => {
  it("links a city to its page by slug, not by its lowercased name", () => {
    expect(serviceAreaPath({ url_slug: 'parry-sound' })).toBe('/parry-sound');
  });

  it('lists cities with a live page, alphabetically', () => {
    const cities = [
      { city_name: 'Toronto', page_active: true },
      { city_name: 'Stouffville', page_active: false },
      { city_name: 'Barrie', page_active: true },
    ];
    expect(serviceAreas(cities).map((c) => c.city_name)).toEqual(['Barrie', 'Toronto']);
  });
});

describe('checkCalculatorForm', () => {
  const form = (fields: Partial<CalculatorForm>): CalculatorForm => ({ mode: 'city', city: '', latitude: '', longitude: '', ...fields });

  it('asks for a city in city mode', () => {
    expect(checkCalculatorForm(form({}))).toEqual({ ok: false, errors: { city: 'Choose a city' } });
    expect(checkCalculatorForm(form({ city: 'barrie' }))).toEqual({ ok: true, query: { city: 'barrie' } });
  });

  it('reads coordinates as numbers', () => {
    expect(checkCalculatorForm(form({ mode: 'coordinates', latitude: ' 44.39 ', longitude: '-79.69' }))).toEqual({
      ok: true,
      query: { latitude: 44.39, longitude: -79.69 },
    });
  });

  it("refuses coordinates out of range with the server's messages", () => {
    expect(checkCalculatorForm(form({ mode: 'coordinates', latitude: '91', longitude: '-181' }))).toEqual({
      ok: false,
      errors: { latitude: 'Latitude must be between -90 and 90', longitude: 'Longitude must be between -180 and 180' },
    });
  });

  it('asks for a missing coordinate', () => {
    expect(checkCalculatorForm(form({ mode: 'coordinates', latitude: '44.39' }))).toEqual({
      ok: false,
      errors: { longitude: 'Longitude is required' },
    });
  });
});

describe('deliveryQueryString', () => {
  it('asks by city slug or by point', () => {
    expect(deliveryQueryString({ city: 'barrie' })).toBe('city=barrie');
    expect(deliveryQueryString({ latitude: 44.39, longitude: -79.69 })).toBe('latitude=44.39&longitude=-79.69');
  });
});
