export * from './define.js';
export * from './worker-jobs.js';
export * from './database.js';
export * from './transact.js';
