export * from './changes.js';
