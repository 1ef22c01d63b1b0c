import { slugPattern, type CitiesClient, type WeatherCacheStatus, type WeatherDataRecord, type WeatherReport } from '@local-seo/contracts';
import { askCities, cacheLookups, notFound } from '@local-seo/service-kit';
import { cacheEntrySelect, toCacheEntry, toWeatherDataRecord } from './admin-mapping.js';
import { cacheStateOf, cityStateOf, refreshStateSelect, type CityState } from './cache-state.js';
import { learnCity } from '../events/city-copy.js';
import { shouldFetchOnRequest, type CachePolicy } from '../domain/freshness.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { RecentLookups } from './recent-lookups.js';
import type { RefreshOutcome, Refresher } from '../refresh/refresher.js';
import { storedWeatherSelect, weatherReport, type StoredWeather } from './weather-report.js';

/** What a weather view reads of a city: where it is, its last call to the provider, its stored weather. */
export type CityLookup = CityState<StoredWeather>;

interface WeatherViewOptions {
  db: PrismaClient;
  cities: CitiesClient;
  refresher: Refresher;
  policy: CachePolicy;
  /** How long a page view waits for the provider before answering with what is stored. */
  requestWaitMs: number;
  recent: RecentLookups<CityLookup>;
}

const cityNotFound = () => notFound('City not found');
/** A page's weather read (cache_lookups_total{cache="weather"}): a miss when nothing fresh was stored and the provider was asked. */
const weatherLookups = cacheLookups('weather');

/** The weather the pages and staff read, from the copy of cities and the cache. */
export function createWeatherView(options: WeatherViewOptions) {
  const { db, policy, refresher, recent } = options;

  const findCity = async (slug: string): Promise<CityLookup | null> => {
    const row = await db.city.findUnique({
      where: { slug },
      select: { id: true, pageActive: true, latitude: true, longitude: true, refresh: refreshStateSelect, weather: { select: storedWeatherSelect } },
    });
    return row && cityStateOf(row);
  };

  /** A live city from the copy; one the copy does not know is asked of the cities service (its event may not have come yet). */
  async function liveCity(slug: string): Promise<CityLookup> {
    const remembered = recent.get(slug);
    if (remembered) return remembered;
    const known = await findCity(slug);
    if (known?.active) {
      recent.set(slug, known);
      return known;
    }
    if (known || !(await askCities(() => learnCity(db, options.cities, slug)))) throw cityNotFound();
    const learned = await findCity(slug);
    if (!learned?.active) throw cityNotFound();
    return learned;
  }

  return {
    /** Current and forecast from the cache (fetched now when nothing fresh is stored), or 'unavailable'. */
    async report(slug: string): Promise<WeatherReport> {
      if (!slugPattern.test(slug)) throw cityNotFound();
      let city = await liveCity(slug);
      const fetchNow = shouldFetchOnRequest(cacheStateOf(city, refresher.provider.name), new Date(), policy);
      weatherLookups.record(!fetchNow);
      if (fetchNow) {
        const outcome = await within(refresher.refresh(city, 'page'), options.requestWaitMs);
        if (outcome === 'refreshed') city = await liveCity(slug);
      }
      return weatherReport(slug, city.weather, new Date(), policy);
    },

    /** Every live city's cached weather, and whether the provider is usable. */
    async cacheStatus(refreshRunning: boolean): Promise<WeatherCacheStatus> {
      const cities = await db.city.findMany({ where: { pageActive: true }, orderBy: { name: 'asc' }, select: cacheEntrySelect });
      const now = new Date();
      return {
        provider: refresher.provider.name,
        not_configured: refresher.provider.notConfigured,
        cache_ttl_minutes: policy.ttlMinutes,
        refresh_running: refreshRunning,
        cities: cities.map((city) => toCacheEntry(city, now, policy)),
      };
    },

    /** A city's weather_data row, every field, the raw answer included. */
    async storedWeather(slug: string): Promise<WeatherDataRecord> {
      const city = await db.city.findUnique({ where: { slug }, include: { weather: true } });
      if (!city) throw cityNotFound();
      if (!city.weather) throw notFound(`No weather is stored for ${city.name} yet`);
      return toWeatherDataRecord(city.slug, city.weather);
    },
  };
}
export type WeatherView = ReturnType<typeof createWeatherView>;

/** The outcome if it comes within `ms`; 'pending' otherwise (the fetch goes on and stores its result). */
function within(outcome: Promise<RefreshOutcome>, ms: number): Promise<RefreshOutcome | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), ms);
  });
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer));
}
