import { adminCitySchema, pageSchema } from '@local-seo/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCitiesService, type StartedCities } from './support/service.js';

// The staff city list paged by the service (docs/behaviour/services.md, "Paged lists"):
// GET /api/admin/cities/paged on the real PostgreSQL: order with its tie-breaker, total,
// search, status, bad parts in words.

let started: StartedCities;
let app: FastifyInstance;
const ids = new Map<string, number>();

const cities = [
  { city_name: 'Barrie', province: 'Ontario', latitude: 44.39, longitude: -79.69, population: 147829, url_slug: 'barrie', page_active: true },
  { city_name: 'Hamilton', province: 'Ontario', latitude: 43.26, longitude: -79.87, population: 569353, url_slug: 'hamilton', page_active: true },
  { city_name: 'Gatineau', province: 'Quebec', latitude: 45.48, longitude: -75.7, url_slug: 'gatineau', page_active: false },
  { city_name: 'Hamilton', province: 'Ontario', latitude: 43.2, longitude: -79.8, url_slug: 'hamilton-east', page_active: false },
  { city_name: 'Orillia', province: 'Ontario', latitude: 44.61, longitude: -79.42, population: 33411, url_slug: 'orillia', page_active: true },
];

beforeAll(async () => {
  started = await startCitiesService('city_page');
  app = started.service.app;
  for (const city of cities) {
    const response = await app.inject({ method: 'POST', url: '/api/cities', payload: city });
    expect(response.statusCode, response.body).toBe(201);
    ids.set(city.url_slug, (response.json() as { id: number }).id);
  }
});
afterAll(async () => started?.close());

const cityPage = pageSchema(adminCitySchema);
async function page(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/admin/cities/paged${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return cityPage.parse(response.json());
}
const slugs = async (query: string) => (await page(query)).items.map((city) => city.url_slug);
const refusal = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/admin/cities/paged${query}` });
  return { status: response.statusCode, message: (response.json() as { message: string }).message };
};

describe('the paged city list (GET /api/admin/cities/paged)', () => {
  it('sorts by name by default, the two Hamiltons in id order (reversed with the order), a page at a time with the total', async () => {
    expect(await slugs('')).toEqual(['barrie', 'gatineau', 'hamilton', 'hamilton-east', 'orillia']);
    expect(await slugs('?order=desc')).toEqual(['orillia', 'hamilton-east', 'hamilton', 'gatineau', 'barrie']);
    expect(await page('?pageSize=2&page=2')).toMatchObject({ total: 5, page: 2, pageSize: 2, items: [{ url_slug: 'hamilton' }, { url_slug: 'hamilton-east' }] });
    expect(await page('?pageSize=2&page=4')).toEqual({ items: [], total: 5, page: 4, pageSize: 2 });
    // Each city as the whole list answers it.
    const byId = (list: { id: number }[]) => [...list].sort((x, y) => x.id - y.id);
    const whole = (await app.inject({ method: 'GET', url: '/api/admin/cities' })).json() as { id: number }[];
    expect(byId((await page('')).items)).toEqual(byId(whole));
  });

  it('sorts by the other columns: no population last either way, active first when ascending', async () => {
    expect(await slugs('?sort=population')).toEqual(['orillia', 'barrie', 'hamilton', 'gatineau', 'hamilton-east']);
    expect(await slugs('?sort=population&order=desc')).toEqual(['hamilton', 'barrie', 'orillia', 'hamilton-east', 'gatineau']);
    expect(await slugs('?sort=status')).toEqual(['barrie', 'hamilton', 'orillia', 'gatineau', 'hamilton-east']);
    expect(await slugs('?sort=province&order=desc')).toEqual(['gatineau', 'orillia', 'hamilton-east', 'hamilton', 'barrie']);
  });

  it('searches every word in the name, province and slug, in any case, and narrows by status', async () => {
    expect(await slugs('?search=HAMILTON')).toEqual(['hamilton', 'hamilton-east']);
    expect(await slugs('?search=hamilton%20east')).toEqual(['hamilton-east']);
    expect(await slugs('?search=quebec')).toEqual(['gatineau']);
    expect(await page('?status=active')).toMatchObject({ total: 3 });
    expect(await slugs('?status=inactive&search=ontario')).toEqual(['hamilton-east']);
    expect(await page('?search=nowhere')).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('refuses each bad part with 400 and its own words', async () => {
    expect(await refusal('?sort=latitude')).toEqual({ status: 400, message: 'sort must be one of name, province, slug, status, population, updated' });
    expect(await refusal('?order=random')).toEqual({ status: 400, message: 'order must be asc or desc' });
    expect(await refusal('?page=0')).toEqual({ status: 400, message: 'page must be a whole number from 1' });
    expect(await refusal('?pageSize=1000')).toEqual({ status: 400, message: 'pageSize must be a whole number from 1 to 200' });
    expect(await refusal('?status=live')).toEqual({ status: 400, message: 'status must be active or inactive' });
  });
});
