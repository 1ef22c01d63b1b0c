import { createCitiesClient, UpstreamError } from '@local-seo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCitiesService } from './support/service.js';

const cities = useCitiesService('cities_client');
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await cities.service.listen({ port: 0, host: '127.0.0.1' });
  for (const [slug, active] of [['guelph', true], ['stouffville', false]] as const) {
    const city = { city_name: slug, province: 'ON', latitude: 43.5, longitude: -80.2, url_slug: slug, page_active: active };
    expect((await cities.app.inject({ method: 'POST', url: '/api/cities', payload: city })).statusCode).toBe(201);
  }
});

describe('the cities client other services use', () => {
  it('lists live cities, all cities, and finds a live city by slug', async () => {
    const client = createCitiesClient({ baseUrl });
    expect((await client.listActive()).map((c) => c.url_slug)).toEqual(['guelph']);
    const all = await client.listAll();
    expect(all.map((c) => [c.url_slug, c.page_active])).toEqual([['guelph', true], ['stouffville', false]]);
    expect(all[0]!.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const index = await client.listIndex();
    expect(index).toEqual(all.map((c) => ({ id: c.id, url_slug: c.url_slug, page_active: c.page_active, updated_at: c.updated_at })));
    expect((await client.bySlug('guelph'))?.latitude).toBe(43.5);
    expect(await client.bySlug('stouffville')).toBeNull();
    expect(await client.bySlug('nowhere')).toBeNull();
  });

  it('says which service failed when it cannot be reached', async () => {
    const client = createCitiesClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    await expect(client.listActive()).rejects.toThrow(UpstreamError);
    await expect(client.listActive()).rejects.toThrow('cities: GET /api/cities is unreachable');
  });
});
