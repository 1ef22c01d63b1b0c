import type { ServiceContext } from '@local-seo/service-kit';
import type { Prisma, PrismaClient } from './generated/prisma/client.js';

/** The client or a transaction of it: what the stores read and write through. */
export type Db = PrismaClient | Prisma.TransactionClient;
export type SeoContext = ServiceContext<PrismaClient>;

/** Serialises one kind of work across every instance of the service, for the rest of the transaction. */
export async function lockFor(tx: Prisma.TransactionClient, name: string): Promise<void> {
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtext($1))', name);
}
