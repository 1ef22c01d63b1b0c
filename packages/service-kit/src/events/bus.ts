import type { EventEnvelope } from '@local-seo/contracts';

/** One delivery of an event to a consumer. */
export interface Delivery {
  readonly event: EventEnvelope;
  /** 1 on the first delivery, then counts redeliveries. */
  readonly deliveryCount: number;
}

/** Thrown by a handler for a message it can never handle: it goes to the dead-letter subject at once. */
export class PermanentEventError extends Error {
  override readonly name = 'PermanentEventError';
}

export interface ConsumerOptions {
  /** Durable name: a consumer that stops and starts again with the same name resumes where it was. */
  durable: string;
  /** Event types (= subjects) it listens to. */
  subjects: readonly string[];
  /** Resolves to acknowledge; throws to have the event delivered again later. */
  handler: (delivery: Delivery) => Promise<void>;
  /** Deliveries before a failing event is dead-lettered (default 5). */
  maxDeliver?: number;
  /** Delay before a failed event is delivered again (default 1000 ms). */
  retryDelayMs?: number;
}

export interface Consumer {
  /** Stops taking new deliveries and waits for the one being handled; the durable keeps its place. */
  stop(): Promise<void>;
}

/** What a consumer could not handle, as kept on `deadletter.<durable>`. */
export interface DeadLetter {
  durable: string;
  /** The event's subject (its type), without any subject prefix. */
  subject: string;
  /** Why: the handler's last error, the validation error, or "maxDeliver exceeded". */
  error: string;
  deliveryCount: number;
  /** ISO time it was dead-lettered. */
  deadLetteredAt: string;
  /** The original event as received: the envelope, or the raw text when it was not JSON. */
  event: unknown;
}

/** The subject a consumer's undeliverable events are sent to. */
export const deadLetterSubject = (durable: string) => `deadletter.${durable}`;

export interface Watch {
  /** Stops the handler; events published after it resolves do not reach it. */
  stop(): Promise<void>;
}

export interface WatchOptions {
  /**
   * Called when the watcher may have missed events: NATS reconnected after an outage,
   * so whatever was published meanwhile never reached it (a cache should drop everything).
   */
  onGap?: () => void;
}

/**
 * The event bus every service talks to; NATS JetStream in the distributed modes,
 * in-process in all-in-one mode. Both pass the same conformance suite.
 */
export interface EventBus {
  readonly kind: 'nats' | 'in-process';
  /** Resolves once the bus has the event (JetStream: acknowledged, de-duplicated by event id). */
  publish(event: EventEnvelope): Promise<void>;
  /**
   * Starts a durable, supervised consumer with explicit acknowledgement. Resolves once the
   * durable exists: it gets every event published from then on, also while it is stopped.
   */
  consume(options: ConsumerOptions): Promise<Consumer>;
  /**
   * Broadcast, for caches: every watcher (on every instance, e.g. every gateway replica)
   * gets every event published from now on whose subject matches one of `subjects`
   * (wildcards `*` and a final `>` as in NATS). No durable, no ack, at most once:
   * an event published while a watcher is away is not kept for it (`onGap` says when that
   * may have happened). The handler must not throw or block; what it throws is logged.
   */
  watch(subjects: readonly string[], handler: (event: EventEnvelope) => void, options?: WatchOptions): Promise<Watch>;
  /** The oldest dead letters of a durable (at most `limit`, default 100), for operators and tests. */
  deadLetters(durable: string, limit?: number): Promise<DeadLetter[]>;
  /** For /readyz: true when the bus can take and deliver events now. */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}
