export { createSeoService, serviceName, type SeoService, type SeoServiceOptions } from './app.js';
export {
  loadSeoConfig,
  searchConsoleSettings,
  seoEnvSchema,
  seoOptionsFrom,
  seoProviderEnvSchema,
  type SearchConsoleSettings,
  type SeoConfig,
  type SeoProviderConfig,
} from './config.js';
export { defaultSchemaSettings, type BrandDetails } from './domain/index.js';
