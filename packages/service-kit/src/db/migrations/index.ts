/**
 * Prisma migrations without Prisma's native schema engine: the standard
 * `prisma/migrations` folder, created and applied with the WebAssembly engine,
 * so the same folder deploys with `prisma migrate deploy` wherever the native
 * engine can be had.
 */
export { applyMigrations, type ApplyMigrationsOptions } from './apply.js';
export { createMigration, type CreateMigrationOptions } from './create.js';
export { assertUtf8Database, createTemporaryDatabase, ensureDatabase, type DatabaseText, type TemporaryDatabase, withPgClient } from './databases.js';
export { SchemaEngineError } from './engine-error.js';
export { redactUrl, withDatabase } from './database-url.js';
