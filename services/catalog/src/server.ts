import { runStandaloneLegacy } from '@local-seo/service-kit';
import { createCatalogService } from './app.js';
import { catalogOptionsFrom, loadCatalogConfig } from './config.js';

/** The only file that listens: the catalog service on its own (compose, Kubernetes). */
await runStandaloneLegacy(loadCatalogConfig, (config, shared) =>
  createCatalogService({ ...shared, citiesUrl: config.CITIES_URL, ...catalogOptionsFrom(config) }),
);
