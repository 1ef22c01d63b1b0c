import { PrismaPg } from '@prisma/adapter-pg';
import type { TransactionalDb } from '../db/sql-client.js';

/**
 * A worker thread's own connection to its service's database (already migrated by the
 * service): a pool of `poolSize` connections (default 1: one transaction at a time), so
 * an import or a generation never takes the connections the pages' reads use. Opened on
 * first use, for the URL it is given.
 */
export function workerDatabase<Db extends TransactionalDb<any>>(connect: (adapter: PrismaPg) => Db, poolSize = 1) {
  let open: { url: string; db: Db } | undefined;
  return {
    get(url: string): Db {
      if (open?.url !== url) open = { url, db: connect(new PrismaPg({ connectionString: url, max: poolSize })) };
      return open.db;
    },
    async close(): Promise<void> {
      const closing = open;
      open = undefined;
      await closing?.db.$disconnect();
    },
  };
}
