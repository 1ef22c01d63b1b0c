export { startStack, type Stack, type StackOptions } from './stack.js';
export type { RunningServices } from './services.js';
export { startDatabaseServer, type DatabaseServer } from './postgres.js';
export { demoCities } from './demo/cities.js';
export { productDatabases, type ProductDatabase } from './databases.js';
