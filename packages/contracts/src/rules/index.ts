export * from './city-slug.js';
export * from './city-seo.js';
export * from './distance.js';
export * from './availability.js';
export * from './time-of-day.js';
