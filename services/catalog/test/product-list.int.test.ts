import { adminProductSchema, type AdminProduct } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startStack, type Stack } from './helpers.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('product_list');
});
afterAll(async () => stack?.close());

async function create(payload: object): Promise<AdminProduct> {
  const response = await stack.api('POST', '/api/products', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const list = (query = '') => stack.api('GET', `/api/products${query}`);
const namesListed = async (query: string) => ((await list(query)).json() as AdminProduct[]).map((p) => p.product_name);
const mulch = { category: 'Mulch', unit_type: 'Bag' };

describe('the admin product list (GET /api/products)', () => {
  it('answers every product exactly as its own answer, by category, priority and name', async () => {
    const full = await create({
      ...mulch,
      product_name: 'Premium Cedar Mulch',
      description: 'Line one\nline "two"\twith a back\\slash, a \u0001 control, é and 🌱',
      size_attributes: '2" chips',
      customer_pricing: '45',
      contractor_pricing: '0.5',
      fob_price: '99999999.99',
      from_price: '0',
      brand_status: 'Seasonal',
      brand_product_name: 'Cedar Mulch (Premium)',
      product_url: 'https://shop.example.com/mulch?kind=cedar&size=2',
      priority: 2,
      ranking: 100,
      seasonal_availability: 'Fall only',
      show_on_all_cities: true,
      active: false,
      aliases: 'cedar, red mulch',
      on_brand_site: true,
    });
    const bare = await create({ product_name: 'Bare Gravel', category: 'Aggregates', unit_type: 'Metric Tonne' });
    const first = await create({ ...mulch, product_name: 'Zed Mulch', priority: 1 });
    const beside = await create({ ...mulch, product_name: 'Black Mulch', priority: 2 });
    const last = await create({ ...mulch, product_name: 'Alpha Mulch', priority: 10 });
    const yard = await stack.api('POST', '/api/supplier-locations', { location_name: 'North Yard' });
    const carried = await stack.api('PUT', `/api/supplier-locations/${yard.json().id}/products`, { product_ids: [full.id, bare.id] });
    expect(carried.statusCode).toBe(200);
    // PostgreSQL keeps microseconds; both answers cut them to milliseconds the same way.
    await stack.catalog.context.db.$executeRawUnsafe(`UPDATE products SET created_at = '2025-03-04 05:06:07.999999+00' WHERE id = $1`, full.id);

    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const ordered = [bare, first, beside, full, last];
    const singles = await Promise.all(ordered.map((p) => stack.api('GET', `/api/products/${p.id}`)));
    // The same text: every field, in the same order, with the same escaping.
    expect(response.body).toBe(`[${singles.map((single) => single.body).join(',')}]`);

    const listed = z.array(adminProductSchema.strict()).parse(response.json());
    expect(listed[3]).toMatchObject({
      customer_pricing: '45.00',
      contractor_pricing: '0.50',
      fob_price: '99999999.99',
      from_price: '0.00',
      brand_status: 'Seasonal',
      location_count: 1,
      created_at: '2025-03-04T05:06:07.999Z',
    });
    // Created with the required fields only: every optional one lists as null.
    const optional = ['description', 'size_attributes', 'customer_pricing', 'contractor_pricing', 'fob_price', 'from_price', 'brand_status', 'brand_product_name', 'product_url', 'seasonal_availability', 'aliases'];
    expect(listed[0]).toMatchObject({ ...Object.fromEntries(optional.map((field) => [field, null])), location_count: 1 });
    expect(listed[1]!.location_count).toBe(0);
    for (const product of listed) expect(product.updated_at).toBe(new Date(product.updated_at).toISOString());
  });

  it('narrows by search (name, brand name or aliases, any case, taken literally), category and activity', async () => {
    await create({ ...mulch, product_name: '50% Off Bark', aliases: 'promo bark' });
    await create({ ...mulch, product_name: 'Red Bark', aliases: 'cedar_bark, promo' });
    await create({ product_name: 'Path Stone', brand_product_name: 'Northway PATH', category: 'Aggregates', unit_type: 'Each', active: false });

    expect(await namesListed('?search=BARK')).toEqual(['50% Off Bark', 'Red Bark']);
    expect(await namesListed('?search=northway%20path')).toEqual(['Path Stone']);
    expect(await namesListed('?search=promo')).toEqual(['50% Off Bark', 'Red Bark']);
    expect(await namesListed('?search=%25')).toEqual(['50% Off Bark']);
    expect(await namesListed('?search=_')).toEqual(['Red Bark']);
    expect(await namesListed('?category=aggregates')).toEqual(['Bare Gravel', 'Path Stone']);
    expect(await namesListed('?category=Aggregate')).toEqual([]);
    expect(await namesListed('?active=false')).toEqual(['Path Stone', 'Premium Cedar Mulch']);
    expect(await namesListed('?category=MULCH&active=true&search=%20bark%20')).toEqual(['50% Off Bark', 'Red Bark']);
    const none = await list('?search=no%20such%20product');
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('[]');
    expect((await list('?active=maybe')).statusCode).toBe(400);
  });
});
