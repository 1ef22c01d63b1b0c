import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cityUpdated, durableConsumers, type CityFacts } from '@local-seo/contracts';
import { applyMigrations, createInProcessBus, type EventBus } from '@local-seo/service-kit';
import { createPgDb, freshDatabase, type TestDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { weatherService, weatherOptionsFromEnv, type WeatherService } from '../src/index.js';
import { logger, useStack, waitLong } from './setup.js';

/** Publishes what the cities service would say of a city, as of `occurredAt`. */
async function publishCity(bus: EventBus, city: CityFacts, occurredAt: Date): Promise<string> {
  const event = cityUpdated.create({ city, changed: ['latitude'], activation: null, previousSlug: null }, 'cities');
  await bus.publish({ ...event, occurredAt: occurredAt.toISOString() });
  return event.id;
}

/** Resolves once the weather service's consumer of the cities' events has handled `eventId`. */
async function handled(weather: WeatherService, eventId: string): Promise<void> {
  await vi.waitFor(async () => {
    const rows = await weather.context.db.$queryRawUnsafe<unknown[]>(
      'SELECT 1 FROM service_kit.inbox WHERE consumer = $1 AND event_id = $2::uuid',
      durableConsumers.weatherCities.durable,
      eventId,
    );
    expect(rows).toHaveLength(1);
  }, waitLong);
}

describe('the copy of cities (version-guarded)', () => {
  const running = useStack('weather_copy', { WEATHER_PROVIDER: 'sample' });

  it('leaves a city as it is when an older event arrives after a newer one', async () => {
    const id = await running.stack.createCity('wasaga', { latitude: 44.5 });
    expect((await running.stack.weather.app.inject('/api/weather/wasaga')).json()).toMatchObject({ status: 'fresh' });
    const held = await running.stack.weather.context.db.city.findUniqueOrThrow({ where: { id } });

    const older = new Date(held.sourceVersion.getTime() - 60_000);
    const moved = { id, citySlug: 'wasaga', cityName: 'wasaga', province: 'Ontario', latitude: 10, longitude: 10, population: null, pageActive: false, template: 'standard' };
    await handled(running.stack.weather, await publishCity(running.stack.bus, moved, older));

    const after = await running.stack.weather.context.db.city.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({ pageActive: true, sourceVersion: held.sourceVersion });
    expect(after.latitude.toNumber()).toBe(44.5);
    expect(await running.stack.weather.context.db.weatherData.findUnique({ where: { cityId: id } })).not.toBeNull();
    running.stack.weather.parts.recentLookups.clear();
    expect((await running.stack.weather.app.inject('/api/weather/wasaga')).json()).toMatchObject({ status: 'fresh' });
  });

  it('holds a city learned by a lookup (its event not come yet) as the oldest version, which its next event replaces', async () => {
    // Written straight to the cities database: no event.
    const quiet = await running.stack.cities.context.db.city.create({
      data: { cityName: 'Angus', province: 'Ontario', latitude: 44.3, longitude: -79.9, urlSlug: 'angus', pageActive: true },
    });
    expect((await running.stack.weather.app.inject('/api/weather/angus')).json()).toMatchObject({ status: 'fresh' });
    const learned = await running.stack.weather.context.db.city.findUniqueOrThrow({ where: { id: quiet.id } });
    expect(learned.sourceVersion).toEqual(new Date(0));

    const patched = await running.stack.cities.app.inject({ method: 'PATCH', url: `/api/cities/${quiet.id}`, payload: { latitude: 44.31 } });
    expect(patched.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const now = await running.stack.weather.context.db.city.findUniqueOrThrow({ where: { id: quiet.id } });
      expect(now.latitude.toNumber()).toBe(44.31);
      expect(now.sourceVersion.getTime()).toBeGreaterThan(0);
    }, waitLong);
    // It moved: the weather stored for the old place is not served.
    expect(await running.stack.weather.context.db.weatherData.findUnique({ where: { cityId: quiet.id } })).toBeNull();
  });
});

