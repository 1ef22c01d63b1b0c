import { describe, expect, it } from 'vitest';
import { useCitiesService } from './support/service.js';

// docs/behaviour/public-site.md#addresses-that-keep-their-value
const cities = useCitiesService('cities_former_slugs');

const city = (name: string, slug: string) => ({ city_name: name, province: 'Ontario', latitude: 44.1, longitude: -79.5, url_slug: slug, page_active: true });
const create = async (name: string, slug: string): Promise<number> => {
  const response = await cities.app.inject({ method: 'POST', url: '/api/cities', payload: city(name, slug) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};
const rename = (id: number, slug: string) => cities.app.inject({ method: 'PATCH', url: `/api/cities/${id}`, payload: { url_slug: slug } });
/** Where the address of `slug` leads: the slug of the city the cities service answers, or its status. */
const leadsTo = async (slug: string) => {
  const response = await cities.app.inject({ method: 'GET', url: `/api/cities/${slug}` });
  return response.statusCode === 200 ? (response.json().url_slug as string) : response.statusCode;
};
const formerSlugs = async (id: number) =>
  (await cities.service.context.db.formerSlug.findMany({ where: { cityId: id }, orderBy: { slug: 'asc' } })).map((row) => row.slug);

describe('a city whose slug changes', () => {
  it('keeps every earlier slug leading to the current one, in one hop however many renames', async () => {
    const id = await create('Bradford', 'bradford');
    expect((await rename(id, 'bradford-on')).statusCode).toBe(200);
    expect((await rename(id, 'bradford-west-gwillimbury')).statusCode).toBe(200);
    expect(await leadsTo('bradford')).toBe('bradford-west-gwillimbury');
    expect(await leadsTo('bradford-on')).toBe('bradford-west-gwillimbury');
    expect(await leadsTo('bradford-west-gwillimbury')).toBe('bradford-west-gwillimbury');
    expect(await formerSlugs(id)).toEqual(['bradford', 'bradford-on']);
  });

  it('may take an earlier slug of its own back: it is current again, the one it leaves becomes earlier', async () => {
    const id = await create('Innisfil', 'innisfil');
    await rename(id, 'innisfil-town');
    expect((await rename(id, 'innisfil')).statusCode).toBe(200);
    expect(await leadsTo('innisfil')).toBe('innisfil');
    expect(await leadsTo('innisfil-town')).toBe('innisfil');
    expect(await formerSlugs(id)).toEqual(['innisfil-town']);
  });

  it("never lets another city take an earlier slug, with a message that says why; a refused change records nothing", async () => {
    const orillia = await create('Orillia', 'orillia');
    await rename(orillia, 'orillia-city');
    const other = await create('Oro-Medonte', 'oro-medonte');
    const taken = await rename(other, 'orillia');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The URL slug "orillia" was used by another city and its address still leads there; choose another slug');
    expect(await formerSlugs(other)).toEqual([]);
    expect(await leadsTo('oro-medonte')).toBe('oro-medonte');
    const created = await cities.app.inject({ method: 'POST', url: '/api/cities', payload: city('Orillia Two', 'orillia') });
    expect(created.statusCode).toBe(409);
    expect(await leadsTo('orillia')).toBe('orillia-city');
  });

  it('leads nowhere while the city is inactive, and its page state says so at every address', async () => {
    const id = await create('Midland', 'midland');
    await rename(id, 'midland-on');
    const state = async (slug: string) => {
      const response = await cities.app.inject({ method: 'GET', url: `/api/cities/${slug}/page-state` });
      return response.statusCode === 200 ? (response.json().state as string) : response.statusCode;
    };
    expect(await state('midland')).toBe('live');
    await cities.app.inject({ method: 'PATCH', url: `/api/cities/${id}`, payload: { page_active: false } });
    expect(await leadsTo('midland')).toBe(404);
    expect(await leadsTo('midland-on')).toBe(404);
    expect(await state('midland')).toBe('inactive');
    expect(await state('midland-on')).toBe('inactive');
    expect(await state('no-such-place')).toBe(404);
  });

  it('is unknown (404) while never published, at every address, and gone (410) only once it was public', async () => {
    const created = await cities.app.inject({ method: 'POST', url: '/api/cities', payload: { ...city('Penetanguishene', 'penetanguishene'), page_active: false } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    await rename(id, 'penetang');
    const state = async (slug: string) => {
      const response = await cities.app.inject({ method: 'GET', url: `/api/cities/${slug}/page-state` });
      return response.statusCode === 200 ? (response.json().state as string) : response.statusCode;
    };
    // Prepared, never public: answered as an address no city has, so no one learns it exists.
    expect(await state('penetanguishene')).toBe(404);
    expect(await state('penetang')).toBe(404);
    expect((await cities.app.inject({ method: 'GET', url: '/api/cities/penetang/page-state' })).json().message).toBe(
      (await cities.app.inject({ method: 'GET', url: '/api/cities/no-such-place/page-state' })).json().message,
    );
    await cities.app.inject({ method: 'PATCH', url: `/api/cities/${id}`, payload: { page_active: true } });
    expect(await state('penetang')).toBe('live');
    await cities.app.inject({ method: 'PATCH', url: `/api/cities/${id}`, payload: { page_active: false } });
    expect(await state('penetang')).toBe('inactive');
    expect(await state('penetanguishene')).toBe('inactive');
    // Kept however the row is written later (the table's trigger, not each writer, notes it).
    await cities.service.context.db.$executeRawUnsafe(`UPDATE cities SET ever_published = false WHERE id = $1`, id);
    expect(await state('penetang')).toBe('inactive');
  });
});
