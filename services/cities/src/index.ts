export { citiesService } from './app.js';
export { envSchema as citiesEnvSchema, optionsFromEnv as citiesOptionsFromEnv, type CitiesOptions } from './config.js';
