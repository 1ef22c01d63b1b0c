import { loadConfig, serviceEnvSchema } from '@local-seo/service-kit';
import { z } from 'zod';

/** The catalog's own settings, read the same way by its server and by the all-in-one launcher. */
export const catalogSettingsSchema = z.object({
  /** How long the start-up read of the cities service may take. */
  CITIES_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** How many products of each city's list are kept as its top products (city_top_products_cache). */
  TOP_PRODUCTS_PER_CITY: z.coerce.number().int().min(1).max(100).default(10),
  /** How often stale city product lists are looked for, besides the wake-up after each change. */
  AVAILABILITY_REFRESH_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
});
export type CatalogSettings = z.output<typeof catalogSettingsSchema>;

export const catalogEnvSchema = serviceEnvSchema(3002)
  .extend({
    /** The cities service, read once at start to fill the local projection of cities when it is empty. */
    CITIES_URL: z.url('must be a URL such as http://cities:3001').default('http://127.0.0.1:3001'),
  })
  .extend(catalogSettingsSchema.shape);
export type CatalogConfig = z.output<typeof catalogEnvSchema>;

export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(catalogEnvSchema, env);
export const loadCatalogSettings = (env: NodeJS.ProcessEnv = process.env) => loadConfig(catalogSettingsSchema, env);

/** The service options these settings stand for. */
export const catalogOptionsFrom = (settings: CatalogSettings) => ({
  citiesTimeoutMs: settings.CITIES_TIMEOUT_MS,
  topProductsPerCity: settings.TOP_PRODUCTS_PER_CITY,
  refreshIntervalMs: settings.AVAILABILITY_REFRESH_INTERVAL_MS,
});
