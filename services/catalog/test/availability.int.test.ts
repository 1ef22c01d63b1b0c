import { cityProductsChanged } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventsOf, startStack, waitLong, type Stack } from './helpers.js';

let stack: Stack;
const ids: Record<string, number> = {};
const cityIds: Record<string, number> = {};

const product = async (name: string, extra: object = {}) => {
  const response = await stack.api('POST', '/api/products', {
    product_name: name,
    category: 'Mulch',
    unit_type: 'Cubic Yard',
    customer_pricing: '45.00',
    contractor_pricing: '40.00',
    fob_price: '30.00',
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  ids[name] = response.json().id;
};
const location = async (name: string, payload: object) => {
  const response = await stack.api('POST', '/api/supplier-locations', { location_name: name, ...payload });
  expect(response.statusCode).toBe(201);
  ids[name] = response.json().id;
};
const stock = (locationName: string, productNames: string[]) =>
  stack.api('PUT', `/api/supplier-locations/${ids[locationName]}/products`, { product_ids: productNames.map((n) => ids[n]) });
const listOf = async (slug: string) => {
  const response = await stack.api('GET', `/api/products/city/${slug}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, unknown>[];
};
const namesIn = async (slug: string) => (await listOf(slug)).map((p) => p.display_name);

beforeAll(async () => {
  stack = await startStack('availability');
  cityIds.barrie = await stack.city('barrie', 44.3894, -79.6903);
  cityIds.toronto = await stack.city('toronto', 43.6532, -79.3832);
  cityIds.ottawa = await stack.city('ottawa', 45.4215, -75.6972);
  cityIds.stouffville = await stack.city('stouffville', 43.9706, -79.2446, { page_active: false });

  await product('Premium Topsoil', { category: 'Soils and Soil Mixtures', ranking: 80, product_url: 'https://shop.example.com/topsoil' });
  await product('Cedar Mulch');
  await product('CM-2', { brand_product_name: '  cedar   MULCH ', ranking: 0 }); // the same card by its brand name
  await product('Black Mulch', { ranking: 30, seasonal_availability: 'Year-round' });
  await product('Bagged Road Salt', { category: 'Amendments', unit_type: 'Bag', show_on_all_cities: true, ranking: 10 });
  await product('Inactive Loam', { category: 'Soils and Soil Mixtures', active: false, show_on_all_cities: true });
  await product('Ottawa Gravel', { category: 'Aggregates' });

  await location('Barrie Yard', { latitude: 44.39, longitude: -79.69, delivery_radius: 30 }); // Barrie only
  await location('Toronto Depot', { latitude: 43.7, longitude: -79.4, delivery_radius: 20 }); // Toronto only
  await location('Ottawa Closed', { latitude: 45.42, longitude: -75.7, delivery_radius: 50, active: false });
  await stock('Barrie Yard', ['Premium Topsoil', 'Cedar Mulch', 'CM-2', 'Black Mulch', 'Inactive Loam']);
  await stock('Toronto Depot', ['Cedar Mulch']);
  await stock('Ottawa Closed', ['Ottawa Gravel']);
});
afterAll(async () => stack?.close());

describe('GET /api/products/city/:slug (docs/decisions.md, decision 7)', () => {
  it('lists what active locations covering the city carry, plus what is shown in all cities, sorted by ranking then name', async () => {
    expect(await namesIn('barrie')).toEqual(['Premium Topsoil', 'Black Mulch', 'Bagged Road Salt', 'Cedar Mulch']);
    expect(await namesIn('toronto')).toEqual(['Bagged Road Salt', 'Cedar Mulch']);
  });

  it('leaves out inactive locations and inactive products', async () => {
    expect(await namesIn('ottawa')).toEqual(['Bagged Road Salt']);
    expect(await namesIn('barrie')).not.toContain('Inactive Loam');
  });

  it('answers only what a visitor sees (docs/decisions.md, decision 2): no pricing, no internal fields', async () => {
    const [first] = await listOf('barrie');
    expect(first).toEqual({
      id: ids['Premium Topsoil'],
      product_name: 'Premium Topsoil',
      brand_product_name: null,
      display_name: 'Premium Topsoil',
      category: 'Soils and Soil Mixtures',
      unit_type: 'Cubic Yard',
      product_url: 'https://shop.example.com/topsoil',
      ranking: 80,
      seasonal_availability: null,
      show_on_all_cities: false,
      brand_status: null,
    });
    const body = JSON.stringify(await listOf('barrie'));
    for (const field of ['customer_pricing', 'contractor_pricing', 'fob_price', 'from_price', 'priority', 'aliases', 'active']) {
      expect(body).not.toContain(`"${field}"`);
    }
  });

  it('answers 404 for an unknown or inactive city', async () => {
    for (const slug of ['atlantis', 'stouffville', 'Not A Slug']) {
      const response = await stack.api('GET', `/api/products/city/${encodeURIComponent(slug)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'City not found' });
    }
  });

  it('answers an ETag and 304 when the list has not changed', async () => {
    const first = await stack.api('GET', '/api/products/city/barrie');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await stack.catalog.app.inject({ url: '/api/products/city/barrie', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the lists follow changes', () => {
  it('a brand status change shows at once: out of stock sorts last, discontinued leaves the list (docs/decisions.md, decision 10)', async () => {
    await stack.api('PATCH', `/api/products/${ids['Premium Topsoil']}`, { brand_status: 'Out of Stock' });
    await stack.api('PATCH', `/api/products/${ids['Black Mulch']}`, { brand_status: 'Discontinued' });
    const list = await listOf('barrie');
    expect(list.map((p) => [p.display_name, p.brand_status])).toEqual([
      ['Bagged Road Salt', null],
      ['Cedar Mulch', null],
      ['Premium Topsoil', 'Out of Stock'],
    ]);
    await stack.api('PATCH', `/api/products/${ids['Premium Topsoil']}`, { brand_status: null });
    await stack.api('PATCH', `/api/products/${ids['Black Mulch']}`, { brand_status: 'Available' });
    expect(await namesIn('barrie')).toEqual(['Premium Topsoil', 'Black Mulch', 'Bagged Road Salt', 'Cedar Mulch']);
  });

  it('a product change shows at once, and the list is rebuilt once, not per request', async () => {
    await stack.api('PATCH', `/api/products/${ids['Cedar Mulch']}`, { ranking: 90 });
    expect((await namesIn('barrie'))[0]).toBe('Cedar Mulch');
    const builtAt = async () => (await stack.catalog.context.db.cityListing.findUnique({ where: { cityId: cityIds.barrie } }))!.builtAt!.getTime();
    const built = await builtAt();
    await namesIn('barrie');
    await namesIn('barrie');
    expect(await builtAt()).toBe(built);
  });

  it('the refresher rebuilds stale lists in the background, without a request', async () => {
    await stack.api('PATCH', `/api/products/${ids['Bagged Road Salt']}`, { product_name: 'Bagged Rock Salt' });
    await vi.waitFor(async () => {
      const rows = await stack.catalog.context.db.cityListing.findMany({ where: { city: { pageActive: true } } });
      expect(rows.every((r) => r.builtVersion === r.wantedVersion)).toBe(true);
      expect(rows.every((r) => r.body.includes('Bagged Rock Salt'))).toBe(true);
    }, waitLong);
  });

  it('a product that is no longer shown in all cities leaves the cities that do not stock it', async () => {
    await stack.api('PATCH', `/api/products/${ids['Bagged Road Salt']}`, { show_on_all_cities: false });
    expect(await namesIn('ottawa')).toEqual([]);
    await stack.api('PATCH', `/api/products/${ids['Bagged Road Salt']}`, { show_on_all_cities: true });
    expect(await namesIn('ottawa')).toEqual(['Bagged Rock Salt']);
  });

  it('a deactivated product or location leaves the list; a wider radius brings a location in', async () => {
    await stack.api('PATCH', `/api/products/${ids['Black Mulch']}`, { active: false });
    expect(await namesIn('barrie')).not.toContain('Black Mulch');
    await stack.api('PATCH', `/api/supplier-locations/${ids['Toronto Depot']}`, { active: false });
    expect(await namesIn('toronto')).toEqual(['Bagged Rock Salt']);
    await stack.api('PATCH', `/api/supplier-locations/${ids['Toronto Depot']}`, { active: true, delivery_radius: 120 }); // now reaches Barrie too
    expect(await namesIn('toronto')).toEqual(['Cedar Mulch', 'Bagged Rock Salt']);
    await stack.api('PATCH', `/api/supplier-locations/${ids['Ottawa Closed']}`, { active: true });
    expect(await namesIn('ottawa')).toEqual(['Bagged Rock Salt', 'Ottawa Gravel']);
  });

  it('a deleted product or location leaves the list', async () => {
    await stack.api('DELETE', `/api/products/${ids['Ottawa Gravel']}`);
    expect(await namesIn('ottawa')).toEqual(['Bagged Rock Salt']);
    await stack.api('DELETE', `/api/supplier-locations/${ids['Barrie Yard']}`);
    expect(await namesIn('barrie')).toEqual(['Cedar Mulch', 'Bagged Rock Salt']); // still carried by the Toronto depot's wider radius
  });

  it('a product or location restored from the Trash is back in the list, with its stock links', async () => {
    const before = { ottawa: await namesIn('ottawa'), barrie: await namesIn('barrie') };
    expect((await stack.api('POST', `/api/admin/trash/products/${ids['Ottawa Gravel']}/restore`)).statusCode).toBe(200);
    expect(await namesIn('ottawa')).toEqual(['Bagged Rock Salt', 'Ottawa Gravel']);
    expect((await stack.api('POST', `/api/admin/trash/supplier-locations/${ids['Barrie Yard']}/restore`)).statusCode).toBe(200);
    expect(await namesIn('barrie')).toContain('Premium Topsoil'); // carried by the Barrie yard only
    expect((await stack.api('GET', `/api/supplier-locations/${ids['Barrie Yard']}`)).json().products.length).toBeGreaterThan(0);
    // Back to the Trash: the tests below start from the lists they had.
    expect((await stack.api('DELETE', `/api/products/${ids['Ottawa Gravel']}`)).statusCode).toBe(204);
    expect((await stack.api('DELETE', `/api/supplier-locations/${ids['Barrie Yard']}`)).statusCode).toBe(204);
    expect({ ottawa: await namesIn('ottawa'), barrie: await namesIn('barrie') }).toEqual(before);
  });

  it('a city that moves or goes dark in the cities service is followed through its events', async () => {
    const move = await stack.cities.app.inject({ method: 'PATCH', url: `/api/cities/${cityIds.ottawa}`, payload: { latitude: 43.66, longitude: -79.39 } });
    expect(move.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await namesIn('ottawa')).toEqual(['Cedar Mulch', 'Bagged Rock Salt']), waitLong);
    await stack.cities.app.inject({ method: 'PATCH', url: `/api/cities/${cityIds.ottawa}`, payload: { page_active: false } });
    await vi.waitFor(async () => expect((await stack.api('GET', '/api/products/city/ottawa')).statusCode).toBe(404), waitLong);
    await stack.cities.app.inject({ method: 'PATCH', url: `/api/cities/${cityIds.stouffville}`, payload: { page_active: true } });
    await vi.waitFor(async () => expect(await namesIn('stouffville')).toEqual(['Cedar Mulch', 'Bagged Rock Salt']), waitLong);
    await stack.cities.app.inject({ method: 'PATCH', url: `/api/cities/${cityIds.stouffville}`, payload: { url_slug: 'whitchurch-stouffville' } });
    await vi.waitFor(async () => expect((await stack.api('GET', '/api/products/city/whitchurch-stouffville')).statusCode).toBe(200), waitLong);
    expect((await stack.api('GET', '/api/products/city/stouffville')).statusCode).toBe(404);
  });

  it('tells page caches which city lists changed (catalog.city-products.changed)', async () => {
    await vi.waitFor(() => {
      const slugs = eventsOf<{ cities: { id: number; slug: string }[] }>(stack, cityProductsChanged.type).flatMap((e) => e.data.cities.map((c) => c.slug));
      expect(slugs).toEqual(expect.arrayContaining(['barrie', 'toronto', 'ottawa', 'stouffville']));
    }, waitLong);
  });
});

describe('top products per city (city_top_products_cache)', () => {
  it('keeps the head of each city list, with its position and score', async () => {
    await stack.api('PATCH', `/api/products/${ids['Bagged Road Salt']}`, { ranking: 95 });
    const listing = await listOf('toronto');
    const top = (await stack.api('GET', '/api/products/top?city=toronto')).json() as { id: number }[];
    expect(top.map((p) => p.id)).toEqual(listing.slice(0, 10).map((p) => p.id));
    const rows = await stack.catalog.context.db.cityTopProduct.findMany({ where: { cityId: cityIds.toronto }, orderBy: { rankingPosition: 'asc' } });
    expect(rows.map((r) => [r.rankingPosition, r.productId, r.popularityScore.toFixed(2)])).toEqual([
      [1, ids['Bagged Road Salt'], '95.00'],
      [2, ids['Cedar Mulch'], '90.00'],
    ]);
    expect((await stack.api('GET', '/api/products/top?city=atlantis')).statusCode).toBe(404);
  });
});
