export { createContractorsService, serviceName, type ContractorsServiceOptions } from './app.js';
export { contractorsEnvSchema, loadContractorsConfig, placesEnvSchema, type ContractorsConfig, type PlacesConfig } from './config.js';
export { contractorColumns } from './domain/contractor-csv.js';
export { cityCreatedDurable } from './events/city-created.js';
