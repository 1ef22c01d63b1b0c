import type { DbOrTx, ServiceContext, TxOf } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';

/** The client or a transaction of it: what the data access reads and writes through. */
export type Db = DbOrTx<PrismaClient>;
/** A transaction: every write and every consumer works in one. */
export type Tx = TxOf<PrismaClient>;
/** The service's context (`createService`), with its own client. */
export type Context = ServiceContext<PrismaClient>;
/** Anything that runs SQL: the client itself or a transaction. */
export type Sql = Pick<Tx, '$queryRawUnsafe' | '$executeRawUnsafe'>;

/** Runs `work` over `items` in slices, so one SQL array parameter never grows without bound. */
export async function inChunks<T>(items: readonly T[], size: number, work: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await work(items.slice(i, i + size));
}
