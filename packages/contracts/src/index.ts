export * from './events/index.js';
export * from './http/index.js';
export * from './clients/index.js';
export * from './routes/index.js';
export * from './rules/index.js';
