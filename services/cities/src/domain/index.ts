export * from './changes.js';
export * from './trash.js';
