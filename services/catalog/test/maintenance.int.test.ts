import { productsChanged } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventsOf, startStack, waitLong, type Stack } from './helpers.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('maintenance');
});
afterAll(async () => stack?.close());

const product = async (payload: object) => {
  const response = await stack.api('POST', '/api/products', { category: 'Aggregates', unit_type: 'Metric Tonne', ...payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
};
/** Runs an admin action (POST /api/admin/<action>), which must answer 200, and gives its answer. */
const runAction = async (action: string) => {
  const response = await stack.api('POST', `/api/admin/${action}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const reasons = () => eventsOf<{ productIds: number[]; reason: string }>(stack, productsChanged.type).map((e) => e.data);

describe('POST /api/admin/clean-product-names', () => {
  it('trims, collapses whitespace and strips stray quotes, and says how many names changed', async () => {
    const a = await product({ product_name: '"Pea   Gravel"', brand_product_name: ' ""Pea Gravel"" ' });
    const b = await product({ product_name: '3/4" Clear Stone' });
    const c = await product({ product_name: "'Limestone Screenings", brand_product_name: 'Screenings' });
    expect(await runAction('clean-product-names')).toEqual({
      message: 'Cleaned 2 product names and 1 brand product name',
      productNamesUpdated: 2,
      brandNamesUpdated: 1,
    });
    const names = async (id: number) => {
      const p = (await stack.api('GET', `/api/products/${id}`)).json();
      return [p.product_name, p.brand_product_name];
    };
    expect(await names(a.id)).toEqual(['Pea Gravel', 'Pea Gravel']);
    expect(await names(b.id)).toEqual(['3/4" Clear Stone', null]);
    expect(await names(c.id)).toEqual(['Limestone Screenings', 'Screenings']);
    await vi.waitFor(() => expect(reasons()).toContainEqual({ productIds: [a.id, c.id], reason: 'cleaned' }), waitLong);

    expect(await runAction('clean-product-names')).toMatchObject({ productNamesUpdated: 0, brandNamesUpdated: 0 });
  });
});

describe('POST /api/admin/consolidate-products', () => {
  it('merges the same product in a category into the richest record, keeping every link', async () => {
    const poor = await product({ product_name: 'Screened Sand', category: 'Sand', unit_type: 'Cubic Yard', ranking: 40 });
    const rich = await product({
      product_name: 'Screened Sand (second entry)',
      category: 'Sand',
      unit_type: 'Cubic Yard',
      description: 'Fine screened sand',
      customer_pricing: '39.00',
      product_url: 'https://shop.example.com/screened-sand',
    });
    // Twins can appear from outside the API (a legacy load, a rename): make the second one a twin.
    await stack.catalog.context.db.product.update({ where: { id: rich.id }, data: { productName: 'screened  sand', nameKey: 'screened sand' } });
    await stack.catalog.context.db.product.update({ where: { id: poor.id }, data: { fromPrice: '35.00' } });
    const other = await product({ product_name: 'Screened Sand', category: 'Aggregates' });
    const north = await stack.api('POST', '/api/supplier-locations', { location_name: 'North Pit', latitude: 44.5, longitude: -79.6, delivery_radius: 40 });
    const south = await stack.api('POST', '/api/supplier-locations', { location_name: 'South Pit', latitude: 43.5, longitude: -79.6, delivery_radius: 40 });
    await stack.api('PUT', `/api/supplier-locations/${north.json().id}/products`, { product_ids: [poor.id] });
    await stack.api('PUT', `/api/supplier-locations/${south.json().id}/products`, { product_ids: [rich.id, poor.id] });

    expect(await runAction('consolidate-products')).toEqual({
      message: 'Merged 1 duplicate product into 1 product',
      groupsMerged: 1,
      productsRemoved: 1,
      merged: [{ kept_id: rich.id, product_name: 'screened  sand', category: 'Sand', removed_ids: [poor.id] }],
    });
    expect((await stack.api('GET', `/api/products/${poor.id}`)).statusCode).toBe(404);
    const kept = (await stack.api('GET', `/api/products/${rich.id}`)).json();
    expect(kept).toMatchObject({
      description: 'Fine screened sand',
      customer_pricing: '39.00',
      from_price: '35.00', // filled from the twin
      ranking: 40, // the best of the group
      location_count: 2,
    });
    expect((await stack.api('GET', `/api/products/${other.id}`)).statusCode).toBe(200); // another category: not the same product
    await vi.waitFor(() => expect(reasons()).toContainEqual({ productIds: [rich.id, poor.id], reason: 'merged' }), waitLong);

    expect(await runAction('consolidate-products')).toMatchObject({ message: 'No duplicate products found', groupsMerged: 0, productsRemoved: 0, merged: [] });
  });
});
