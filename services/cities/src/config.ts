import { loadConfig, serviceEnvSchema } from '@local-seo/service-kit';
import { z } from 'zod';

export const citiesEnvSchema = serviceEnvSchema(3001).extend({
  /** The brand in the SEO titles this service fills in. */
  BRAND_NAME: z.string().min(1).default('Northway Landscape Supply'),
});
export type CitiesConfig = z.output<typeof citiesEnvSchema>;

export const loadCitiesConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(citiesEnvSchema, env);
