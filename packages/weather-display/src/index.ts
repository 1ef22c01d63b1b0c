export * from './units.js';
export * from './icons.js';
export * from './bands.js';
export * from './fallbacks.js';
export * from './forecast.js';
export * from './suggestions.js';
export * from './unavailable-report.js';
