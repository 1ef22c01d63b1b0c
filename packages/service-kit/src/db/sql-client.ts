/**
 * The little of Prisma that service-kit needs: raw SQL on a client or inside an
 * interactive transaction. Every generated PrismaClient, and the `tx` it hands
 * to `$transaction(async (tx) => ...)`, satisfies it.
 */
export interface SqlClient {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/** A database handle that can open interactive transactions. */
export interface TransactionalDb<Tx extends SqlClient = SqlClient> extends SqlClient {
  $transaction<R>(fn: (tx: Tx) => Promise<R>, options?: { timeout?: number; maxWait?: number }): Promise<R>;
  $disconnect(): Promise<void>;
}
