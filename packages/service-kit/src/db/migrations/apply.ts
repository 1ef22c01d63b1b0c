/**
 * `prisma migrate deploy` with the WebAssembly engine: applies the pending
 * migrations of a `prisma/migrations` folder and records them in
 * `_prisma_migrations` exactly as the CLI does.
 */
import { withMigrationLock } from './advisory-lock.js';
import { redactUrl } from './database-url.js';
import { SchemaEngineError, toSchemaEngineError } from './engine-error.js';
import { withSchemaEngine } from './engine-session.js';
import { readMigrationsList } from './migrations-folder.js';

export interface ApplyMigrationsOptions {
  databaseUrl: string;
  /** The Prisma schema file (its datasource provider must be postgresql). */
  schemaPath: string;
  /** The `prisma/migrations` folder. */
  migrationsDir: string;
  log?: (msg: string) => void;
}

/** Applies what is pending; applying again applies nothing. One run at a time per database. */
export async function applyMigrations(opts: ApplyMigrationsOptions): Promise<{ applied: string[] }> {
  const log = opts.log ?? (() => undefined);
  const migrationsList = await readMigrationsList(opts.migrationsDir);
  if (migrationsList.migrationDirectories.length === 0) {
    log(`No migrations found in ${migrationsList.baseDir}`);
    return { applied: [] };
  }
  try {
    const applied = await withMigrationLock(opts.databaseUrl, () =>
      withSchemaEngine({ databaseUrl: opts.databaseUrl, schemaPath: opts.schemaPath, log: opts.log }, async (engine) => {
        const output = await engine.applyMigrations({ migrationsList, filters: { externalTables: [], externalEnums: [] } });
        return output.appliedMigrationNames;
      }),
    );
    log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'No pending migrations to apply');
    return { applied };
  } catch (error) {
    const failed = toSchemaEngineError(error);
    const hint = failed.migrationName
      ? `\nIt is recorded as failed in _prisma_migrations: fix the database or the migration, then mark it rolled back ` +
        `(prisma migrate resolve --rolled-back ${failed.migrationName}) before applying again.`
      : '';
    throw new SchemaEngineError(
      `Applying the migrations in ${migrationsList.baseDir} to ${redactUrl(opts.databaseUrl)} failed: ${failed.message}${hint}`,
      failed.migrationName,
      { cause: error },
    );
  }
}
