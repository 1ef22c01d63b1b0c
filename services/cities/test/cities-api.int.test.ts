import { describe, expect, it } from 'vitest';
import { useCitiesService } from './support/service.js';

const cities = useCitiesService('cities_api');

const barrie = {
  city_name: 'Barrie',
  province: 'Ontario',
  latitude: 44.3894,
  longitude: -79.6903,
  population: 147829,
  url_slug: 'barrie',
};

const post = (payload: unknown) => cities.app.inject({ method: 'POST', url: '/api/cities', payload: payload as object });
const patch = (id: number | string, payload: unknown) =>
  cities.app.inject({ method: 'PATCH', url: `/api/cities/${id}`, payload: payload as object });

describe('creating a city', () => {
  it('stores every default of a city and auto-fills the SEO texts', async () => {
    const response = await post(barrie);
    expect(response.statusCode).toBe(201);
    const city = response.json();
    expect(city).toMatchObject({
      ...barrie,
      country: 'Canada',
      page_active: false,
      template: 'standard',
      needs_schema_rebuild: true,
      seo_title: 'Landscaping Supplies Barrie Ontario | Test Supply',
    });
    expect(city.seo_description).toContain('Barrie, Ontario');
    expect(typeof city.id).toBe('number');
  });

  it('keeps SEO texts the admin wrote, and takes coordinates as numeric strings', async () => {
    const response = await post({
      ...barrie,
      city_name: 'Guelph',
      url_slug: 'guelph',
      latitude: '43.5448',
      longitude: '-80.2482',
      province: 'ON',
      page_active: true,
      template: 'tabbed',
      seo_title: 'Guelph soil delivery',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      latitude: 43.5448,
      longitude: -80.2482,
      province: 'Ontario',
      page_active: true,
      template: 'tabbed',
      seo_title: 'Guelph soil delivery',
    });
  });

  it.each([
    [{ city_name: '' }, 'city_name', 'City name is required'],
    [{ city_name: undefined }, 'city_name', 'City name is required'],
    [{ province: '' }, 'province', 'Province is required'],
    [{ province: 'Ontarioo' }, 'province', 'Province must be one of the 13 Canadian provinces and territories'],
    [{ latitude: 95 }, 'latitude', 'Latitude must be between -90 and 90'],
    [{ latitude: '-90.5' }, 'latitude', 'Latitude must be between -90 and 90'],
    [{ latitude: 'north' }, 'latitude', 'Latitude must be between -90 and 90'],
    [{ latitude: undefined }, 'latitude', 'Latitude is required'],
    [{ longitude: 181 }, 'longitude', 'Longitude must be between -180 and 180'],
    [{ longitude: '' }, 'longitude', 'Longitude is required'],
    [{ url_slug: '' }, 'url_slug', 'URL slug is required'],
    [{ url_slug: 'Barrie Town' }, 'url_slug', 'URL slug may contain only lowercase letters, digits and single hyphens'],
    [{ url_slug: '../etc' }, 'url_slug', 'URL slug may contain only lowercase letters, digits and single hyphens'],
    [{ url_slug: 'admin' }, 'url_slug', 'URL slug is reserved for another page of the site; choose another'],
    [{ url_slug: 'delivery' }, 'url_slug', 'URL slug is reserved for another page of the site; choose another'],
    [{ template: 'fancy' }, 'template', 'Template must be standard or tabbed'],
    [{ population: -5 }, 'population', 'Population cannot be negative'],
  ])('refuses %o with 400 and the message for %s', async (override, field, message) => {
    const response = await post({ ...barrie, url_slug: 'refused-city', ...override });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(body.details).toContainEqual({ field, message });
  });

  it('answers 409 with a clear message for a slug that is taken', async () => {
    const response = await post({ ...barrie, city_name: 'Barrie Again' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: 'A city with the URL slug "barrie" already exists; choose another slug',
    });
  });

  it.each([
    ['application/json', '{"city_name": ', 400, 'Request body is not valid JSON'],
    ['text/csv', 'city_name\nBarrie', 415, 'Unsupported content type: send JSON (application/json)'],
  ])('answers a %s body that is not a JSON object clearly', async (contentType, payload, status, message) => {
    const response = await cities.app.inject({ method: 'POST', url: '/api/cities', headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, message });
  });
});

describe('reading cities', () => {
  it('lists only active cities publicly, and every city on the admin route', async () => {
    const publicList = (await cities.app.inject('/api/cities')).json() as { url_slug: string }[];
    expect(publicList.map((c) => c.url_slug)).toEqual(['guelph']);
    expect(publicList[0]).not.toHaveProperty('needs_schema_rebuild');
    for (const url of ['/api/admin/cities']) {
      const all = (await cities.app.inject(url)).json() as { url_slug: string }[];
      expect(all.map((c) => c.url_slug)).toEqual(['barrie', 'guelph']);
    }
  });

  it('downloads every city as CSV with the staff fields as columns', async () => {
    const response = await cities.app.inject('/api/export/cities.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="cities.csv"');
    const [header, ...rows] = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 3)).toEqual(['id', 'city_name', 'province']);
    expect(rows).toHaveLength(2);
    const barrieRow = rows.find((row) => row.includes(',Barrie,'))!;
    expect(barrieRow.split(',')[columns.indexOf('url_slug')]).toBe('barrie');
    expect(barrieRow.split(',')[columns.indexOf('longitude')]).toBe('-79.6903'); // a plain number, not escaped
  });

  it('finds an active city by slug and answers 404 for an inactive or unknown one', async () => {
    expect((await cities.app.inject('/api/cities/guelph')).json()).toMatchObject({ city_name: 'Guelph' });
    for (const slug of ['barrie', 'atlantis']) {
      const response = await cities.app.inject(`/api/cities/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'City not found' });
    }
    // An encoded '/' never reaches a route: every service refuses such an address outright.
    const traversal = await cities.app.inject('/api/cities/..%2F..%2Fetc');
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json()).toMatchObject({ statusCode: 400, message: 'The address may not contain an encoded "/" or "\\"' });
  });
});

describe('changing a city', () => {
  it('updates fields, including coordinates sent as numeric strings, and activation', async () => {
    const barrieId = ((await cities.app.inject('/api/admin/cities')).json() as { id: number; url_slug: string }[]).find(
      (c) => c.url_slug === 'barrie',
    )!.id;
    const response = await patch(barrieId, { latitude: '44.4', longitude: '-79.7', page_active: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ latitude: 44.4, longitude: -79.7, page_active: true });
    expect((await cities.app.inject('/api/cities/barrie')).statusCode).toBe(200);
  });

  it('refuses a bad value, a taken slug, an unknown id and a bad id clearly', async () => {
    const guelphId = ((await cities.app.inject('/api/cities/guelph')).json() as { id: number }).id;
    const bad = await patch(guelphId, { latitude: 95 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Latitude must be between -90 and 90');

    const taken = await patch(guelphId, { url_slug: 'barrie' });
    expect(taken.statusCode).toBe(409);

    const unknown = await patch(999999, { city_name: 'Nowhere' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('City not found');

    const badId = await patch('abc', { city_name: 'Nowhere' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('City id must be a positive whole number');

    const empty = await patch(guelphId, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to update: send at least one field');
  });
});

describe('health', () => {
  it('is alive, and ready when its database answers, the bus reported beside it', async () => {
    const alive = await cities.app.inject('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok', draining: false, checks: { database: 'up', bus: 'up' } });
    const ready = await cities.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up' }, dependencies: { bus: 'up' } });
  });
});
