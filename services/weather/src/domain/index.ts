export * from './air-quality.js';
export * from './compass.js';
export * from './forecast-window.js';
export * from './freshness.js';
export * from './local-time.js';
export * from './moon.js';
