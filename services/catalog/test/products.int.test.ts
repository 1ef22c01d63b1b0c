import { productsChanged } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventsOf, startStack, waitLong, type Stack } from './helpers.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('products');
});
afterAll(async () => stack?.close());

const base = { category: 'Soils and Soil Mixtures', unit_type: 'Cubic Yard' };
const create = (payload: object) => stack.api('POST', '/api/products', payload);
type ProductsChanged = { productIds: number[]; reason: string; summary?: { name?: string; before?: Record<string, unknown>; after?: Record<string, unknown> } };
const changedEvents = () => eventsOf<ProductsChanged>(stack, productsChanged.type).map((e) => ({ productIds: e.data.productIds, reason: e.data.reason }));
/** The audit trail's summary of each products change: the changed fields before and after. */
const summaries = () => eventsOf<ProductsChanged>(stack, productsChanged.type).map((e) => e.data.summary);

describe('creating a product', () => {
  it('stores every field of a product, money as exact decimals, with the defaults', async () => {
    const response = await create({
      ...base,
      product_name: '  Premium Triple Mix ',
      description: 'Screened topsoil, peat and compost',
      size_attributes: 'Bulk',
      customer_pricing: '$1,064.5',
      contractor_pricing: 54,
      fob_price: '38.25',
      from_price: '49.99',
      brand_status: 'available',
      brand_product_name: 'Triple Mix (Premium)',
      product_url: 'https://shop.example.com/triple-mix',
      seasonal_availability: 'spring/summer',
      aliases: ' triple mix,  garden soil ,,triple mix',
      on_brand_site: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      product_name: 'Premium Triple Mix',
      description: 'Screened topsoil, peat and compost',
      category: 'Soils and Soil Mixtures',
      size_attributes: 'Bulk',
      unit_type: 'Cubic Yard',
      customer_pricing: '1064.50',
      contractor_pricing: '54.00',
      fob_price: '38.25',
      from_price: '49.99',
      brand_status: 'Available',
      brand_product_name: 'Triple Mix (Premium)',
      product_url: 'https://shop.example.com/triple-mix',
      priority: 1,
      ranking: 0,
      seasonal_availability: 'Spring/Summer',
      show_on_all_cities: false,
      active: true,
      aliases: 'triple mix, garden soil',
      on_brand_site: true,
      location_count: 0,
    });
    const id = response.json().id as number;
    expect((await stack.api('GET', `/api/products/${id}`)).json().product_name).toBe('Premium Triple Mix');
    await vi.waitFor(() => expect(changedEvents()).toContainEqual({ productIds: [id], reason: 'created' }), waitLong);
  });

  it.each([
    [{ category: 'Mulch', unit_type: 'Bag' }, 'Product name is required'],
    [{ product_name: '   ', category: 'Mulch', unit_type: 'Bag' }, 'Product name is required'],
    [{ product_name: 'Cedar Mulch', unit_type: 'Bag' }, 'Category is required'],
    [{ product_name: 'Cedar Mulch', category: ' ', unit_type: 'Bag' }, 'Category is required'],
    [{ product_name: 'Cedar Mulch', category: 'Mulch' }, 'Unit type is required'],
    [{ product_name: 'Cedar Mulch', category: 'Mulch', unit_type: '' }, 'Unit type is required'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
  });

  it.each([
    [{ product_url: 'not a url' }, 'Product URL must be a valid URL starting with http:// or https:// (for example https://www.example.com/page)'],
    [{ product_url: 'ftp://files.example.com/x' }, 'Product URL must be a valid URL starting with http:// or https:// (for example https://www.example.com/page)'],
    [{ product_url: 'javascript:alert(1)' }, 'Product URL must be a valid URL starting with http:// or https:// (for example https://www.example.com/page)'],
    [{ ranking: 101 }, 'Ranking must be between 0 and 100'],
    [{ ranking: -1 }, 'Ranking must be between 0 and 100'],
    [{ priority: 0 }, 'Priority must be between 1 and 9999'],
    [{ priority: 10000 }, 'Priority must be between 1 and 9999'],
    [{ priority: 2.5 }, 'Priority must be a whole number'],
    [{ from_price: -1 }, 'From price cannot be negative'],
    [{ from_price: '12.345' }, 'From price must have at most 2 decimals'],
    [{ customer_pricing: 'cheap' }, 'Customer pricing must be a number'],
    [{ fob_price: '123456789' }, 'FOB price must be less than 100000000'],
    [{ seasonal_availability: 'Monsoon' }, 'Seasonal availability must be one of: none, Year-round, Spring/Summer, Fall/Winter, Spring only, Summer only, Fall only, Winter only'],
    [{ brand_status: 'Gone' }, 'Brand status must be one of: none, Available, Out of Stock, Seasonal, Special Order, Discontinued'],
    [{ category: 'Gizmos' }, 'Category "Gizmos" does not exist; create it in the Categories tab first'],
    [{ unit_type: 'Barrel' }, 'Unit type "Barrel" does not exist; create it first'],
  ])('refuses %j with "%s"', async (extra, message) => {
    const response = await create({ ...base, product_name: 'Refused Product', ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().details[0].message).toBe(message);
  });

  it('turns a ranking that is not a number into 0 and a priority that is not a number into 1', async () => {
    const response = await create({ ...base, product_name: 'Screened Topsoil', ranking: 'high', priority: 'soon' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ranking: 0, priority: 1 });
    const numeric = await create({ ...base, product_name: 'Garden Soil', ranking: '75', priority: '20' });
    expect(numeric.json()).toMatchObject({ ranking: 75, priority: 20 });
  });

  it('stores an empty URL, description, brand name, status and season as null', async () => {
    const response = await create({
      ...base,
      product_name: 'Lawn Soil',
      product_url: '',
      description: '  ',
      brand_product_name: '',
      brand_status: 'none',
      seasonal_availability: 'none',
      from_price: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      product_url: null,
      description: null,
      brand_product_name: null,
      brand_status: null,
      seasonal_availability: null,
      from_price: null,
    });
  });

  it('refuses the same product twice in a category, but not in another one', async () => {
    expect((await create({ ...base, product_name: 'Black Earth' })).statusCode).toBe(201);
    const twin = await create({ ...base, product_name: 'black   EARTH' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toMatch(/^A product named "black {3}EARTH" already exists in category "Soils and Soil Mixtures"/);
    expect((await create({ ...base, category: 'Amendments', product_name: 'Black Earth' })).statusCode).toBe(201);
  });
});

describe('changing a product', () => {
  it('changes what is sent, with the same rules, and tells with an event', async () => {
    const { id } = (await create({ ...base, product_name: 'Pool Sand', category: 'Sand', customer_pricing: '30' })).json();
    const response = await stack.api('PATCH', `/api/products/${id}`, {
      customer_pricing: '32.5',
      ranking: 'x',
      product_url: '',
      description: null,
      brand_status: 'Seasonal',
      seasonal_availability: 'Summer only',
      category: 'aggregates',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      product_name: 'Pool Sand',
      customer_pricing: '32.50',
      ranking: 0,
      product_url: null,
      brand_status: 'Seasonal',
      seasonal_availability: 'Summer only',
      category: 'Aggregates',
    });
    await vi.waitFor(() => expect(changedEvents()).toContainEqual({ productIds: [id], reason: 'updated' }), waitLong);
    expect(summaries()).toContainEqual(
      expect.objectContaining({ name: 'Pool Sand', after: expect.objectContaining({ customer_pricing: '32.50' }), before: expect.any(Object) }),
    );
  });

  it("refuses an empty name and answers 404 for a product that doesn't exist", async () => {
    const { id } = (await create({ ...base, product_name: 'Peat Moss' })).json();
    const empty = await stack.api('PATCH', `/api/products/${id}`, { product_name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Product name is required');
    const nothing = await stack.api('PATCH', `/api/products/${id}`, {});
    expect(nothing.json().message).toBe('Nothing to update: send at least one field');
    const missing = await stack.api('PATCH', '/api/products/999999', { ranking: 3 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'Product not found' });
    expect((await stack.api('GET', '/api/products/abc')).json().message).toBe('Product id must be a positive whole number');
  });

  it('publishes nothing for a change that changes nothing', async () => {
    const { id, updated_at } = (await create({ ...base, product_name: 'Manure', ranking: 5 })).json();
    await vi.waitFor(() => expect(changedEvents()).toContainEqual({ productIds: [id], reason: 'created' }), waitLong);
    const same = await stack.api('PATCH', `/api/products/${id}`, { ranking: 5, product_name: 'Manure' });
    expect(same.statusCode).toBe(200);
    expect(same.json().updated_at).toBe(updated_at);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changedEvents().filter((e) => e.productIds.includes(id))).toHaveLength(1);
  });
});

describe('deleting a product', () => {
  it('moves it to the Trash, tells with an event, then answers 404', async () => {
    const { id } = (await create({ ...base, product_name: 'Old Stock' })).json();
    expect((await stack.api('DELETE', `/api/products/${id}`)).statusCode).toBe(204);
    expect((await stack.api('GET', `/api/products/${id}`)).statusCode).toBe(404);
    expect((await stack.api('DELETE', `/api/products/${id}`)).statusCode).toBe(404);
    await vi.waitFor(() => expect(changedEvents()).toContainEqual({ productIds: [id], reason: 'trashed' }), waitLong);
  });
});

describe('listing products', () => {
  it('lists every product for staff, with search, category and activity filters', async () => {
    await create({ ...base, product_name: 'Hidden Loam', active: false });
    const all = (await stack.api('GET', '/api/products')).json() as { product_name: string; customer_pricing: unknown }[];
    expect(all.map((p) => p.product_name)).toEqual(expect.arrayContaining(['Premium Triple Mix', 'Hidden Loam']));
    expect(all[0]).toHaveProperty('customer_pricing');
    const search = (await stack.api('GET', '/api/products?search=loam')).json() as { product_name: string }[];
    expect(search.map((p) => p.product_name)).toEqual(['Hidden Loam']);
    const inactive = (await stack.api('GET', '/api/products?active=false')).json() as { product_name: string }[];
    expect(inactive.map((p) => p.product_name)).toEqual(['Hidden Loam']);
    const sand = (await stack.api('GET', '/api/products?category=amendments')).json() as { category: string }[];
    expect(new Set(sand.map((p) => p.category))).toEqual(new Set(['Amendments']));
  });

  it('answers the top products of the catalogue: active, ranked first, public fields only', async () => {
    await create({ ...base, product_name: 'Top Soil Gold', ranking: 99, customer_pricing: '10' });
    await create({ ...base, product_name: 'Inactive Star', ranking: 100, active: false });
    const top = (await stack.api('GET', '/api/products/top?limit=3')).json() as Record<string, unknown>[];
    expect(top).toHaveLength(3);
    expect(top[0]).toMatchObject({ display_name: 'Top Soil Gold', ranking: 99 });
    expect(top.map((p) => p.display_name)).not.toContain('Inactive Star');
    expect(top[0]).not.toHaveProperty('customer_pricing');
    expect((await stack.api('GET', '/api/products/top?limit=0')).statusCode).toBe(400);
  });
});
