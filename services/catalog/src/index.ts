export { catalogService, type CatalogService } from './app.js';
export { envSchema as catalogEnvSchema, optionsFromEnv as catalogOptionsFromEnv, type CatalogOptions } from './config.js';
