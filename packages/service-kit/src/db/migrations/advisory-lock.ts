/**
 * Serializes migration runs on one database across processes with a session
 * advisory lock, held on a connection of its own for the whole run.
 *
 * The key differs from the one the engine takes itself (72707369) on its pooled
 * connections: taking that one here would make the engine wait on us forever.
 */
import { withSessionLock } from '../session-lock.js';

/** "lsmigrat" in ASCII, as a bigint key. */
const MIGRATION_LOCK_KEY = 7814710077892485492n;

export function withMigrationLock<T>(databaseUrl: string, fn: () => Promise<T>): Promise<T> {
  return withSessionLock(databaseUrl, MIGRATION_LOCK_KEY, () => fn());
}
