import { connectPg } from './pg-connection.js';

/**
 * Runs `fn` while this process holds a PostgreSQL session advisory lock on `key`, taken
 * on a connection of its own for the whole run (a pooled connection would keep the lock
 * after going back to the pool): another process, a replica, asking for the same key
 * waits until it is released. The lock lives with the connection, so a process that dies
 * mid-run frees it for the next one.
 *
 * `signal` aborts when that connection is lost during the run, the lock with it: work
 * that must not finish unguarded checks it before it commits.
 */
export async function withSessionLock<T>(databaseUrl: string, key: bigint, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const lost = new AbortController();
  const client = await connectPg(databaseUrl);
  client.on('error', (err) => lost.abort(err));
  client.on('end', () => lost.abort(new Error('The connection holding the lock was closed')));
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [key.toString()]);
    try {
      return await fn(lost.signal);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key.toString()]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
