import { actorHeaderName, actorHeaderValue, type AdminCity } from '@local-seo/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCitiesService, type StartedCities } from './support/service.js';

/**
 * Edits that cannot overwrite each other (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other),
 * for cities: the version as ETag, If-Match, 412 with the current city, who made the change
 * (the actor header, as the gateway builds it: gateway/test/actor-header.int.test.ts proves a
 * client's own never passes), and the last writer wins without If-Match.
 */

let started: StartedCities;
let app: FastifyInstance;

beforeAll(async () => {
  started = await startCitiesService('city_versions');
  app = started.service.app;
});

afterAll(async () => started?.close());

const editor = { id: 5, email: 'eddie.editor@example.com', name: 'Eddie Editor' };
let slugs = 0;
async function newCity(): Promise<AdminCity> {
  const slug = `versioned-${++slugs}`;
  const created = await app.inject({ method: 'POST', url: '/api/cities', payload: { city_name: `Versioned ${slugs}`, province: 'Ontario', latitude: 44, longitude: -79, url_slug: slug } });
  expect(created.statusCode).toBe(201);
  return created.json();
}
const read = (id: number) => app.inject({ method: 'GET', url: `/api/admin/cities/${id}` });
const patch = (id: number, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'PATCH', url: `/api/cities/${id}`, headers, payload });
const asEditor = { [actorHeaderName]: actorHeaderValue(editor) };

describe('a city version', () => {
  it('starts at 1, is the ETag of a read, and is raised by a change, which names who made it', async () => {
    const city = await newCity();
    expect(city).toMatchObject({ version: 1, updated_by: null });
    expect((await read(city.id)).headers.etag).toBe('"1"');
    const saved = await patch(city.id, { population: 1000 }, { ...asEditor, 'if-match': '"1"' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json()).toMatchObject({ population: 1000, version: 2, updated_by: editor });
  });

  it('refuses a change based on an older version with 412 and the current city, changing nothing', async () => {
    const city = await newCity();
    expect((await patch(city.id, { population: 1000 }, { ...asEditor, 'if-match': '"1"' })).statusCode).toBe(200);
    const stale = await patch(city.id, { population: 2000 }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    expect(stale.json()).toMatchObject({ statusCode: 412, error: 'Precondition Failed', current: { id: city.id, population: 1000, version: 2, updated_by: editor } });
    expect((await read(city.id)).json()).toMatchObject({ population: 1000, version: 2 });
  });

  it('applies a change without If-Match (the last writer wins), naming no one without the gateway', async () => {
    const city = await newCity();
    expect((await patch(city.id, { population: 1 })).json()).toMatchObject({ population: 1, version: 2, updated_by: null });
    expect((await patch(city.id, { population: 2 })).json()).toMatchObject({ population: 2, version: 3 });
  });

  it('lets exactly one of several concurrent changes based on the same version through', async () => {
    const city = await newCity();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => patch(city.id, { population: 10 + i }, { 'if-match': '"1"' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412, 412, 412, 412, 412]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as AdminCity;
    expect((await read(city.id)).json()).toMatchObject({ population: winner.population, version: 2 });
  });

  it('refuses an If-Match that names no version with 400', async () => {
    const city = await newCity();
    expect((await patch(city.id, { population: 3 }, { 'if-match': 'yesterday' })).statusCode).toBe(400);
  });
});
