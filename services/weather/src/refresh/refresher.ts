import type { Logger } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';
import { ProviderError, type Place, type WeatherProvider } from '../providers/provider.js';
import { toWeatherData } from '../data/weather-data.js';

/** skipped: the provider is known to be down (or not configured), so it was not asked. */
export type RefreshOutcome = 'refreshed' | 'failed' | 'busy' | 'skipped';

export interface Refresher {
  readonly provider: WeatherProvider;
  /** Asks the provider for one city's weather and stores it; a failure keeps the last good data. */
  refresh(city: Place & { id: number }, reason: 'page' | 'schedule' | 'admin'): Promise<RefreshOutcome>;
  /** The provider failed for every city a moment ago (unreachable, timing out, rate-limited, 5xx): asking again now is pointless. */
  isDown(): boolean;
  /** Forgets an outage (admin "refresh now", tests). */
  forgetOutage(): void;
}

interface RefresherOptions {
  /** How long a fetch may hold a city (two provider timeouts and some slack). */
  leaseMs: number;
  /** How long a whole-provider failure keeps everyone from asking again. */
  outageMs: number;
  /** After each outcome is stored (weather or failure). */
  onRecorded?: () => void;
}

/** Failures that say nothing about the city and everything about the provider. */
const isOutage = (err: ProviderError) =>
  err.failure === 'unreachable' || err.failure === 'timeout' || (err.failure === 'refused' && (err.status === 429 || (err.status ?? 0) >= 500));

/**
 * One fetch per city at a time: in this process (callers share the running
 * fetch) and across replicas (a lease on the city's row, so two instances
 * never both spend the provider's quota on the same city). After an outage
 * nobody waits on the provider until `outageMs` has passed.
 */
export function createRefresher(db: PrismaClient, provider: WeatherProvider, logger: Logger, options: RefresherOptions): Refresher {
  const running = new Map<number, Promise<RefreshOutcome>>();
  let downUntil = 0;

  /** Takes the city's lease unless another fetch holds it; its row of state appears with its first fetch. */
  async function claim(cityId: number): Promise<boolean> {
    const now = new Date();
    const until = new Date(now.getTime() + options.leaseMs);
    const claimed = await db.$executeRaw`
      INSERT INTO weather_cities (id, lease_until) VALUES (${cityId}, ${until})
      ON CONFLICT (id) DO UPDATE SET lease_until = EXCLUDED.lease_until
      WHERE weather_cities.lease_until IS NULL OR weather_cities.lease_until < ${now}`;
    return claimed === 1;
  }

  async function fetchAndStore(city: Place & { id: number }, reason: string): Promise<RefreshOutcome> {
    if (!(await claim(city.id))) return 'busy';
    try {
      const reading = await provider.fetchWeather(city);
      const data = toWeatherData(reading);
      await db.$transaction([
        db.weatherData.upsert({ where: { cityId: city.id }, create: { cityId: city.id, ...data }, update: data }),
        db.weatherCity.update({ where: { id: city.id }, data: { lastAttemptAt: reading.fetchedAt, lastError: null, lastProvider: provider.name, leaseUntil: null } }),
      ]);
      options.onRecorded?.();
      if (reading.missing.length > 0) {
        logger.warn({ cityId: city.id, provider: provider.name, missing: reading.missing }, 'weather stored from a partial answer');
      }
      logger.debug({ cityId: city.id, provider: provider.name, reason }, 'weather refreshed');
      return 'refreshed';
    } catch (err) {
      const message = err instanceof ProviderError ? err.message : `Unexpected failure: ${err instanceof Error ? err.message : String(err)}`;
      await db.weatherCity.update({ where: { id: city.id }, data: { lastAttemptAt: new Date(), lastError: message, lastProvider: provider.name, leaseUntil: null } });
      options.onRecorded?.();
      if (!(err instanceof ProviderError)) {
        logger.error({ err, cityId: city.id }, 'weather refresh failed unexpectedly');
      } else {
        if (isOutage(err)) downUntil = Date.now() + options.outageMs;
        logger.warn({ cityId: city.id, provider: provider.name, failure: err.failure, reason }, message);
      }
      return 'failed';
    }
  }

  return {
    provider,
    refresh(city, reason) {
      const inFlight = running.get(city.id);
      if (inFlight) return inFlight;
      if (provider.notConfigured || Date.now() < downUntil) return Promise.resolve('skipped');
      const started = fetchAndStore(city, reason).finally(() => running.delete(city.id));
      running.set(city.id, started);
      return started;
    },
    isDown: () => Date.now() < downUntil,
    forgetOutage() {
      downUntil = 0;
    },
  };
}
