export * from './changes.js';
export * from './trash.js';
export * from './introduction-html.js';
