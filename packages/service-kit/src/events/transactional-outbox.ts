import type { EventEnvelope } from '@local-seo/contracts';
import type { Logger } from 'pino';
import type { TransactionalDb } from '../db/sql-client.js';
import { outsideRequest, requestOriginOf } from '../http/request-context.js';
import { traceparentOf } from '../observability/tracing.js';
import type { EventBus } from './bus.js';
import { enqueueEvents } from './outbox.js';
import { createOutboxRelay, type OutboxRelay } from './outbox-relay.js';
import { ensureEventTables } from './tables.js';

/** The transaction client a database hands to `$transaction(async (tx) => ...)`. */
export type TxOf<Db> = Db extends { $transaction<R>(fn: (tx: infer Tx) => Promise<R>, ...rest: any[]): Promise<R> }
  ? Tx
  : never;

/** What a store reads and writes through: the database client itself or one of its transactions. */
export type DbOrTx<Db> = Db | TxOf<Db>;

/** Prisma's own default for how long a transaction may run. */
const defaultTransactionMs = 5_000;

export interface TransactOptions {
  /** How long the whole transaction may run (Prisma's default is 5 s; long imports need more). */
  timeoutMs?: number;
}

/**
 * Runs `work` in one transaction; the events it emits are written to the outbox
 * in that same transaction, and published once it commits.
 */
export type Transact<Db> = <R>(work: (tx: TxOf<Db>, emit: (event: EventEnvelope) => void) => Promise<R>, options?: TransactOptions) => Promise<R>;

/** A database's outbox: the transactions that emit events, and the relay that publishes what they committed. */
export interface TransactionalOutbox<Db> {
  transact: Transact<Db>;
  /** Nudges the relay after events were committed on another connection (a worker thread's transaction). */
  outboxWritten(): void;
  /** Started once the owner is ready to publish; stopped before its database is closed. */
  readonly relay: OutboxRelay;
}

export interface TransactionalOutboxOptions<Db> {
  /** Who owns the database: the `service` label of the relay's metrics. */
  name: string;
  db: Db;
  bus: EventBus;
  logger: Logger;
  pollIntervalMs?: number;
}

/**
 * The one outbox of every service (`ctx.transact`) and of the gateway (its staff
 * accounts' events): makes sure of the outbox and inbox tables, and gives the
 * transactions whose events are published if and only if they commit, each event
 * with the request's trace, id and actor (enqueueEvents).
 */
export async function openTransactionalOutbox<Db extends TransactionalDb<any>>(options: TransactionalOutboxOptions<Db>): Promise<TransactionalOutbox<Db>> {
  const { name, db, bus, logger } = options;
  await ensureEventTables(db);
  const relay = createOutboxRelay({ service: name, db, bus, logger, pollIntervalMs: options.pollIntervalMs ?? 1000 });
  return {
    async transact(work, transactOptions = {}) {
      // Taken now: the pool may hand the transaction its connection in another request's context.
      const traceparent = traceparentOf();
      const origin = requestOriginOf();
      const result = await db.$transaction(
        async (tx: TxOf<Db>) => {
          const events: EventEnvelope[] = [];
          const value = await work(tx, (event) => events.push(event));
          if (events.length > 0) await enqueueEvents(tx, events, traceparent, origin);
          return value;
        },
        // Prisma gives up on a transaction that has no connection after 2 s: a busy moment
        // (a rollout starting replicas on the same cores) is waited out a little longer.
        { timeout: transactOptions.timeoutMs ?? defaultTransactionMs, maxWait: transactOptions.timeoutMs ? 10_000 : 5_000 },
      );
      outsideRequest(() => relay.notify());
      return result;
    },
    outboxWritten: () => outsideRequest(() => relay.notify()),
    relay,
  };
}
