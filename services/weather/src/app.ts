import { createCitiesClient } from '@local-seo/contracts';
import { defineService, prismaDatabase } from '@local-seo/service-kit';
import { checkCopyOfCities } from './events/city-copy.js';
import { weatherSubscriptions } from './events/subscriptions.js';
import { optionsFromEnv } from './config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { createProvider } from './providers/index.js';
import { createRecentLookups } from './data/recent-lookups.js';
import { createRefreshJob } from './tasks/refresh-job.js';
import { createRefresher } from './refresh/refresher.js';
import { registerSuggestionRoutes } from './routes/suggestions.js';
import { registerWeatherRoutes } from './routes/weather.js';
import { createWeatherView, type CityLookup } from './data/weather-view.js';

/**
 * The weather service: cached weather per live city from the configured provider,
 * refreshed on a schedule once it listens, and the weather suggestions.
 */
export const weatherService = defineService(
  { name: 'weather', defaultPort: 3004, optionsFromEnv, database: prismaDatabase(import.meta.url, PrismaClient) },
  (ctx, options) => {
    const provider = createProvider(options.provider);
    if (provider.notConfigured) ctx.logger.warn(provider.notConfigured);
    const cities = createCitiesClient({ baseUrl: options.citiesUrl, timeoutMs: options.citiesTimeoutMs });
    // Two seconds: a page view mostly costs no query, and what changed elsewhere shows almost at once.
    const recentLookups = createRecentLookups<CityLookup>(2000);
    const refresher = createRefresher(ctx.db, provider, ctx.logger, {
      // Open-Meteo makes two calls side by side: a lease of two timeouts and some slack covers one fetch.
      leaseMs: 2 * options.provider.timeoutMs + 5000,
      outageMs: options.cache.retryAfterMinutes * 60_000,
      onRecorded: () => recentLookups.clear(),
    });
    const refreshJob = createRefreshJob({
      db: ctx.db,
      checkCities: () => checkCopyOfCities(ctx.db, cities),
      refresher,
      policy: options.cache,
      spacingMs: options.refresh.spacingMs,
      logger: ctx.logger,
      leases: ctx.leases,
      schedule: options.refresh.enabled && !provider.notConfigured ? options.refresh.schedule : null,
    });
    const view = createWeatherView({ db: ctx.db, cities, refresher, policy: options.cache, requestWaitMs: options.requestWaitMs, recent: recentLookups });
    return {
      routes: async (app) => {
        registerWeatherRoutes(app, view, refresher, refreshJob);
        await registerSuggestionRoutes(app, ctx);
      },
      tasks: [
        // A city that went live (or moved) gets its weather before its first visitor.
        ...weatherSubscriptions(ctx, options, (wantsWeather) => {
          recentLookups.clear();
          if (wantsWeather) refreshJob.runSoon();
        }),
        refreshJob,
      ],
      refreshJob,
      refresher,
      /** The few seconds of memory in front of the database (tests that write the database directly clear it). */
      recentLookups,
    };
  },
);
export type WeatherService = Awaited<ReturnType<typeof weatherService.create>>;

