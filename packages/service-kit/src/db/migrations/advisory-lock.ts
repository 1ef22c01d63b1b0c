/**
 * Serializes migration runs on one database across processes with a session
 * advisory lock, held on a connection of its own for the whole run.
 *
 * The key differs from the one the engine takes itself (72707369) on its pooled
 * connections: taking that one here would make the engine wait on us forever.
 */
import pg from 'pg';
import { parseDatabaseUrl } from './database-url.js';

/** "lsmigrat" in ASCII, as a bigint key. */
const MIGRATION_LOCK_KEY = '7814710077892485492';

export async function withMigrationLock<T>(databaseUrl: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: parseDatabaseUrl(databaseUrl).connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
