import type { TransactionalDb } from '../db/sql-client.js';
import type { EventBus } from './bus.js';
import { errorMessage, silentLogger, type EventLogger } from './logger.js';
import { createOutboxRows, type ClaimedRow } from './outbox-rows.js';
import { sleep } from './timing.js';
import { onScrape, outboxPublished, outboxPublishFailures } from '../observability/metrics.js';
import { contextOf, endSpan, SpanKind, startSpan, traceparentOf, withSpan } from '../observability/tracing.js';

export interface OutboxRelayOptions {
  /** The service whose outbox it is: the `service` label of its metrics. */
  service?: string;
  db: TransactionalDb;
  bus: EventBus;
  logger?: EventLogger;
  /** Fallback polling; notify() after a commit makes the usual latency much lower (default 1000 ms). */
  pollIntervalMs?: number;
  /** Rows claimed per round (default 100). */
  batchSize?: number;
  /** Backoff after a failed publish: base·2^(attempts-1) up to max (defaults 1 s, 60 s). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** A claimed row is left to this relay this long before any relay may claim it again (default 30 s). */
  leaseMs?: number;
  /** Published rows are deleted after this long (default 7 days). */
  retainPublishedMs?: number;
  /** Publishes awaiting their outcome before polling claims no more (default 1000). */
  maxInFlight?: number;
}

export interface OutboxRelay {
  start(): void;
  /** Stops polling; waits briefly for publishes under way. Unfinished rows are re-sent later. */
  stop(): Promise<void>;
  /** Publishes everything due now and waits for the outcome; resolves to the number published. */
  flush(): Promise<number>;
  /** A nudge after a commit: relay soon instead of at the next poll. */
  notify(): void;
}

/**
 * Publishes one row (in a span continuing the trace of the change that emitted it, whose
 * consumers continue the publish); its outcome is settled on its own.
 */
function publishInSpan(bus: EventBus, service: string, row: ClaimedRow): Promise<void> {
  const parent = contextOf(row.payload.traceparent);
  const span = startSpan(`publish ${row.payload.type}`, SpanKind.PRODUCER, parent, {
    'messaging.operation.type': 'send',
    'messaging.destination.name': row.payload.type,
    'messaging.message.id': row.id,
    'local_seo.service': service,
  });
  if (!span) return bus.publish(row.payload);
  return withSpan(span, parent, () => bus.publish({ ...row.payload, traceparent: traceparentOf() ?? row.payload.traceparent })).then(
    () => endSpan(span),
    (err: unknown) => {
      endSpan(span, err ?? 'publish failed');
      throw err;
    },
  );
}

/**
 * Claims due rows with FOR UPDATE SKIP LOCKED (several relays may run), leases them, and
 * publishes each on its own: a slow event (the in-process bus waits for its consumers)
 * holds up only its own row. Failures are retried with backoff, forever.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { bus } = options;
  const logger = options.logger ?? silentLogger;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? 100;
  const maxInFlight = options.maxInFlight ?? 1000;
  const service = options.service ?? 'unknown';
  const outbox = createOutboxRows(options.db, logger, {
    service,
    batchSize,
    retryBaseMs: options.retryBaseMs ?? 1000,
    retryMaxMs: options.retryMaxMs ?? 60_000,
    leaseMs: options.leaseMs ?? 30_000,
    retainPublishedMs: options.retainPublishedMs ?? 7 * 24 * 60 * 60 * 1000,
  });
  const published = outboxPublished.labels(service);
  const failed = outboxPublishFailures.labels(service);
  let stopSampling: (() => void) | undefined;

  const inFlight = new Map<string, Promise<boolean>>();
  let running = false;
  /** Set once stop() has returned: late outcomes leave their rows alone (the lease runs out, they are re-sent). */
  let halted = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;

  const claim = () => outbox.claim(inFlight.keys());
  const settle = async (row: ClaimedRow, err: unknown): Promise<boolean> => (halted ? false : outbox.settle(row, err));

  /** Starts publishing in created_at order; each row settles on its own. */
  function launch(row: ClaimedRow): Promise<boolean> {
    const outcome = publishInSpan(bus, service, row)
      .then(
        () => {
          published.inc();
          return settle(row, undefined);
        },
        (err: unknown) => {
          failed.inc();
          return settle(row, err ?? new Error('publish failed'));
        },
      )
      .finally(() => inFlight.delete(row.id));
    inFlight.set(row.id, outcome);
    return outcome;
  }

  /** One background round: claim and launch without waiting for the outcomes. */
  async function backgroundRound() {
    try {
      let rows: ClaimedRow[] = [];
      do {
        if (inFlight.size >= maxInFlight) break; // the bus is slow (in-process: consumers stopped); wait
        rows = await claim();
        rows.forEach(launch);
      } while (rows.length === batchSize && running);
      await outbox.prune();
    } catch (err) {
      logger.warn({ err: errorMessage(err) }, 'outbox relay round failed');
    }
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (running) timer = setTimeout(kick, ms);
  }

  function kick() {
    if (!running) return;
    if (round) {
      again = true;
      return;
    }
    round = backgroundRound().finally(() => {
      round = undefined;
      if (again) {
        again = false;
        kick();
      } else schedule(pollIntervalMs);
    });
  }

  return {
    start() {
      if (running) return;
      running = true;
      halted = false;
      stopSampling = onScrape(outbox.sampleBacklog);
      kick();
    },

    async stop() {
      running = false;
      stopSampling?.();
      clearTimeout(timer);
      await round;
      await Promise.race([Promise.allSettled([...inFlight.values()]), sleep(1000)]);
      halted = true;
    },

    async flush() {
      const outcomes: Promise<boolean>[] = [];
      for (;;) {
        const rows = await claim();
        outcomes.push(...rows.map(launch));
        if (rows.length < batchSize) break;
      }
      return (await Promise.all(outcomes)).filter(Boolean).length;
    },

    notify() {
      if (running) setImmediate(kick);
    },
  };
}
