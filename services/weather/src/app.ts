import { createCitiesClient, uploadRequestTimeoutMs } from '@local-seo/contracts';
import { createServiceLegacy, prismaPathsOf, type ServiceRuntime } from '@local-seo/service-kit';
import type { WeatherSettings } from './config.js';
import type { CachePolicy } from './domain/freshness.js';
import { consumeCityEvents } from './events/city-consumer.js';
import { PrismaClient } from './generated/prisma/client.js';
import { createProvider } from './providers/index.js';
import { createRefreshJob, type RefreshJob } from './refresh/refresh-job.js';
import { createRefresher, type Refresher } from './refresh/refresher.js';
import { registerSuggestionImportRoutes } from './routes/suggestion-import.js';
import { registerSuggestionRoutes } from './routes/suggestions.js';
import { registerWeatherRoutes, type CityLookup } from './routes/weather.js';
import { createRecentLookups } from './recent-lookups.js';

export const serviceName = 'weather';

/** Where the schema and migrations live, from src/ or dist/ alike. */
export const prismaPaths = prismaPathsOf(import.meta.url);

export interface WeatherServiceOptions extends ServiceRuntime {
  /** The cities service, for the list of active cities. */
  citiesUrl: string;
  settings: WeatherSettings;
}

export const cachePolicyOf = (settings: WeatherSettings): CachePolicy => ({
  ttlMinutes: settings.WEATHER_CACHE_TTL_MINUTES,
  maxStaleHours: settings.WEATHER_MAX_STALE_HOURS,
  retryAfterMinutes: settings.WEATHER_RETRY_AFTER_MINUTES,
  refreshLeadMinutes: settings.WEATHER_REFRESH_LEAD_MINUTES,
});

/**
 * The weather service: cached weather per city from the configured provider,
 * refreshed on a schedule once it listens, and the weather suggestions.
 */
export async function createWeatherService(options: WeatherServiceOptions) {
  const { settings } = options;
  const provider = createProvider(settings);
  const policy = cachePolicyOf(settings);
  const cities = createCitiesClient({ baseUrl: options.citiesUrl, timeoutMs: 3000 });
  let job: RefreshJob | undefined;
  let refresher: Refresher | undefined;
  const scheduled = settings.WEATHER_REFRESH_ENABLED === 'true' && !provider.notConfigured;
  // Two seconds: a page view mostly costs no query, and what changed elsewhere shows almost at once.
  const recent = createRecentLookups<CityLookup>(2000);

  const service = await createServiceLegacy<PrismaClient>({
    name: serviceName,
    logger: options.logger,
    bus: options.bus,
    requestTimeoutMs: uploadRequestTimeoutMs, // its CSV imports
    database: {
      url: options.databaseUrl,
      ...prismaPaths,
      connect: (adapter) => new PrismaClient({ adapter }),
    },
    async routes(app, ctx) {
      // Open-Meteo makes two calls side by side: a lease of two timeouts and some slack covers one fetch.
      refresher = createRefresher(ctx.db, provider, ctx.logger, {
        leaseMs: 2 * settings.WEATHER_PROVIDER_TIMEOUT_MS + 5000,
        outageMs: policy.retryAfterMinutes * 60_000,
        onRecorded: () => recent.clear(),
      });
      job = createRefreshJob({ db: ctx.db, cities, refresher, policy, spacingMs: settings.WEATHER_REFRESH_SPACING_MS, logger: ctx.logger }, ctx.logger);
      registerWeatherRoutes(app, ctx, { refresher, job, cities, policy, recent, requestWaitMs: settings.WEATHER_REQUEST_WAIT_MS });
      registerSuggestionRoutes(app, ctx);
      await registerSuggestionImportRoutes(app, ctx);
    },
    async consumers(ctx) {
      // Background work starts with listening, like the consumers.
      if (provider.notConfigured) ctx.logger.warn(provider.notConfigured);
      if (scheduled) {
        job!.schedule(settings.WEATHER_REFRESH_CRON);
        void job!.runNow();
      }
      const consumer = await consumeCityEvents(ctx, (city) => {
        recent.clear();
        // A city that just went live gets its weather before its first visitor.
        if (scheduled && city.active) job!.runSoon();
      });
      return [consumer];
    },
  });
  const refreshJob = job!;
  return {
    ...service,
    provider,
    refreshJob,
    refresher: refresher!,
    /** The few seconds of memory in front of the database (tests that write the database directly clear it). */
    recentLookups: recent,
    async close() {
      await refreshJob.stop();
      await service.close();
    },
  };
}
export type WeatherService = Awaited<ReturnType<typeof createWeatherService>>;
