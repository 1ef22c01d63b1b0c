import { applyCityToProjection } from '@local-seo/service-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCity, csvForm, placesConfig, startStack, waitLong, type Stack } from './helpers.js';

/** The contractors' projection of cities: what public reads look slugs up in, without asking the cities service. */
let stack: Stack | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

const read = (url: string) => stack!.contractors.app.inject(url);
const projected = async () => (await stack!.contractors.context.db.city.findMany({ orderBy: { id: 'asc' } })).map((c) => [c.slug, c.pageActive]);
const changeCity = async (id: number, change: object) => {
  const response = await stack!.cities.app.inject({ method: 'PATCH', url: `/api/cities/${id}`, payload: change });
  expect(response.statusCode).toBe(200);
};
const expectCityNotFound = async (url: string) => {
  const response = await read(url);
  expect(response.json()).toMatchObject({ statusCode: 404, message: 'City not found' });
};

describe('public reads from the projection of cities', () => {
  it('see a renamed slug and a deactivated city after their events, the cities service unreachable', async () => {
    stack = await startStack('contractors_projection_events', { places: () => placesConfig(null) });
    const id = await createCity(stack.cities, 'orillia', 'Orillia');
    const form = await csvForm('City,Name,Industry\norillia,Couchiching Stone,hardscaping\n');
    expect((await stack.contractors.app.inject({ method: 'POST', url: '/api/import/contractors', ...form })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await projected()).toEqual([['orillia', true]]), waitLong);

    // From here every call to the cities service would fail (a 503), so each answer below is the projection's.
    await stack.citiesProxy.pause();
    const summary = await read('/api/contractors/city/orillia/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ city_slug: 'orillia', contractorCounts: { landscaping: 0, hardscaping: 1, excavation: 0 } });

    await changeCity(id, { url_slug: 'orillia-on' });
    await vi.waitFor(async () => expect((await read('/api/contractors/search/orillia-on?industry=hardscaping')).statusCode).toBe(200), waitLong);
    expect((await read('/api/contractors/search/orillia-on?industry=hardscaping')).json()).toMatchObject([{ name: 'Couchiching Stone' }]);
    expect((await read('/api/contractors/city/orillia-on/summary')).json()).toMatchObject({ city_slug: 'orillia-on' });
    await expectCityNotFound('/api/contractors/city/orillia/summary');

    await changeCity(id, { page_active: false });
    await vi.waitFor(() => expectCityNotFound('/api/contractors/city/orillia-on/summary'), waitLong);
    await expectCityNotFound('/api/contractors/search/orillia-on');

    // A city created while the cities service cannot be reached is readable too: its event is enough.
    await createCity(stack.cities, 'coldwater', 'Coldwater');
    await vi.waitFor(async () => expect((await read('/api/contractors/city/coldwater/summary')).statusCode).toBe(200), waitLong);
  });

  it('is filled from the cities service at start when empty, retrying while it cannot answer (reads ask the cities service until then)', async () => {
    stack = await startStack('contractors_projection_backfill', { places: () => placesConfig(null) });
    await createCity(stack.cities, 'midland', 'Midland');
    await createCity(stack.cities, 'penetang', 'Penetanguishene', { page_active: false });
    await vi.waitFor(async () => expect(await projected()).toHaveLength(2), waitLong);

    // As if these cities had existed before the contractors service: its projection is empty at start.
    await stack.contractors.context.db.city.deleteMany();
    await stack.contractors.close();
    await stack.citiesProxy.pause();
    await stack.restartContractors(placesConfig(null));
    const unfilled = await read('/api/contractors/city/midland/summary');
    expect(unfilled.statusCode).toBe(503); // asked the cities service, which is away: not a false 404

    await stack.citiesProxy.resume();
    await vi.waitFor(async () => expect(await projected()).toEqual([['midland', true], ['penetang', false]]), waitLong);
    await stack.citiesProxy.pause();
    await vi.waitFor(async () => expect((await read('/api/contractors/city/midland/summary')).statusCode).toBe(200), waitLong);
    await expectCityNotFound('/api/contractors/city/penetang/summary');
  });

  it('keeps the newest version of a city and lets a renamed city take a slug another city gave up', async () => {
    stack = await startStack('contractors_projection_versions', { places: () => placesConfig(null), listen: false });
    const db = stack.contractors.context.db;
    const facts = (id: number, citySlug: string, pageActive = true) => ({
      id,
      citySlug,
      cityName: citySlug,
      province: 'Ontario',
      latitude: 44.6,
      longitude: -79.4,
      population: null,
      pageActive,
      template: 'standard',
    });
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));
    const apply = (city: ReturnType<typeof facts>, version: Date) => db.$transaction((tx) => applyCityToProjection(tx, city, version));

    expect(await apply(facts(1, 'alpha'), at(1))).toBe(true);
    expect(await apply(facts(2, 'beta'), at(1))).toBe(true);
    expect(await apply(facts(1, 'alpha', false), at(3))).toBe(true);
    expect(await apply(facts(1, 'alpha', true), at(2))).toBe(false); // late: an older event
    // City 1 takes "beta" before city 2's rename away from it has arrived.
    expect(await apply(facts(1, 'beta', false), at(4))).toBe(true);
    expect(await projected()).toEqual([['beta', false], ['~2', true]]);
    expect(await apply(facts(2, 'gamma'), at(4))).toBe(true);
    expect(await projected()).toEqual([['beta', false], ['gamma', true]]);
  });
});
