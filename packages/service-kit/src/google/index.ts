export * from './service-account.js';
export * from './search-console-env.js';
export * from './api-error.js';
