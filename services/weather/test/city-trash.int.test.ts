import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack, waitLong, type Stack } from './setup.js';

// A city in the Trash (docs/decisions.md, decision 11) is kept in every copy of the cities
// (hidden: its page is not live), with what the service keeps beside it, so a restore
// brings it all back; its purge drops it from the copy, and what the service kept of it
// alone with it (service-kit's cityProjection; here the weather's forecast, by its
// foreign key).

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('weather_city_trash', { WEATHER_PROVIDER: 'sample' });
});
afterAll(() => stack?.close());

const copyOf = (id: number) => stack.weather.context.db.city.findUnique({ where: { id } });
const forecastOf = (id: number) => stack.weather.context.db.weatherData.findUnique({ where: { cityId: id } });

describe('a city in the Trash, in the weather service', () => {
  it('is kept hidden with its forecast, comes back with it on a restore, and goes with it once purged', async () => {
    const id = await stack.createCity('trash-bay');
    expect((await stack.weather.app.inject('/api/weather/trash-bay')).json()).toMatchObject({ status: 'fresh' });
    expect(await forecastOf(id)).not.toBeNull();

    expect((await stack.cities.app.inject({ method: 'DELETE', url: `/api/cities/${id}` })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await copyOf(id)).toMatchObject({ pageActive: false }), waitLong);
    expect(await forecastOf(id)).not.toBeNull();

    expect((await stack.cities.app.inject({ method: 'POST', url: `/api/admin/trash/cities/${id}/restore` })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await copyOf(id)).toMatchObject({ pageActive: true, slug: 'trash-bay' }), waitLong);
    expect(await forecastOf(id)).not.toBeNull();

    expect((await stack.cities.app.inject({ method: 'DELETE', url: `/api/cities/${id}` })).statusCode).toBe(200);
    await stack.cities.context.db.$executeRawUnsafe(`UPDATE trash SET deleted_at = now() - interval '31 days' WHERE record_id = $1`, id);
    expect((await stack.cities.parts.purgeTrash()).map((city) => city.id)).toEqual([id]);
    await vi.waitFor(async () => expect(await copyOf(id)).toBeNull(), waitLong);
    expect(await forecastOf(id)).toBeNull();
  });
});
