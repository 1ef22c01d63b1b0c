export { createCatalogService, serviceName, type CatalogService, type CatalogServiceOptions } from './app.js';
export {
  catalogEnvSchema,
  catalogOptionsFrom,
  catalogSettingsSchema,
  loadCatalogConfig,
  loadCatalogSettings,
  type CatalogConfig,
  type CatalogSettings,
} from './config.js';
