import { adminProductSchema, pageSchema, supplierLocationSchema, type AdminProduct } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers.js';

// Big lists paged by the catalog (docs/behaviour/services.md, "Paged lists"): GET
// /api/products/paged and GET /api/supplier-locations/paged on the real PostgreSQL: the
// order with its tie-breaker, the total, the search, the filters, and each bad part
// refused in words.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('paged_lists');
});
afterAll(async () => stack?.close());

const productPage = pageSchema(adminProductSchema.strict());
const locationPage = pageSchema(supplierLocationSchema);

async function create(payload: object): Promise<AdminProduct> {
  const response = await stack.api('POST', '/api/products', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
async function page(query: string) {
  const response = await stack.api('GET', `/api/products/paged${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return productPage.parse(response.json());
}
const names = async (query: string) => (await page(query)).items.map((p) => p.product_name);
const refusal = async (url: string) => {
  const response = await stack.api('GET', url);
  return { status: response.statusCode, message: (response.json() as { message: string }).message };
};

describe('the paged product list (GET /api/products/paged)', () => {
  let made: AdminProduct[] = [];
  beforeAll(async () => {
    const stone = { category: 'Aggregates', unit_type: 'Metric Tonne' };
    made = [
      await create({ ...stone, product_name: 'Pea Gravel', ranking: 50, customer_pricing: '30', description: 'Round washed stone' }),
      await create({ ...stone, product_name: 'river rock', ranking: 50, customer_pricing: '45', aliases: 'creek stone' }),
      await create({ ...stone, product_name: 'Granite Chips', ranking: 50, size_attributes: '3/4" clear', active: false }),
      await create({ category: 'Mulch', unit_type: 'Bag', product_name: 'Cedar Mulch', ranking: 80, customer_pricing: '12.5', brand_product_name: 'Red Cedar 50% Off' }),
      await create({ category: 'Mulch', unit_type: 'Bag', product_name: 'Black Mulch', ranking: 10, priority: 2 }),
    ];
  });

  it("answers the whole list's order by default, a page at a time, with the total and each product as its own answer", async () => {
    const whole = ((await stack.api('GET', '/api/products')).json() as AdminProduct[]).map((p) => p.product_name);
    const first = await page('?pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    const second = await page('?pageSize=2&page=2');
    const third = await page('?pageSize=2&page=3');
    expect([...first.items, ...second.items, ...third.items].map((p) => p.product_name)).toEqual(whole);
    expect(third.items).toHaveLength(1);

    const single = await stack.api('GET', `/api/products/${first.items[0]!.id}`);
    expect(first.items[0]).toEqual(single.json());
    // Past the last page: no products, and still the total.
    expect(await page('?pageSize=2&page=9')).toEqual({ items: [], total: 5, page: 9, pageSize: 2 });
  });

  it('sorts by a column in either order, equal values kept in id order (reversed with the order) so pages never overlap', async () => {
    expect(await names('?sort=name')).toEqual(['Black Mulch', 'Cedar Mulch', 'Granite Chips', 'Pea Gravel', 'river rock']);
    expect(await names('?sort=name&order=desc')).toEqual(['river rock', 'Pea Gravel', 'Granite Chips', 'Cedar Mulch', 'Black Mulch']);
    const [pea, river, granite] = made;
    const byRanking = (await page('?sort=ranking')).items.map((p) => p.id);
    expect(byRanking.slice(1, 4)).toEqual([pea!.id, river!.id, granite!.id]);
    const pages = [];
    for (let n = 1; n <= 5; n++) pages.push(...(await page(`?sort=ranking&order=desc&pageSize=1&page=${n}`)).items.map((p) => p.id));
    expect(pages.slice(1, 4)).toEqual([granite!.id, river!.id, pea!.id]);
    // No price sorts last either way.
    expect(await names('?sort=price')).toEqual(['Cedar Mulch', 'Pea Gravel', 'river rock', 'Granite Chips', 'Black Mulch']);
    expect((await names('?sort=price&order=desc')).slice(0, 3)).toEqual(['river rock', 'Pea Gravel', 'Cedar Mulch']);
  });

  it('searches every word in the names, aliases, category, size and description, in any case; wildcards are plain text', async () => {
    expect(await page('?search=MULCH&sort=name')).toMatchObject({ total: 2 });
    expect(await names('?search=cedar%20mulch')).toEqual(['Cedar Mulch']);
    expect(await names('?search=creek')).toEqual(['river rock']);
    expect(await names('?search=washed%20aggregates')).toEqual(['Pea Gravel']);
    expect(await names('?search=CLEAR')).toEqual(['Granite Chips']);
    expect(await names('?search=50%25')).toEqual(['Cedar Mulch']);
    expect(await names('?search=%25%25')).toEqual([]);
    expect(await page('?search=nothing%20like%20it')).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('narrows by category and activity, with the search, the total counting only those', async () => {
    expect(await page('?category=aggregates&sort=name')).toMatchObject({ total: 3 });
    expect(await names('?category=Aggregates&active=true&sort=name')).toEqual(['Pea Gravel', 'river rock']);
    expect(await names('?active=false')).toEqual(['Granite Chips']);
    expect(await names('?category=Mulch&search=black')).toEqual(['Black Mulch']);
  });

  it('refuses each bad part with 400 and its own words', async () => {
    const sortWords = 'sort must be one of category, name, unit_type, price, from_price, ranking, brand_status';
    expect(await refusal('/api/products/paged?sort=secret')).toEqual({ status: 400, message: sortWords });
    expect(await refusal('/api/products/paged?order=up')).toEqual({ status: 400, message: 'order must be asc or desc' });
    for (const bad of ['0', '-1', '1.5', 'two', '']) {
      expect(await refusal(`/api/products/paged?page=${bad}`), bad).toEqual({ status: 400, message: 'page must be a whole number from 1' });
    }
    for (const bad of ['0', '201', 'ten']) {
      expect(await refusal(`/api/products/paged?pageSize=${bad}`), bad).toEqual({ status: 400, message: 'pageSize must be a whole number from 1 to 200' });
    }
    expect(await refusal(`/api/products/paged?search=${'x'.repeat(201)}`)).toEqual({ status: 400, message: 'search must be at most 200 characters' });
    expect((await refusal('/api/products/paged?active=maybe')).status).toBe(400);
  });
});

describe('the paged supplier locations (GET /api/supplier-locations/paged)', () => {
  beforeAll(async () => {
    const supplier = await stack.catalog.context.db.supplier.create({ data: { supplierName: 'Acme Aggregates', nameKey: 'acme aggregates' } });
    for (const [location_name, city] of [
      ['North Yard', 'Barrie'],
      ['South Yard', 'Hamilton'],
      ['East Pit', 'barrie'],
      ['West Depot', null],
    ] as const) {
      const response = await stack.api('POST', '/api/supplier-locations', { location_name, city, supplier_id: location_name === 'East Pit' ? supplier.id : null });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  const locations = async (query: string) => {
    const response = await stack.api('GET', `/api/supplier-locations/paged${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return locationPage.parse(response.json());
  };
  const located = async (query: string) => (await locations(query)).items.map((l) => l.location_name);

  it('sorts, pages, searches and narrows by city in SQL, with the total', async () => {
    const all = await located('');
    expect(all.filter((name) => /Yard|Pit|Depot/.test(name))).toEqual(['East Pit', 'North Yard', 'South Yard', 'West Depot']);
    expect(await locations('?search=yard&pageSize=1&page=2')).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ location_name: 'South Yard' }] });
    expect(await located('?search=acme')).toEqual(['East Pit']);
    expect(await located('?city=BARRIE&order=desc')).toEqual(['North Yard', 'East Pit']);
    // No city sorts last either way.
    expect((await located('?search=yard%20depot')).length).toBe(0);
    const byCity = await located('?sort=city&search=e');
    expect(byCity.at(-1)).toBe('West Depot');
  });

  it('refuses a sort it does not know, in words', async () => {
    expect(await refusal('/api/supplier-locations/paged?sort=phone')).toEqual({ status: 400, message: 'sort must be one of name, supplier, city, type, radius, products, status, updated' });
  });
});
