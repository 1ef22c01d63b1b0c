import { defaultBrandStatuses, defaultCategories, defaultUnitTypes, taxonomyChanged, type TaxonomyEntry } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventsOf, startStack, waitLong, type Stack } from './helpers.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('taxonomy');
});
afterAll(async () => stack?.close());

const list = async (path: string) => (await stack.api('GET', path)).json() as TaxonomyEntry[];
const taxonomyEvents = () => eventsOf(stack, taxonomyChanged.type).map((e) => e.data);

describe('the default taxonomy exists from the start (docs/decisions.md, decision 4)', () => {
  it.each([
    ['/api/categories', defaultCategories],
    ['/api/unit-types', defaultUnitTypes],
    ['/api/brand-statuses', defaultBrandStatuses],
  ])('%s lists the defaults as real records', async (path, names) => {
    const entries = await list(path);
    expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining([...names]));
    expect(entries.every((e) => e.product_count === 0 && e.recent_products.length === 0)).toBe(true);
  });

  it('shows no placeholder product anywhere', async () => {
    expect((await stack.api('GET', '/api/products')).json()).toEqual([]);
  });
});

describe('categories', () => {
  it('count their products and name up to 3 recent ones', async () => {
    for (const name of ['Cedar Mulch', 'Black Mulch', 'Red Mulch', 'Brown Mulch']) {
      const r = await stack.api('POST', '/api/products', { product_name: name, category: 'Mulch', unit_type: 'Cubic Yard' });
      expect(r.statusCode).toBe(201);
    }
    const mulch = (await list('/api/categories')).find((c) => c.name === 'Mulch')!;
    expect(mulch.product_count).toBe(4);
    expect(mulch.recent_products).toEqual(['Brown Mulch', 'Red Mulch', 'Black Mulch']);
    const cubicYard = (await list('/api/unit-types')).find((u) => u.name === 'Cubic Yard')!;
    expect(cubicYard.product_count).toBe(4);
  });

  it('are created with a trimmed, non-empty name and tell with an event', async () => {
    const response = await stack.api('POST', '/api/categories', { name: '  River   Rock ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'River Rock', product_count: 0, recent_products: [] });
    expect((await list('/api/categories')).map((c) => c.name)).toContain('River Rock');
    await vi.waitFor(() => expect(taxonomyEvents()).toContainEqual({ kind: 'category', name: 'River Rock', change: 'created' }), waitLong);
  });

  it('refuses an empty name and a duplicate, clearly', async () => {
    for (const name of ['', '   ', '""']) {
      const empty = await stack.api('POST', '/api/categories', { name });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Category name is required');
    }
    expect((await stack.api('POST', '/api/categories', {})).json().message).toBe('Category name is required');
    const twin = await stack.api('POST', '/api/categories', { name: 'river rock' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('Category "River Rock" already exists');
  });

  it('are deleted when empty', async () => {
    const { id } = (await stack.api('POST', '/api/categories', { name: 'Firewood' })).json();
    expect((await stack.api('DELETE', `/api/categories/${id}`)).statusCode).toBe(204);
    expect((await list('/api/categories')).map((c) => c.name)).not.toContain('Firewood');
    await vi.waitFor(() => expect(taxonomyEvents()).toContainEqual({ kind: 'category', name: 'Firewood', change: 'deleted' }), waitLong);
    expect((await stack.api('DELETE', `/api/categories/${id}`)).statusCode).toBe(404);
  });

  it('say so instead of orphaning their products', async () => {
    const mulch = (await list('/api/categories')).find((c) => c.name === 'Mulch')!;
    const response = await stack.api('DELETE', `/api/categories/${mulch.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Category "Mulch" still has 4 products; move or delete them before deleting the category');
    expect((await stack.api('GET', '/api/products?category=Mulch')).json()).toHaveLength(4);
  });
});

describe('unit types and brand statuses', () => {
  it('are created, and refused when empty or already there', async () => {
    const unit = await stack.api('POST', '/api/unit-types', { name: 'Pallet' });
    expect(unit.statusCode).toBe(201);
    expect((await stack.api('POST', '/api/unit-types', { name: ' ' })).json().message).toBe('Unit type name is required');
    expect((await stack.api('POST', '/api/unit-types', { name: 'PALLET' })).json().message).toBe('Unit type "Pallet" already exists');
    const status = await stack.api('POST', '/api/brand-statuses', { name: 'Coming Soon' });
    expect(status.statusCode).toBe(201);
    expect((await stack.api('POST', '/api/brand-statuses', { name: '' })).json().message).toBe('Brand status name is required');
    expect((await stack.api('POST', '/api/brand-statuses', { name: 'available' })).statusCode).toBe(409);
    await vi.waitFor(() => expect(taxonomyEvents()).toContainEqual({ kind: 'unit_type', name: 'Pallet', change: 'created' }), waitLong);
  });

  it('a new brand status becomes an allowed value of products at once', async () => {
    const flagstone = { product_name: 'Flagstone Pallet', category: 'Decorative Stone and Landscaping Products' };
    // The unit type and the brand status created above, the status in another case.
    const product = await stack.api('POST', '/api/products', { ...flagstone, unit_type: 'Pallet', brand_status: 'coming soon' });
    expect(product.statusCode).toBe(201);
    expect(product.json()).toMatchObject({ unit_type: 'Pallet', brand_status: 'Coming Soon' });
    const statuses = await list('/api/brand-statuses');
    expect(statuses.find((s) => s.name === 'Coming Soon')).toMatchObject({ product_count: 1, recent_products: ['Flagstone Pallet'] });
  });
});
