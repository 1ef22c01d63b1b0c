export * from './errors.js';
export * from './admin-session.js';
export * from './cities.js';
