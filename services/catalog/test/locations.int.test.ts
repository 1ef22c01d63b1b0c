import { locationsChanged } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { monthsOf } from '../src/domain/trends.js';
import { eventsOf, startStack, waitLong, type Stack } from './helpers.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('locations');
  await stack.city('guelph', 43.5448, -80.2482);
  await stack.city('kitchener', 43.4516, -80.4925);
});
afterAll(async () => stack?.close());

const locationEvents = () => eventsOf<{ locationIds: number[]; reason: string }>(stack, locationsChanged.type).map((e) => e.data);

describe('supplier locations', () => {
  let id: number;

  it('are created with every field they have', async () => {
    const response = await stack.api('POST', '/api/supplier-locations', {
      location_name: 'Guelph Pit',
      address: '100 Stone Rd',
      city: 'Guelph',
      province: 'Ontario',
      postal_code: 'N1G 2W1',
      latitude: '43.53',
      longitude: '-80.23',
      phone_number: '519-555-0100',
      email: 'pit@wellington.example',
      dispatch_email: 'dispatch@wellington.example',
      dispatch_phone: '519-555-0101',
      sales_email: 'sales@wellington.example',
      sales_contact: 'Dana Ruiz',
      sales_phone: '519-555-0102',
      hours_of_operation: 'Mon-Fri 7-5',
      location_type: 'Pit',
      added_to_v2: 'checked',
      pricing_requested_2025: 'yes',
      pit_status: 'Open',
      brand_status: 'Partner',
      shipping_drive_time_multiplier: '1.2',
      minimum_units: '2.5',
      fuel_surcharge: '15',
      delivery_radius: '18.5',
      products_at_location: '12',
      product_names: 'Screenings, Clear Stone',
      notes: 'Gate code 1234',
      map_cache: '{"zoom":12}',
    });
    expect(response.statusCode).toBe(201);
    id = response.json().id;
    expect(response.json()).toMatchObject({
      supplier_id: null,
      latitude: 43.53,
      longitude: -80.23,
      shipping_drive_time_multiplier: '1.20',
      minimum_units: '2.50',
      fuel_surcharge: '15.00',
      delivery_radius: '18.50',
      sales_contact: 'Dana Ruiz',
      map_cache: '{"zoom":12}',
      active: true,
      product_count: 0,
    });
    await vi.waitFor(() => expect(locationEvents()).toContainEqual({ locationIds: [id], reason: 'created' }), waitLong);
  });

  it.each([
    [{}, 'Location name is required'],
    [{ location_name: 'X', latitude: 91 }, 'Latitude must be between -90 and 90'],
    [{ location_name: 'X', longitude: '-181' }, 'Longitude must be between -180 and 180'],
    [{ location_name: 'X', delivery_radius: '10000' }, 'Delivery radius must be less than 10000'],
    [{ location_name: 'X', shipping_drive_time_multiplier: '1.234' }, 'Shipping drive time multiplier must have at most 2 decimals'],
    [{ location_name: 'X', supplier_id: 9999 }, 'Supplier not found'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await stack.api('POST', '/api/supplier-locations', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('are listed with search and city filters, and read one by one with their products', async () => {
    await stack.api('POST', '/api/supplier-locations', { location_name: 'Kitchener Depot', city: 'Kitchener', latitude: 43.45, longitude: -80.49, delivery_radius: 10 });
    const all = (await stack.api('GET', '/api/supplier-locations')).json() as { location_name: string }[];
    expect(all.map((l) => l.location_name)).toEqual(['Guelph Pit', 'Kitchener Depot']);
    expect((await stack.api('GET', '/api/supplier-locations?search=stone rd')).json()).toHaveLength(1);
    expect((await stack.api('GET', '/api/supplier-locations?city=kitchener')).json()).toMatchObject([{ location_name: 'Kitchener Depot' }]);
    const product = (await stack.api('POST', '/api/products', { product_name: 'Screenings', category: 'Aggregates', unit_type: 'Metric Tonne', from_price: '29.00' })).json();
    const put = await stack.api('PUT', `/api/supplier-locations/${id}/products`, { product_ids: [product.id, product.id] });
    expect(put.json()).toEqual({ location_id: id, product_ids: [product.id], added: 1, removed: 0 });
    const one = (await stack.api('GET', `/api/supplier-locations/${id}`)).json();
    expect(one).toMatchObject({ location_name: 'Guelph Pit', product_count: 1, products: [{ id: product.id, product_name: 'Screenings' }] });
    const unknown = await stack.api('PUT', `/api/supplier-locations/${id}/products`, { product_ids: [424242] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No product with id 424242');
    expect((await stack.api('GET', '/api/supplier-locations/999999')).statusCode).toBe(404);
  });

  it('are changed and deleted', async () => {
    const patched = await stack.api('PATCH', `/api/supplier-locations/${id}`, { notes: '', delivery_radius: 25 });
    expect(patched.json()).toMatchObject({ notes: null, delivery_radius: '25.00' });
    const extra = (await stack.api('POST', '/api/supplier-locations', { location_name: 'Temporary Yard' })).json();
    expect((await stack.api('DELETE', `/api/supplier-locations/${extra.id}`)).statusCode).toBe(204);
    expect((await stack.api('DELETE', `/api/supplier-locations/${extra.id}`)).statusCode).toBe(404);
    await vi.waitFor(() => expect(locationEvents()).toContainEqual({ locationIds: [extra.id], reason: 'trashed', summary: { name: 'Temporary Yard' } }), waitLong);
  });
});

describe('GET /api/delivery/calculate (docs/decisions.md, decision 7)', () => {
  it('names the locations that deliver to a city, nearest first, and what they carry', async () => {
    const answer = (await stack.api('GET', '/api/delivery/calculate?city=guelph')).json();
    expect(answer.origin).toEqual({ city_slug: 'guelph', city_name: 'guelph', latitude: 43.5448, longitude: -80.2482 });
    expect(answer.locations).toEqual([
      { id: expect.any(Number), location_name: 'Guelph Pit', supplier_name: null, city: 'Guelph', distance_km: 2.2, delivery_radius: '25.00', product_count: 1 },
    ]);
    expect(answer.products).toMatchObject([{ display_name: 'Screenings', from_price: '29.00' }]);
  });

  it('works from coordinates too, and says nothing delivers far away', async () => {
    const kitchener = (await stack.api('GET', '/api/delivery/calculate?latitude=43.4516&longitude=-80.4925')).json();
    expect(kitchener.locations.map((l: { location_name: string }) => l.location_name)).toEqual(['Kitchener Depot', 'Guelph Pit']);
    const north = (await stack.api('GET', '/api/delivery/calculate?latitude=48.38&longitude=-89.25')).json();
    expect(north).toMatchObject({ locations: [], products: [] });
  });

  it('asks for a city or both coordinates', async () => {
    const response = await stack.api('GET', '/api/delivery/calculate?latitude=43.4');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose a city, or give both latitude and longitude');
    expect((await stack.api('GET', '/api/delivery/calculate?city=atlantis')).statusCode).toBe(404);
  });
});

describe('GET /api/catalog/stats', () => {
  it('answers the catalog figures of the dashboard', async () => {
    await stack.api('POST', '/api/products', { product_name: 'Retired Mix', category: 'Compost', unit_type: 'Bag', active: false });
    const stats = (await stack.api('GET', '/api/catalog/stats')).json();
    expect(stats).toEqual({
      activeProducts: 1,
      totalProducts: 2,
      totalLocations: 2,
      locationProducts: 1,
      avgDeliveryRadius: '17.5',
      trends: { totalLocations: null, activeProducts: null, locationProducts: null, avgDeliveryRadius: null },
    });
  });

  it("measures each trend against last month's stored figures (docs/decisions.md, decision 6)", async () => {
    const { previous } = monthsOf(new Date());
    await stack.catalog.context.db.monthlyFigure.create({
      data: { month: previous, totalLocations: 1, activeProducts: 1, locationProducts: 2, avgDeliveryRadius: '20.0' },
    });
    const { trends } = (await stack.api('GET', '/api/catalog/stats')).json();
    expect(trends).toEqual({ totalLocations: 100, activeProducts: 0, locationProducts: -50, avgDeliveryRadius: -12.5 });
    const thisMonth = await stack.catalog.context.db.monthlyFigure.findUnique({ where: { month: monthsOf(new Date()).current } });
    expect(thisMonth).toMatchObject({ totalLocations: 2, activeProducts: 1, locationProducts: 1 });
  });
});
