import type { DbOrTx, ServiceContext, TxOf } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';

/** The client or a transaction of it: what the data access reads and writes through. */
export type Db = DbOrTx<PrismaClient>;
/** A transaction: every write and every consumer works in one. */
export type Tx = TxOf<PrismaClient>;
/** The service's context (`createService`), with its own client. */
export type Context = ServiceContext<PrismaClient>;
