import pg from 'pg';

/** Raw SQL as Prisma's `$executeRawUnsafe` / `$queryRawUnsafe` offer it: `$1..` placeholders. */
export interface PgSqlClient {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

export interface PgDb extends PgSqlClient {
  $transaction<R>(fn: (tx: PgSqlClient) => Promise<R>, options?: { timeout?: number; maxWait?: number }): Promise<R>;
  $disconnect(): Promise<void>;
  /** The pool, for tests that want plain pg. */
  readonly pool: pg.Pool;
}

/**
 * A pg-backed stand-in for a PrismaClient's raw-SQL surface (service-kit's TransactionalDb),
 * for tests of code that needs no generated client. Unlike Prisma, int8 and numeric come
 * back as strings: code meant for both should not read such columns.
 */
export function createPgDb(connectionString: string, options: { max?: number } = {}): PgDb {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 5 });
  pool.on('error', () => undefined); // an idle client lost with its server; the next query reconnects
  const over = (q: pg.Pool | pg.PoolClient): PgSqlClient => ({
    async $executeRawUnsafe(query, ...values) {
      return (await q.query(query, values)).rowCount ?? 0;
    },
    async $queryRawUnsafe<T>(query: string, ...values: unknown[]) {
      return (await q.query(query, values)).rows as T;
    },
  });
  return {
    ...over(pool),
    pool,
    async $transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(over(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async $disconnect() {
      await pool.end();
    },
  };
}
