import { eventEnvelopeSchema, type EventEnvelope } from '@local-seo/contracts';
import type { Consumer, EventBus, Watch } from './bus.js';
import { assertDurableName } from './delivery.js';
import { enqueue, newDurable, runDurable, stopRunner, type Durable, type Runner } from './in-process-durable.js';
import { errorMessage, silentLogger, type EventLogger } from './logger.js';
import { subjectMatches } from './subjects.js';
import { consumerPending, deadLetters, onScrape } from '../observability/metrics.js';

export interface InProcessBusOptions {
  logger?: EventLogger;
  /** Like JetStream's duplicate window: a re-published event id within it is dropped (default 2 min). */
  duplicateWindowMs?: number;
  /** Dead letters kept per durable (oldest dropped first; default 1000). */
  deadLetterLimit?: number;
}

interface Watcher {
  subjects: readonly string[];
  handler: (event: EventEnvelope) => void;
}

/** Broadcast: every matching watcher, at once, each with its own copy. */
function notifyWatchers(watchers: ReadonlySet<Watcher>, event: EventEnvelope, logger: EventLogger) {
  for (const watcher of watchers) {
    if (!watcher.subjects.some((pattern) => subjectMatches(pattern, event.type))) continue;
    try {
      watcher.handler(JSON.parse(JSON.stringify(event)) as EventEnvelope);
    } catch (err) {
      logger.warn({ eventId: event.id, type: event.type, err: errorMessage(err) }, 'event watcher failed');
    }
  }
}

/**
 * The all-in-one bus. publish() resolves only when every durable registered for the
 * subject has settled the event (handled or dead-lettered): the outbox row stays unsent
 * until then, so a crash loses nothing (the relay re-sends, the inbox de-duplicates).
 */
export function createInProcessBus(options: InProcessBusOptions = {}): EventBus {
  const logger = options.logger ?? silentLogger;
  const duplicateWindowMs = options.duplicateWindowMs ?? 120_000;
  const deadLetterLimit = options.deadLetterLimit ?? 1000;
  const durables = new Map<string, Durable>();
  const pendingById = new Map<string, Promise<void>>();
  const recentIds = new Map<string, number>();
  const watchers = new Set<Watcher>();
  let closed = false;
  const stopSampling = onScrape(async () => {
    for (const [name, durable] of durables) {
      consumerPending.labels(name).set(durable.queue.length);
      deadLetters.labels(name).set(durable.deadLetters.length);
    }
  });

  function forgetOldIds(now: number) {
    for (const [id, at] of recentIds) {
      if (now - at < duplicateWindowMs) break; // insertion order is time order
      recentIds.delete(id);
    }
  }

  return {
    kind: 'in-process',

    async publish(event) {
      if (closed) throw new Error('The in-process event bus is closed');
      const envelope = eventEnvelopeSchema.parse(event) as EventEnvelope;
      const now = Date.now();
      forgetOldIds(now);
      const pending = pendingById.get(envelope.id);
      if (pending) return pending;
      if (recentIds.has(envelope.id)) return;
      notifyWatchers(watchers, envelope, logger);
      const targets = [...durables.values()].filter((d) => d.subjects.has(envelope.type));
      const all = Promise.all(targets.map((d) => enqueue(d, envelope))).then(
        () => {
          pendingById.delete(envelope.id);
          recentIds.set(envelope.id, Date.now());
        },
        (err: unknown) => {
          pendingById.delete(envelope.id);
          throw err;
        },
      );
      pendingById.set(envelope.id, all);
      return all;
    },

    async consume(consumerOptions): Promise<Consumer> {
      if (closed) throw new Error('The in-process event bus is closed');
      assertDurableName(consumerOptions.durable);
      let durable = durables.get(consumerOptions.durable);
      if (!durable) {
        durable = newDurable();
        durables.set(consumerOptions.durable, durable);
      }
      durable.subjects = new Set(consumerOptions.subjects); // like a JetStream consumer update: the newest filter wins
      const runner: Runner = { options: consumerOptions, stopped: false, abort: new AbortController() };
      durable.runners.add(runner);
      runner.loop = runDurable(consumerOptions.durable, durable, runner, { logger, deadLetterLimit }).catch((err: unknown) => {
        logger.error({ durable: consumerOptions.durable, err }, 'in-process consumer loop failed');
      });
      const owner = durable;
      return {
        async stop() {
          stopRunner(runner);
          await runner.loop;
          owner.runners.delete(runner);
        },
      };
    },

    async watch(subjects, handler): Promise<Watch> {
      if (closed) throw new Error('The in-process event bus is closed');
      const watcher: Watcher = { subjects: [...subjects], handler };
      watchers.add(watcher);
      return {
        async stop() {
          watchers.delete(watcher);
        },
      };
    },

    async deadLetters(durable, limit = 100) {
      return (durables.get(durable)?.deadLetters ?? []).slice(0, limit);
    },

    async isReady() {
      return !closed;
    },

    async close() {
      if (closed) return;
      closed = true;
      stopSampling();
      watchers.clear();
      const runners = [...durables.values()].flatMap((d) => [...d.runners]);
      runners.forEach(stopRunner);
      await Promise.all(runners.map((r) => r.loop));
      // Unsettled events fail their publish, so their outbox rows stay pending and are re-sent.
      for (const d of durables.values()) for (const e of d.queue) e.settled.reject(new Error('The in-process event bus closed'));
      durables.clear();
    },
  };
}