describe('the migration to the shared copy of cities', () => {
  let database: TestDatabase;
  let bus: EventBus;
  let weather: WeatherService;
  let olderMigrations = '';

  beforeAll(async () => {
    database = await freshDatabase('weather_copy_migration');
    // The migrations before the shared copy: the first one alone.
    olderMigrations = await mkdtemp(join(tmpdir(), 'weather-migrations-'));
    for (const entry of ['migration_lock.toml', '20261123121123_init']) {
      await cp(join(weatherService.database.migrationsDir, entry), join(olderMigrations, entry), { recursive: true });
    }
    await applyMigrations({ databaseUrl: database.url, schemaPath: weatherService.database.schemaPath, migrationsDir: olderMigrations });
    // What the service kept before: its own copy (two cities once held one slug), a failure, stored weather.
    const db = createPgDb(database.url, { max: 1 });
    try {
      await db.$executeRawUnsafe(
        `INSERT INTO weather_cities (id, city_slug, city_name, latitude, longitude, active, last_attempt_at, last_error, last_provider)
         VALUES (1, 'barrie', 'Barrie', 44.389355, -79.690331, true, now(), 'Open-Meteo forecast answered 500', 'open-meteo'),
                (2, 'orillia', 'Old Orillia', 44.6, -79.4, false, NULL, NULL, NULL),
                (3, 'orillia', 'Orillia', 44.61, -79.42, true, NULL, NULL, NULL)`,
      );
      await db.$executeRawUnsafe(
        `INSERT INTO weather_data (city_id, provider, request_timestamp, api_response, weather, temp_c, condition)
         VALUES (1, 'open-meteo', now(), '{"kept": true}', '{}', 12.5, 'Overcast')`,
      );
    } finally {
      await db.$disconnect();
    }
    bus = createInProcessBus({ logger });
    // It applies the pending migration as it starts; the cities service is not needed (the copy is not empty).
    weather = await weatherService.create(
      { databaseUrl: database.url, bus, logger },
      weatherOptionsFromEnv({ CITIES_URL: 'http://127.0.0.1:9', WEATHER_PROVIDER: 'sample', WEATHER_REFRESH_ENABLED: 'false' }),
    );
    await weather.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await weather?.close();
    await bus?.close();
    await database?.drop();
    if (olderMigrations) await rm(olderMigrations, { recursive: true, force: true });
  });

  it("keeps the cities it knew, each city's state and its stored weather", async () => {
    const cities = await weather.context.db.city.findMany({ orderBy: { id: 'asc' }, select: { id: true, slug: true, name: true, pageActive: true, sourceVersion: true } });
    expect(cities).toEqual([
      { id: 1, slug: 'barrie', name: 'Barrie', pageActive: true, sourceVersion: new Date(0) },
      { id: 2, slug: '~2', name: 'Old Orillia', pageActive: false, sourceVersion: new Date(0) },
      { id: 3, slug: 'orillia', name: 'Orillia', pageActive: true, sourceVersion: new Date(0) },
    ]);
    const status = (await weather.app.inject('/api/admin/weather')).json();
    expect(status.cities).toEqual([
      expect.objectContaining({ city_slug: 'barrie', temp_c: 12.5, condition: 'Overcast', last_error: 'Open-Meteo forecast answered 500' }),
      expect.objectContaining({ city_slug: 'orillia', status: 'unavailable', last_error: null }),
    ]);
    expect((await weather.app.inject('/api/admin/weather/barrie')).json()).toMatchObject({ city_id: 1, api_response: { kept: true } });
  });

  it('lets the first event of a city replace what was carried over', async () => {
    const barrie = { id: 1, citySlug: 'barrie', cityName: 'Barrie', province: 'Ontario', latitude: 44.389355, longitude: -79.690331, population: 147_000, pageActive: true, template: 'standard' };
    await handled(weather, await publishCity(bus, barrie, new Date()));
    const city = await weather.context.db.city.findUniqueOrThrow({ where: { id: 1 } });
    expect(city.province).toBe('Ontario');
    expect(city.sourceVersion.getTime()).toBeGreaterThan(0);
    // Not moved (the same place): its weather stays.
    expect(await weather.context.db.weatherData.findUnique({ where: { cityId: 1 } })).not.toBeNull();
  });
});
