import type { DbOrTx, ServiceContext, TxOf } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';

/** The staff database's client or a transaction of it. */
export type Db = DbOrTx<PrismaClient>;
/** A transaction: every change of an account is written in one, with its event. */
export type Tx = TxOf<PrismaClient>;
/** The gateway's context (`createService`), with the staff database's client. */
export type Context = ServiceContext<PrismaClient>;
