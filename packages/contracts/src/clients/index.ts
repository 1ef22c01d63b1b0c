export * from './fetch-json.js';
export * from './cities.js';
