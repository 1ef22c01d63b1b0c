import { citiesService } from '@local-seo/cities';
import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { freshDatabase, type TestDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { weatherService, weatherOptionsFromEnv, type WeatherService } from '../src/index.js';

export const logger = createLogger('silent');
export const waitLong = { timeout: 15_000, interval: 50 };

export interface Stack {
  cities: Awaited<ReturnType<typeof citiesService.create>>;
  citiesUrl: string;
  weather: WeatherService;
  bus: EventBus;
  /** Creates a city through the cities service and waits until the weather service knows it. */
  createCity(slug: string, extra?: Record<string, unknown>): Promise<number>;
  /** A weather service on the same database and bus, with other settings (the first one is closed). */
  restartWeather(settings: Record<string, string>, citiesUrl?: string): Promise<WeatherService>;
  close(): Promise<void>;
}

/** The real cities service and the weather service on one in-process bus, each with its own database. */
export async function startStack(label: string, settings: Record<string, string>): Promise<Stack> {
  const citiesDb: TestDatabase = await freshDatabase(`${label}_cities`);
  const weatherDb: TestDatabase = await freshDatabase(`${label}_weather`);
  const bus = createInProcessBus({ logger });
  const cities = await citiesService.create({ databaseUrl: citiesDb.url, bus, logger }, { brandName: 'Test Supply' });
  const citiesUrl = await cities.listen({ port: 0, host: '127.0.0.1' });
  const startWeather = async (overrides: Record<string, string>, citiesAt = citiesUrl) => {
    const service = await weatherService.create(
      { databaseUrl: weatherDb.url, bus, logger },
      weatherOptionsFromEnv({ CITIES_URL: citiesAt, WEATHER_REFRESH_ENABLED: 'false', WEATHER_REFRESH_SPACING_MS: '0', ...overrides }),
    );
    await service.listen({ port: 0, host: '127.0.0.1' });
    return service;
  };
  const stack: Stack = {
    cities,
    citiesUrl,
    bus,
    weather: await startWeather(settings),
    async createCity(slug, extra = {}) {
      const response = await cities.app.inject({
        method: 'POST',
        url: '/api/cities',
        payload: { city_name: slug, province: 'Ontario', latitude: 44.39, longitude: -79.69, url_slug: slug, page_active: true, ...extra },
      });
      if (response.statusCode !== 201) throw new Error(`city ${slug} refused: ${response.body}`);
      const { id } = response.json() as { id: number };
      await vi.waitFor(async () => {
        const known = await stack.weather.context.db.city.findUnique({ where: { id } });
        if (!known) throw new Error(`weather does not know ${slug} yet`);
      }, waitLong);
      return id;
    },
    async restartWeather(overrides, citiesAt) {
      await stack.weather.close();
      stack.weather = await startWeather(overrides, citiesAt);
      return stack.weather;
    },
    async close() {
      await stack.weather?.close();
      await cities.close();
      await bus.close();
      await Promise.all([citiesDb.drop(), weatherDb.drop()]);
    },
  };
  return stack;
}

/** Moves a city's stored weather back in time, as if fetched `minutes` ago. */
export async function ageWeather(weather: WeatherService, cityId: number, minutes: number): Promise<Date> {
  const fetchedAt = new Date(Date.now() - minutes * 60_000);
  await weather.context.db.weatherData.update({ where: { cityId }, data: { requestTimestamp: fetchedAt } });
  weather.parts.recentLookups.clear(); // as if its few seconds had passed
  return fetchedAt;
}

/** Forgets the last failed attempt (and a provider outage), as if the retry time had passed. */
export async function forgetFailure(weather: WeatherService, cityId: number): Promise<void> {
  await weather.context.db.weatherCity.update({ where: { id: cityId }, data: { lastAttemptAt: new Date(Date.now() - 60 * 60_000) } });
  weather.parts.refresher.forgetOutage();
  weather.parts.recentLookups.clear();
}

/** For a describe block: the stack with `settings`, started before the block's tests and closed after them. */
export function useStack(label: string, settings: Record<string, string>): { stack: Stack } {
  const running = {} as { stack: Stack };
  beforeAll(async () => {
    running.stack = await startStack(label, settings);
  });
  afterAll(async () => {
    await running.stack?.close();
  });
  return running;
}

/** The weather service's settings for Open-Meteo's stand-in: both its APIs there, a 400 ms timeout, then `extra`. */
export const openMeteoSettings = (standIn: { url: string }, extra: Record<string, string> = {}) => ({
  WEATHER_PROVIDER: 'open-meteo',
  OPEN_METEO_URL: standIn.url,
  OPEN_METEO_AIR_QUALITY_URL: standIn.url,
  WEATHER_PROVIDER_TIMEOUT_MS: '400',
  ...extra,
});

/**
 * For a describe block: a provider's stand-in and the stack whose weather service asks it (with the
 * `settings` of that stand-in), started before the block's tests and closed after them. Before each
 * test `reset` makes the stand-in answer as usual again, it forgets what it was asked and the
 * refresher forgets any outage. The fields are set from the block's first hook on.
 */
export function useStackOn<StandIn extends { requests: unknown[]; close(): Promise<void> }>(
  label: string,
  start: () => Promise<StandIn>,
  settings: (standIn: StandIn) => Record<string, string>,
  reset: (standIn: StandIn) => void,
): { standIn: StandIn; stack: Stack } {
  const running = {} as { standIn: StandIn; stack: Stack };
  beforeAll(async () => {
    running.standIn = await start();
    running.stack = await startStack(label, settings(running.standIn));
  });
  afterAll(async () => {
    await running.stack?.close();
    await running.standIn?.close();
  });
  beforeEach(() => {
    reset(running.standIn);
    running.standIn.requests.length = 0;
    running.stack.weather.parts.refresher.forgetOutage();
  });
  return running;
}
