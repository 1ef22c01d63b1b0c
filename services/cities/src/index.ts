export { createCitiesService, serviceName, type CitiesServiceOptions } from './app.js';
export { citiesEnvSchema, loadCitiesConfig, type CitiesConfig } from './config.js';
