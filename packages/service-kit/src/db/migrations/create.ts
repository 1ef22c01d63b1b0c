/**
 * `prisma migrate dev --create-only` with the WebAssembly engine: replays the
 * existing migrations into the shadow database, diffs the result against the
 * Prisma schema, and writes the difference as a new migration.
 */
import { assertEmptyDatabase } from './databases.js';
import { withSchemaEngine } from './engine-session.js';
import { lockfileContent, migrationSlug, migrationTimestamp, readMigrationsList, writeMigration } from './migrations-folder.js';

const PROVIDER = 'postgresql';

export interface CreateMigrationOptions {
  schemaPath: string;
  migrationsDir: string;
  /** Slugged as the Prisma CLI does: `add userTable` → `add_user_table`. */
  name: string;
  /** An existing, empty database the engine resets and replays the migrations into. */
  shadowDatabaseUrl: string;
  log?: (msg: string) => void;
}

/** Writes `<yyyymmddhhmmss>_<name>/migration.sql`; `directory` is null when the schema needs no change. */
export async function createMigration(opts: CreateMigrationOptions): Promise<{ directory: string | null }> {
  const slug = migrationSlug(opts.name);
  if (!slug) throw new Error(`The migration name "${opts.name}" has no letters or digits`);
  await assertEmptyDatabase(opts.shadowDatabaseUrl);
  const migrationsList = await readMigrationsList(opts.migrationsDir);
  // A new folder has no lockfile yet; the engine needs one to know the provider.
  const lockfile = { ...migrationsList.lockfile, content: migrationsList.lockfile.content ?? lockfileContent(PROVIDER) };

  // The diff needs no main database: the shadow database stands in for it.
  const session = { databaseUrl: opts.shadowDatabaseUrl, shadowDatabaseUrl: opts.shadowDatabaseUrl, schemaPath: opts.schemaPath, log: opts.log };
  const script = await withSchemaEngine(session, async (engine, schema) => {
    const result = await engine.diff({
      from: { tag: 'migrations', ...migrationsList, lockfile },
      to: { tag: 'schemaDatamodel', files: [schema] },
      script: true,
      exitCode: true,
      filters: { externalTables: [], externalEnums: [] },
    });
    // With exitCode set, the engine answers 2 when there is a difference and 0 when there is none.
    return result.exitCode === 2 ? (result.stdout ?? '') : null;
  });
  if (script === null) return { directory: null };

  const directory = await writeMigration({
    migrationsDir: opts.migrationsDir,
    directoryName: `${migrationTimestamp()}_${slug}`,
    script,
    provider: PROVIDER,
  });
  return { directory };
}
