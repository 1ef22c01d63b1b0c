import type { EventEnvelope } from '@local-seo/contracts';
import type { TransactionalDb } from '../db/sql-client.js';
import { enqueueEvents } from '../events/outbox.js';
import type { RequestOrigin } from '../http/request-context.js';
import type { TxOf } from '../service.js';

/**
 * `work` in one transaction, the events it emits written to the outbox in that same
 * transaction (published if and only if it commits). ServiceContext.transact is this
 * plus a nudge to the relay; a worker thread uses it on a connection of its own and
 * the main thread nudges the relay once it has the answer.
 */
export function transactWithOutbox<Db extends TransactionalDb<any>, R>(
  db: Db,
  work: (tx: TxOf<Db>, emit: (event: EventEnvelope) => void) => Promise<R>,
  /** traceparent and origin: the trace and request its events carry, when not the current ones (a worker thread's caller). */
  options: { timeoutMs?: number; traceparent?: string; origin?: RequestOrigin } = {},
): Promise<R> {
  return db.$transaction(
    async (tx: TxOf<Db>) => {
      const events: EventEnvelope[] = [];
      const value = await work(tx, (event) => events.push(event));
      if (events.length > 0) await enqueueEvents(tx, events, options.traceparent, options.origin);
      return value;
    },
    options.timeoutMs ? { timeout: options.timeoutMs, maxWait: 10_000 } : undefined,
  );
}
