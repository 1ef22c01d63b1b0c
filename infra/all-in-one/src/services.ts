import { auditService } from '@local-seo/audit';
import { catalogService } from '@local-seo/catalog';
import { citiesService } from '@local-seo/cities';
import { contractorsService } from '@local-seo/contractors';
import { seoService } from '@local-seo/seo';
import type { EventBus, Logger, ServiceModule } from '@local-seo/service-kit';
import { sitemapService } from '@local-seo/sitemap';
import { weatherService } from '@local-seo/weather';
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

type Running<M> = M extends ServiceModule<any, infer S> ? S : never;

export interface RunningServices {
  cities: Running<typeof citiesService>;
  catalog: Running<typeof catalogService>;
  contractors: Running<typeof contractorsService>;
  weather: Running<typeof weatherService>;
  seo: Running<typeof seoService>;
  sitemap: Running<typeof sitemapService>;
  audit: Running<typeof auditService>;
  /** The gateway's <SERVICE>_URL settings. */
  urls: Record<'CITIES_URL' | 'CATALOG_URL' | 'CONTRACTORS_URL' | 'WEATHER_URL' | 'SEO_URL' | 'SITEMAP_URL' | 'AUDIT_URL', string>;
  close(): Promise<void>;
}

/**
 * Starts the seven services from their modules alone, on loopback ports, each on its
 * own database, all listening (and consuming events) before any demo data goes in.
 * Each reads its own settings from the environment as it would on its own, with what
 * the launcher knows better: where the cities service and the public site answer.
 */
export async function startServices({ config, env, publicBaseUrl, bus, logger, databaseUrl }: Shared): Promise<RunningServices> {
  const start = async <M extends ServiceModule<any, any>>(module: M, serviceEnv: NodeJS.ProcessEnv): Promise<{ service: Running<M>; url: string }> => {
    const service = (await module.create({ databaseUrl: databaseUrl(module.name), bus, logger }, module.optionsFromEnv(serviceEnv))) as Running<M>;
    return { service, url: await service.listen(internal) };
  };

  const cities = await start(citiesService, { ...env, BRAND_NAME: config.BRAND_NAME });
  const serviceEnv = {
    ...env,
    CITIES_URL: cities.url,
    PUBLIC_BASE_URL: publicBaseUrl,
    BRAND_NAME: config.BRAND_NAME,
    // The sitemap is generated once the demo data is in (stack.ts), then on its schedule.
    GENERATE_AT_START: 'false',
  };
  const catalog = await start(catalogService, serviceEnv);
  const contractors = await start(contractorsService, serviceEnv);
  const weather = await start(weatherService, serviceEnv);
  const seo = await start(seoService, serviceEnv);
  const sitemap = await start(sitemapService, serviceEnv);
  const audit = await start(auditService, serviceEnv);

  const all = [audit, sitemap, seo, weather, contractors, catalog, cities];
  return {
    cities: cities.service,
    catalog: catalog.service,
    contractors: contractors.service,
    weather: weather.service,
    seo: seo.service,
    sitemap: sitemap.service,
    audit: audit.service,
    urls: {
      CITIES_URL: cities.url,
      CATALOG_URL: catalog.url,
      CONTRACTORS_URL: contractors.url,
      WEATHER_URL: weather.url,
      SEO_URL: seo.url,
      SITEMAP_URL: sitemap.url,
      AUDIT_URL: audit.url,
    },
    async close() {
      for (const { service } of all) await service.close();
    },
  };
}
