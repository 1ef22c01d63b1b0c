import type { EventEnvelope } from '@local-seo/contracts';
import type { TransactionalDb } from '../db/sql-client.js';
import { errorMessage, type EventLogger } from './logger.js';
import { backoffMs } from './timing.js';
import { outboxOldestUnsentAge, outboxUnsent } from '../observability/metrics.js';

export interface ClaimedRow {
  id: string;
  payload: EventEnvelope;
  attempts: number;
}

export interface OutboxRowSettings {
  /** The service whose outbox it is: the `service` label of its metrics. */
  service: string;
  batchSize: number;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
  retainPublishedMs: number;
}

/** The outbox table as the relay sees it: rows to claim, their outcomes to record, old ones to delete, the backlog to report. */
export function createOutboxRows(db: TransactionalDb, logger: EventLogger, settings: OutboxRowSettings) {
  const { service, batchSize, retryBaseMs, retryMaxMs, leaseMs, retainPublishedMs } = settings;
  let lastPrune = 0;

  /** The backlog as an operator sees it: rows not yet published, and how old the oldest is. */
  async function sampleBacklog() {
    const [row] = await db.$queryRawUnsafe<{ unsent: number; oldest: number | null }[]>(
      `SELECT count(*)::int AS unsent, extract(epoch FROM now() - min(created_at))::float8 AS oldest
       FROM service_kit.outbox WHERE published_at IS NULL`,
    );
    outboxUnsent.labels(service).set(Number(row?.unsent ?? 0));
    outboxOldestUnsentAge.labels(service).set(Math.max(0, Number(row?.oldest ?? 0)));
  }

  /** Up to a batch of due rows, not among `inFlight`, leased to this relay, in the order they were written. */
  async function claim(inFlight: Iterable<string>): Promise<ClaimedRow[]> {
    const rows = await db.$queryRawUnsafe<ClaimedRow[]>(
      `WITH due AS (
         SELECT id FROM service_kit.outbox
         WHERE published_at IS NULL AND next_attempt_at <= now()
           AND NOT (id = ANY (string_to_array($1, ',')::uuid[]))
         ORDER BY created_at, seq
         LIMIT $2::int
         FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE service_kit.outbox o
         SET attempts = o.attempts + 1, next_attempt_at = now() + $3::float8 * interval '1 millisecond'
         FROM due WHERE o.id = due.id
         RETURNING o.id, o.payload, o.attempts, o.created_at, o.seq
       )
       SELECT id::text AS id, payload, attempts FROM claimed ORDER BY created_at, seq`,
      [...inFlight].join(','),
      batchSize,
      leaseMs,
    );
    // jsonb arrives parsed from pg and Prisma alike; a driver that hands back text is covered too.
    return rows.map((r) => ({ ...r, payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload }));
  }

  /** Records a publish's outcome: published, or retried after a backoff; true when published. */
  async function settle(row: ClaimedRow, err: unknown): Promise<boolean> {
    try {
      if (err === undefined) {
        await db.$executeRawUnsafe(
          `UPDATE service_kit.outbox SET published_at = now(), last_error = NULL WHERE id = $1::uuid`,
          row.id,
        );
        return true;
      }
      const delay = backoffMs(row.attempts, retryBaseMs, retryMaxMs);
      logger.warn({ eventId: row.id, type: row.payload.type, attempts: row.attempts, err: errorMessage(err) }, 'outbox publish failed; will retry');
      await db.$executeRawUnsafe(
        `UPDATE service_kit.outbox SET last_error = $2, next_attempt_at = now() + $3::float8 * interval '1 millisecond'
         WHERE id = $1::uuid AND published_at IS NULL`,
        row.id,
        errorMessage(err).slice(0, 2000),
        delay,
      );
    } catch (dbErr) {
      logger.error({ eventId: row.id, err: errorMessage(dbErr) }, 'could not record an outbox publish outcome');
    }
    return false;
  }

  async function prune() {
    if (Date.now() - lastPrune < Math.min(retainPublishedMs, 60 * 60 * 1000)) return;
    lastPrune = Date.now();
    await db.$executeRawUnsafe(
      `DELETE FROM service_kit.outbox WHERE published_at < now() - $1::float8 * interval '1 millisecond'`,
      retainPublishedMs,
    );
  }

  return { sampleBacklog, claim, settle, prune };
}
