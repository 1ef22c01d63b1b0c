export * from './slug.js';
export * from './seo.js';
export * from './changes.js';
