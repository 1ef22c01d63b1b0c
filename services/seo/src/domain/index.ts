export * from './pages.js';
export * from './keywords.js';
export * from './positions.js';
export * from './onpage-analysis.js';
export * from './onpage-score.js';
export * from './schema-settings.js';
export * from './near-duplicates.js';
export * from './page-text.js';
