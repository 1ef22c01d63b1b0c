import type { DbOrTx, ServiceContext, TxOf } from '@local-seo/service-kit';
import type { PrismaClient } from './generated/prisma/client.js';

/** The client or a transaction of it: what the stores read and write through. */
export type Db = DbOrTx<PrismaClient>;
export type SeoContext = ServiceContext<PrismaClient>;

/** Serialises one kind of work across every instance of the service, for the rest of the transaction. */
export async function lockFor(tx: TxOf<PrismaClient>, name: string): Promise<void> {
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtext($1))', name);
}
