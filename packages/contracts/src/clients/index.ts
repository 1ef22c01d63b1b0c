export * from './fetch-json.js';
export * from './cities.js';
export * from './page-data.js';
export * from './delivery-check.js';
export * from './retry.js';
export * from './call-route.js';
