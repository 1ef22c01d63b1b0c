import { optionsReader } from '@local-seo/service-kit';
import { z } from 'zod';

/** The cities service's own settings. */
export const envSchema = z.object({
  /** The brand in the SEO titles this service fills in. */
  BRAND_NAME: z.string().min(1).default('Northway Landscape Supply'),
});

export interface CitiesOptions {
  brandName: string;
}

export const optionsFromEnv = optionsReader(envSchema, (settings): CitiesOptions => ({ brandName: settings.BRAND_NAME }));
