import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCitiesService, type StartedCities } from './support/service.js';

let started: StartedCities;
let service: StartedCities['service'];

const cities: [string, number, number, boolean?][] = [
  ['barrie', 44.3894, -79.6903],
  ['innisfil', 44.3001, -79.6116],
  ['alliston', 44.1534, -79.8683],
  ['orillia', 44.6082, -79.4197],
  ['midland', 44.7495, -79.8923],
  ['collingwood', 44.5008, -80.2169],
  ['wasaga-beach', 44.5206, -80.0169, false], // not live: never linked
  ['toronto', 43.6532, -79.3832],
  ['ottawa', 45.4215, -75.6972], // outside every box but the last
  ['thunder-bay', 48.3809, -89.2477],
];

beforeAll(async () => {
  started = await startCitiesService('cities_nearby');
  service = started.service;
  for (const [slug, latitude, longitude, live = true] of cities) {
    const name = slug.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());
    const created = await service.app.inject({
      method: 'POST',
      url: '/api/cities',
      payload: { city_name: name, province: 'Ontario', latitude, longitude, url_slug: slug, page_active: live },
    });
    expect(created.statusCode).toBe(201);
  }
});

afterAll(async () => {
  await started?.close();
});

const nearby = (slug: string) => service.app.inject({ method: 'GET', url: `/api/cities/${slug}/nearby` });

describe('GET /api/cities/:slug/nearby (Nearby service areas)', () => {
  it('answers the six nearest other live cities, nearest first, with their distance', async () => {
    const response = await nearby('barrie');
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { url_slug: string; city_name: string; distance_km: number }[];
    expect(answer.map((c) => c.url_slug)).toEqual(['innisfil', 'alliston', 'orillia', 'midland', 'collingwood', 'toronto']);
    expect(answer[0]).toEqual({ city_name: 'Innisfil', province: 'Ontario', url_slug: 'innisfil', distance_km: 11.7 });
  });

  it('looks farther than its first boxes when the nearest cities are far', async () => {
    const answer = (await nearby('thunder-bay')).json() as { url_slug: string }[];
    expect(answer).toHaveLength(6);
    expect(answer.map((c) => c.url_slug)).not.toContain('wasaga-beach');
    expect(answer.at(-1)?.url_slug).not.toBe('thunder-bay');
  });

  it('answers 404 for an unknown, inactive or malformed city', async () => {
    expect((await nearby('nowhere')).statusCode).toBe(404);
    expect((await nearby('wasaga-beach')).statusCode).toBe(404);
    expect((await nearby('Bad%20Slug')).statusCode).toBe(404);
  });
});
