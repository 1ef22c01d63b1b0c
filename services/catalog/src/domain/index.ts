export * from './names.js';
export * from './geo.js';
export * from './listing.js';
export * from './merge.js';
export * from './consolidate.js';
export * from './csv-values.js';
