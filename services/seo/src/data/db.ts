import type { DbOrTx, ServiceContext, TxOf } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';

/** The client or a transaction of it: what the data access reads and writes through. */
export type Db = DbOrTx<PrismaClient>;
/** A transaction: every write and every consumer works in one. */
export type Tx = TxOf<PrismaClient>;
/** The service's context (`createService`), with its own client. */
export type Context = ServiceContext<PrismaClient>;

/** Serialises one kind of work across every instance of the service, for the rest of the transaction. */
export async function lockFor(tx: Tx, name: string): Promise<void> {
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtext($1))', name);
}
