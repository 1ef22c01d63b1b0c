import type { EventDefinition, EventEnvelope } from '@local-seo/contracts';
import type { SqlClient, TransactionalDb } from '../db/sql-client.js';
import { PermanentEventError, type Consumer, type EventBus } from './bus.js';
import { errorMessage } from './logger.js';

type AnyDefinition = EventDefinition<string, any>;

/** The validated envelope of one of the definitions, narrowed by `type`. */
export type EnvelopeOf<D> = D extends EventDefinition<infer T, infer Data> ? EventEnvelope<Data> & { type: T } : never;

export interface EventSubscription<Defs extends readonly AnyDefinition[], Tx extends SqlClient> {
  /** The durable consumer's name; also the inbox's `consumer` column. */
  durable: string;
  events: Defs;
  /** Runs in the transaction that records the event as handled: both commit or neither. */
  handle: (event: EnvelopeOf<Defs[number]>, tx: Tx) => Promise<void>;
  /** After the transaction of a handled event committed (wake work that reads what it wrote). */
  afterCommit?: () => void;
  maxDeliver?: number;
  retryDelayMs?: number;
  /** Interactive transaction timeout for Prisma (default 30 s; Prisma's own is 5 s). */
  transactionTimeoutMs?: number;
}

/**
 * An idempotent consumer: each event is validated against its definition (unknown or
 * invalid: dead letter at once) and handled in one transaction with its inbox row, so a
 * redelivery of an event already handled changes nothing and is simply acknowledged.
 */
export function subscribeToEvents<const Defs extends readonly AnyDefinition[], Tx extends SqlClient>(
  bus: EventBus,
  db: TransactionalDb<Tx>,
  subscription: EventSubscription<Defs, Tx>,
): Promise<Consumer> {
  const { durable } = subscription;
  const byType = new Map<string, AnyDefinition>(subscription.events.map((d) => [d.type, d]));
  return bus.consume({
    durable,
    subjects: [...byType.keys()],
    maxDeliver: subscription.maxDeliver,
    retryDelayMs: subscription.retryDelayMs,
    handler: async ({ event }) => {
      const definition = byType.get(event.type);
      if (!definition) throw new PermanentEventError(`${durable} does not handle ${event.type}`);
      let valid: EventEnvelope;
      try {
        valid = definition.parse(event);
      } catch (err) {
        throw new PermanentEventError(`Invalid ${event.type} v${definition.version}: ${errorMessage(err)}`);
      }
      const handled = await db.$transaction(
        async (tx) => {
          const recorded = await tx.$executeRawUnsafe(
            `INSERT INTO service_kit.inbox (consumer, event_id) VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING`,
            durable,
            valid.id,
          );
          if (recorded === 0) return false; // handled before: a redelivery
          await subscription.handle(valid as EnvelopeOf<Defs[number]>, tx);
          return true;
        },
        { timeout: subscription.transactionTimeoutMs ?? 30_000 },
      );
      if (handled) subscription.afterCommit?.();
    },
  });
}
