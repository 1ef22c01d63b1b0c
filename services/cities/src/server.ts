import { runStandalone } from '@local-seo/service-kit';
import { createCitiesService } from './app.js';
import { loadCitiesConfig } from './config.js';

/** The only file that listens: the cities service on its own (compose, Kubernetes). */
await runStandalone(loadCitiesConfig, (config, shared) => createCitiesService({ ...shared, brandName: config.BRAND_NAME }));
