import { runStandaloneLegacy } from '@local-seo/service-kit';
import { createSeoService } from './app.js';
import { loadSeoConfig, seoOptionsFrom } from './config.js';

/** The only file that listens: the seo service on its own (compose, Kubernetes). */
await runStandaloneLegacy(loadSeoConfig, (config, shared) =>
  createSeoService({ ...shared, citiesUrl: config.CITIES_URL, ...seoOptionsFrom(config) }),
);
