export { contractorsService } from './app.js';
export { envSchema as contractorsEnvSchema, optionsFromEnv as contractorsOptionsFromEnv, type ContractorsOptions, type PlacesOptions } from './config.js';
export { contractorColumns } from './domain/contractor-csv.js';
