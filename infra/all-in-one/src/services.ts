import { catalogOptionsFromEnv, createCatalogService } from '@local-seo/catalog';
import { createCitiesService } from '@local-seo/cities';
import { contractorsOptionsFromEnv, createContractorsService } from '@local-seo/contractors';
import { createSeoService, seoOptionsFromEnv } from '@local-seo/seo';
import type { EventBus, Logger } from '@local-seo/service-kit';
import { createSitemapService, sitemapOptionsFromEnv } from '@local-seo/sitemap';
import { createWeatherService, weatherOptionsFromEnv } from '@local-seo/weather';
import type { FastifyInstance } from 'fastify';
import type { AllInOneConfig } from './config.js';

export interface Shared {
  config: AllInOneConfig;
  /** Where each service reads its own settings (the process environment, with a stack's overrides). */
  env: NodeJS.ProcessEnv;
  /** The site's public origin (the gateway's), for links the services write (sitemap, SEO). */
  publicBaseUrl: string;
  bus: EventBus;
  logger: Logger;
  databaseUrl(service: string): string;
}

const internal = { port: 0, host: '127.0.0.1' };

/** What the launcher needs of a running service: its app (for demo data) and a way to stop it. */
export interface RunningService {
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface RunningServices {
  cities: RunningService;
  catalog: RunningService;
  contractors: RunningService;
  weather: RunningService;
  seo: RunningService;
  sitemap: RunningService & { parts: { generator: { generate(trigger: 'start'): Promise<unknown> } } };
  /** The gateway's <SERVICE>_URL settings. */
  urls: Record<'CITIES_URL' | 'CATALOG_URL' | 'CONTRACTORS_URL' | 'WEATHER_URL' | 'SEO_URL' | 'SITEMAP_URL', string>;
  close(): Promise<void>;
}

/**
 * Starts the six services on loopback ports, each on its own database, all
 * listening (and consuming events) before any demo data goes in. Each reads
 * its own settings from the environment, as it would on its own.
 */
export async function startServices({ config, env, publicBaseUrl, bus, logger, databaseUrl }: Shared): Promise<RunningServices> {
  const shared = (name: string) => ({ databaseUrl: databaseUrl(name), bus, logger });

  const cities = await createCitiesService(shared('cities'), { brandName: config.BRAND_NAME });
  const citiesUrl = await cities.listen(internal);

  // TOP_PRODUCTS_PER_CITY, AVAILABILITY_REFRESH_INTERVAL_MS, CITIES_TIMEOUT_MS
  const catalog = await createCatalogService(shared('catalog'), catalogOptionsFromEnv({ ...env, CITIES_URL: citiesUrl }));
  // GOOGLE_PLACES_API_KEY, GOOGLE_PLACES_BASE_URL, PLACES_*, POPULATION_*
  const contractors = await createContractorsService(shared('contractors'), contractorsOptionsFromEnv({ ...env, CITIES_URL: citiesUrl }));
  // WEATHER_PROVIDER (open-meteo, weatherapi or sample), OPEN_METEO_*, WEATHERAPI_*, WEATHER_*
  const weather = await createWeatherService(shared('weather'), weatherOptionsFromEnv({ ...env, CITIES_URL: citiesUrl }));
  // PUBLIC_BASE_URL, GOOGLE_SERVICE_ACCOUNT_JSON(_FILE), SEARCH_CONSOLE_*, SEO_*, BRAND_*
  const seo = await createSeoService(shared('seo'), seoOptionsFromEnv({ ...env, PUBLIC_BASE_URL: publicBaseUrl, BRAND_NAME: config.BRAND_NAME, CITIES_URL: citiesUrl }));
  // PUBLIC_BASE_URL, SITEMAP_*, GOOGLE_SERVICE_ACCOUNT_JSON(_FILE), SEARCH_CONSOLE_*, INDEXNOW_*
  // It generates once the demo data is in (main), then every SITEMAP_CRON when needed.
  const sitemapEnv = { ...env, PUBLIC_BASE_URL: publicBaseUrl, SITEMAP_DIR: env.SITEMAP_DIR ?? `${config.DATA_DIR}/sitemap`, CITIES_URL: citiesUrl, GENERATE_AT_START: 'false' };
  const sitemap = await createSitemapService(shared('sitemap'), sitemapOptionsFromEnv(sitemapEnv));

  const urls = {
    CITIES_URL: citiesUrl,
    CATALOG_URL: await catalog.listen(internal),
    CONTRACTORS_URL: await contractors.listen(internal),
    WEATHER_URL: await weather.listen(internal),
    SEO_URL: await seo.listen(internal),
    SITEMAP_URL: await sitemap.listen(internal),
  };
  const all = [sitemap, seo, weather, contractors, catalog, cities];
  return {
    cities,
    catalog,
    contractors,
    weather,
    seo,
    sitemap,
    urls,
    async close() {
      for (const service of all) await service.close();
    },
  };
}
