import { geocodingListing, startGoogleGeocodingStandIn, type GoogleGeocodingStandIn } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOptionsFromEnv } from '../src/index.js';
import { startStack, type Stack } from './helpers.js';

// Each city's local facts (docs/behaviour/public-site.md, "Local facts"), and the public delivery check against the Google Geocoding stand-in.
const apiKey = 'test-geocoding-key';
let geocoding: GoogleGeocodingStandIn;
let stack: Stack;
let unconfigured: Stack;

const location = async (name: string, payload: object) => {
  const response = await stack.api('POST', '/api/supplier-locations', { location_name: name, ...payload });
  expect(response.statusCode).toBe(201);
};
const check = (address: string, on = stack) => on.api('GET', `/api/delivery/check?address=${encodeURIComponent(address)}`);

beforeAll(async () => {
  geocoding = await startGoogleGeocodingStandIn({
    apiKey,
    listings: [
      geocodingListing(['L4M 1A1'], 'Barrie, ON L4M 1A1, Canada', 44.392, -79.688),
      geocodingListing(['Dunlop', 'Barrie'], '70 Dunlop St E, Barrie, ON L4M 1A4, Canada', 44.3891, -79.6887),
      geocodingListing(['K1A 0A6'], 'Ottawa, ON K1A 0A6, Canada', 45.4236, -75.7009),
    ],
  });
  const base = catalogOptionsFromEnv({});
  stack = await startStack('delivery_check', { catalog: { geocoding: { ...base.geocoding, baseUrl: geocoding.url, apiKey, maxPerMinute: 4 } } });
  unconfigured = await startStack('delivery_check_off');
  await stack.city('barrie', 44.3894, -79.6903);
  await stack.city('innisfil', 44.3001, -79.6116);
  await stack.city('ottawa', 45.4215, -75.6972);
  await stack.city('closed-town', 44.4, -79.7, { page_active: false });
  const [north, south] = await Promise.all(
    ['North Aggregates', 'South Soils'].map((name) =>
      stack.catalog.context.db.supplier.create({ data: { supplierName: name, nameKey: name.toLowerCase() } }),
    ),
  );
  await location('Barrie Yard', { supplier_id: north!.id, city: 'Barrie', latitude: 44.4, longitude: -79.7, delivery_radius: 30, hours_of_operation: 'Mon-Fri 7-5' });
  await location('Innisfil Pit', { supplier_id: north!.id, city: 'Innisfil', latitude: 44.3, longitude: -79.6, delivery_radius: 25 });
  await location('Oro Depot', { supplier_id: south!.id, city: 'Oro-Medonte', latitude: 44.5, longitude: -79.6, delivery_radius: 40 });
  await location('Closed Yard', { latitude: 44.39, longitude: -79.69, delivery_radius: 50, active: false });
});
afterAll(async () => {
  await stack?.close();
  await unconfigured?.close();
  await geocoding?.close();
});

describe('GET /api/delivery/city/:slug (a city page\'s local facts)', () => {
  it('names the nearest active yard and counts the yards and suppliers that reach the city', async () => {
    const response = await stack.api('GET', '/api/delivery/city/barrie');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      nearest_yard: { location_name: 'Barrie Yard', supplier_name: 'North Aggregates', city: 'Barrie', distance_km: 1.4, hours: 'Mon-Fri 7-5' },
      yards: 3,
      suppliers: 2,
      address_check: true,
    });
  });

  it('answers no yard for a city nobody reaches, and 404 for an unknown or inactive city', async () => {
    expect((await stack.api('GET', '/api/delivery/city/ottawa')).json()).toEqual({ nearest_yard: null, yards: 0, suppliers: 0, address_check: true });
    expect((await stack.api('GET', '/api/delivery/city/closed-town')).statusCode).toBe(404);
    expect((await stack.api('GET', '/api/delivery/city/atlantis')).statusCode).toBe(404);
  });
});

describe('GET /api/delivery/check (the public delivery check)', () => {
  it('geocodes a postal code in Canada with the key and names the yards that deliver there, nearest first', async () => {
    const response = await check('l4m1a1');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ configured: true, delivered: true, place: { formatted_address: 'Barrie, ON L4M 1A1, Canada' } });
    expect(answer.yards.map((y: { location_name: string }) => y.location_name)).toEqual(['Barrie Yard', 'Innisfil Pit', 'Oro Depot']);
    expect(geocoding.requests.at(-1)).toMatchObject({ address: 'l4m1a1', key: apiKey, components: 'country:CA', status: 'OK' });
  });

  it('asks Google once per address, whatever its case and spacing', async () => {
    const before = geocoding.requests.length;
    for (const variant of ['L4M 1A1', ' l4m  1a1 ', 'L4M1A1']) expect((await check(variant)).json().delivered).toBe(true);
    expect(geocoding.requests.length).toBe(before);
  });

  it('says plainly when an address is found but not delivered to, or not found at all', async () => {
    expect((await check('K1A 0A6')).json()).toMatchObject({ configured: true, delivered: false, yards: [], place: { latitude: 45.4236 } });
    expect((await check('1 Nowhere Road, Atlantis')).json()).toMatchObject({ configured: true, delivered: false, place: null });
  });

  it('refuses bad input with a message before anything is billed', async () => {
    const before = geocoding.requests.length;
    for (const bad of ['', 'ab', 'x'.repeat(121), '<script>', '--- ...']) {
      const response = await check(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/postal code or an address|at most 120|letters, digits/);
    }
    expect(geocoding.requests.length).toBe(before);
  });

  it('answers 503 when Google refuses, and 429 with Retry-After once the minute\'s lookups are used up', async () => {
    geocoding.overLimit(1);
    const refused = await check('70 Dunlop St E, Barrie');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toMatch(/cannot be checked right now/);
    // 4 lookups a minute: l4m1a1, K1A 0A6, Atlantis, the refused one; the next new address waits.
    const limited = await check('71 Dunlop St E, Barrie');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check('L4M 1A1')).statusCode).toBe(200); // a kept answer costs nothing
  });

  it('without a key, looks nothing up and says the check is not configured', async () => {
    await unconfigured.city('barrie', 44.3894, -79.6903);
    const before = geocoding.requests.length;
    expect((await check('L4M 1A1', unconfigured)).json()).toEqual({ configured: false, address: 'L4M 1A1', place: null, delivered: false, yards: [] });
    expect((await unconfigured.api('GET', '/api/delivery/city/barrie')).json()).toMatchObject({ address_check: false });
    expect(geocoding.requests.length).toBe(before);
  });
});
