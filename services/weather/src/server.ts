import { runStandaloneLegacy } from '@local-seo/service-kit';
import { createWeatherService } from './app.js';
import { loadWeatherConfig } from './config.js';

/** The only file that listens: the weather service on its own (compose, Kubernetes). */
await runStandaloneLegacy(loadWeatherConfig, (config, shared) =>
  createWeatherService({ ...shared, citiesUrl: config.CITIES_URL, settings: config }),
);
