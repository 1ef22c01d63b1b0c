import { runStandaloneLegacy } from '@local-seo/service-kit';
import { createContractorsService } from './app.js';
import { loadContractorsConfig } from './config.js';

/** The only file that listens: the contractors service on its own (compose, Kubernetes). */
await runStandaloneLegacy(loadContractorsConfig, (config, shared) => {
  if (!config.GOOGLE_PLACES_API_KEY) shared.logger.warn('GOOGLE_PLACES_API_KEY is not set: template contractors cannot be populated');
  return createContractorsService({
    ...shared,
    citiesUrl: config.CITIES_URL,
    places: config,
    populationPollMs: config.POPULATION_POLL_MS,
    populationLeaseMs: config.POPULATION_LEASE_MS,
  });
});
