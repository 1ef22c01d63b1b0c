import { slugPattern, UpstreamError, type CitiesClient, type WeatherCacheStatus, type WeatherReport } from '@local-seo/contracts';
import { HttpError, notFound, parseInput, type ServiceContext } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toCacheEntry, toWeatherDataRecord } from '../admin-mapping.js';
import { cacheStateOf } from '../cache-state.js';
import { shouldFetchOnRequest, type CachePolicy } from '../domain/freshness.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { placeFromPublicCity, recordCity } from '../refresh/city-sync.js';
import type { RefreshJob } from '../refresh/refresh-job.js';
import type { RefreshOutcome, Refresher } from '../refresh/refresher.js';
import type { RecentLookups } from '../recent-lookups.js';
import { storedWeatherSelect, weatherReport, type StoredWeather } from '../weather-report.js';

export interface WeatherRouteOptions {
  refresher: Refresher;
  job: RefreshJob;
  cities: CitiesClient;
  policy: CachePolicy;
  /** How long a page view waits for the provider before answering with what is stored. */
  requestWaitMs: number;
  recent: RecentLookups<CityLookup>;
}

/** What a weather view reads of a city: where it is, its last call to the provider, its stored weather. */
export interface CityLookup {
  id: number;
  active: boolean;
  latitude: number;
  longitude: number;
  lastAttemptAt: Date | null;
  lastError: string | null;
  lastProvider: string | null;
  weather: StoredWeather | null;
}

const slugParams = z.object({ slug: z.string() });
const cityNotFound = () => notFound('City not found');

export function registerWeatherRoutes(app: FastifyInstance, ctx: ServiceContext<PrismaClient>, options: WeatherRouteOptions): void {
  const { db } = ctx;
  const { policy, refresher } = options;

  const findCity = (slug: string): Promise<CityLookup | null> =>
    db.weatherCity.findFirst({
      where: { citySlug: slug },
      orderBy: { active: 'desc' },
      select: {
        id: true,
        active: true,
        latitude: true,
        longitude: true,
        lastAttemptAt: true,
        lastError: true,
        lastProvider: true,
        weather: { select: storedWeatherSelect },
      },
    });

  /** The city from the local copy, else from the cities service (an event may not have arrived yet). */
  async function activeCity(slug: string): Promise<CityLookup> {
    const remembered = options.recent.get(slug);
    if (remembered) return remembered;
    const local = await findCity(slug);
    if (local?.active) {
      options.recent.set(slug, local);
      return local;
    }
    let remote;
    try {
      remote = await options.cities.bySlug(slug);
    } catch (err) {
      if (local || !(err instanceof UpstreamError)) throw local ? cityNotFound() : err;
      throw new HttpError(503, 'The cities service is unavailable right now, so the city could not be looked up; please try again shortly.');
    }
    if (!remote) throw cityNotFound();
    await db.$transaction((tx) => recordCity(tx, placeFromPublicCity(remote)));
    const recorded = await findCity(slug);
    if (!recorded?.active) throw cityNotFound();
    return recorded;
  }

  /** Public: current and forecast from the cache (fetched now when nothing fresh is stored), or 'unavailable'. */
  app.get('/api/weather/:slug', async (request): Promise<WeatherReport> => {
    const { slug } = parseInput(slugParams, request.params);
    if (!slugPattern.test(slug)) throw cityNotFound();
    let city = await activeCity(slug);
    if (shouldFetchOnRequest(cacheStateOf(city, refresher.provider.name), new Date(), policy)) {
      const outcome = await within(refresher.refresh(city, 'page'), options.requestWaitMs);
      if (outcome === 'refreshed') city = await activeCity(slug);
    }
    return weatherReport(slug, city.weather, new Date(), policy);
  });

  /** Admin: every active city's cached weather, and whether the provider is usable. */
  app.get('/api/admin/weather', async (): Promise<WeatherCacheStatus> => {
    const cities = await db.weatherCity.findMany({
      where: { active: true },
      orderBy: { cityName: 'asc' },
      select: {
        id: true,
        citySlug: true,
        cityName: true,
        lastAttemptAt: true,
        lastError: true,
        weather: { select: { provider: true, requestTimestamp: true, tempC: true, condition: true } },
      },
    });
    const now = new Date();
    return {
      provider: refresher.provider.name,
      not_configured: refresher.provider.notConfigured,
      cache_ttl_minutes: policy.ttlMinutes,
      refresh_running: options.job.running,
      cities: cities.map((city) => toCacheEntry(city, now, policy)),
    };
  });

  /** Admin: a city's weather_data row, every field of the admin spec, the raw answer included. */
  app.get('/api/admin/weather/:slug', async (request) => {
    const { slug } = parseInput(slugParams, request.params);
    const city = await db.weatherCity.findFirst({ where: { citySlug: slug }, orderBy: { active: 'desc' }, include: { weather: true } });
    if (!city) throw cityNotFound();
    if (!city.weather) throw notFound(`No weather is stored for ${city.cityName} yet`);
    return toWeatherDataRecord(city.citySlug, city.weather);
  });

  /** Admin: refresh every active city now, in the background, spaced like the scheduled runs. */
  app.post('/api/admin/weather/refresh', async (_request, reply) => {
    if (refresher.provider.notConfigured) throw new HttpError(409, refresher.provider.notConfigured);
    if (options.job.running) return reply.status(202).send({ message: 'A weather refresh is already running' });
    refresher.forgetOutage(); // staff ask for it: try the provider even if it was down a moment ago
    void options.job.runNow({ all: true });
    return reply.status(202).send({ message: 'Weather refresh started for every active city' });
  });
}

/** The outcome if it comes within `ms`; 'pending' otherwise (the fetch goes on and stores its result). */
function within(outcome: Promise<RefreshOutcome>, ms: number): Promise<RefreshOutcome | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), ms);
  });
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer));
}
