export { seoService, type SeoService } from './app.js';
export { envSchema as seoEnvSchema, optionsFromEnv as seoOptionsFromEnv, type SearchConsoleSettings, type SeoOptions } from './config.js';
export { defaultSchemaSettings, type BrandDetails } from './domain/index.js';
