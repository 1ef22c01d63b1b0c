import { eventEnvelopeSchema, type EventEnvelope } from '@local-seo/contracts';
import type { Consumer, ConsumerOptions, DeadLetter, EventBus, Watch } from './bus.js';
import { assertDurableName, deadLetter, defaultRetryDelayMs, runDelivery } from './delivery.js';
import { errorMessage, silentLogger, type EventLogger } from './logger.js';
import { subjectMatches } from './subjects.js';
import { deferred, type Deferred } from './timing.js';
import { consumerPending, deadLetters, onScrape } from '../observability/metrics.js';

export interface InProcessBusOptions {
  logger?: EventLogger;
  /** Like JetStream's duplicate window: a re-published event id within it is dropped (default 2 min). */
  duplicateWindowMs?: number;
  /** Dead letters kept per durable (oldest dropped first; default 1000). */
  deadLetterLimit?: number;
}

interface Entry {
  event: EventEnvelope;
  deliveryCount: number;
  notBefore: number;
  inFlight: boolean;
  settled: Deferred<void>;
}

interface Watcher {
  subjects: readonly string[];
  handler: (event: EventEnvelope) => void;
}

interface Runner {
  options: ConsumerOptions;
  stopped: boolean;
  abort: AbortController;
  loop?: Promise<void>;
}

/** A durable consumer's state; it outlives its runners, so a restarted consumer resumes. */
interface Durable {
  subjects: Set<string>;
  queue: Entry[];
  runners: Set<Runner>;
  deadLetters: DeadLetter[];
  waiters: Set<() => void>;
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

  function wake(durable: Durable) {
    for (const waiter of durable.waiters) waiter();
    durable.waiters.clear();
  }

  function waitForWork(durable: Durable, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        durable.waiters.delete(done);
        resolve();
      };
      const timer = Number.isFinite(ms) ? setTimeout(done, Math.max(0, ms)) : undefined;
      durable.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  function settle(durable: Durable, entry: Entry) {
    durable.queue.splice(durable.queue.indexOf(entry), 1);
    entry.settled.resolve();
  }

  async function run(name: string, durable: Durable, runner: Runner) {
    const retryDelayMs = runner.options.retryDelayMs ?? defaultRetryDelayMs;
    while (!runner.stopped) {
      const now = Date.now();
      const entry = durable.queue.find((e) => !e.inFlight && e.notBefore <= now);
      if (!entry) {
        const waiting = durable.queue.filter((e) => !e.inFlight).map((e) => e.notBefore);
        await waitForWork(durable, waiting.length ? Math.min(...waiting) - now : Infinity, runner.abort.signal);
        continue;
      }
      entry.inFlight = true;
      entry.deliveryCount += 1;
      const outcome = await runDelivery(runner.options, entry.event, entry.deliveryCount);
      entry.inFlight = false;
      if (outcome.kind === 'ack') {
        settle(durable, entry);
      } else if (outcome.kind === 'dead') {
        logger.error({ durable: name, eventId: entry.event.id, type: entry.event.type, err: outcome.error }, 'event dead-lettered');
        durable.deadLetters.push(deadLetter(name, entry.event.type, outcome.error, entry.deliveryCount, entry.event));
        if (durable.deadLetters.length > deadLetterLimit) durable.deadLetters.shift();
        settle(durable, entry);
      } else {
        logger.warn({ durable: name, eventId: entry.event.id, attempt: entry.deliveryCount, err: outcome.error }, 'event handler failed; will retry');
        entry.notBefore = Date.now() + retryDelayMs;
      }
      wake(durable); // other runners of the same durable may have work now
    }
  }

  function enqueue(durable: Durable, event: EventEnvelope): Promise<void> {
    // A copy per durable, through JSON like a real broker, so handlers cannot share state.
    const entry: Entry = { event: JSON.parse(JSON.stringify(event)), deliveryCount: 0, notBefore: 0, inFlight: false, settled: deferred() };
    durable.queue.push(entry);
    wake(durable);
    return entry.settled.promise;
  }

  /** Broadcast: every matching watcher, at once, each with its own copy. */
  function notifyWatchers(event: EventEnvelope) {
    for (const watcher of watchers) {
      if (!watcher.subjects.some((pattern) => subjectMatches(pattern, event.type))) continue;
      try {
        watcher.handler(JSON.parse(JSON.stringify(event)) as EventEnvelope);
      } catch (err) {
        logger.warn({ eventId: event.id, type: event.type, err: errorMessage(err) }, 'event watcher failed');
      }
    }
  }

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
      notifyWatchers(envelope);
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
        durable = { subjects: new Set(), queue: [], runners: new Set(), deadLetters: [], waiters: new Set() };
        durables.set(consumerOptions.durable, durable);
      }
      durable.subjects = new Set(consumerOptions.subjects); // like a JetStream consumer update: the newest filter wins
      const runner: Runner = { options: consumerOptions, stopped: false, abort: new AbortController() };
      durable.runners.add(runner);
      runner.loop = run(consumerOptions.durable, durable, runner).catch((err: unknown) => {
        logger.error({ durable: consumerOptions.durable, err }, 'in-process consumer loop failed');
      });
      const owner = durable;
      return {
        async stop() {
          runner.stopped = true;
          runner.abort.abort();
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
      for (const r of runners) {
        r.stopped = true;
        r.abort.abort();
      }
      await Promise.all(runners.map((r) => r.loop));
      // Unsettled events fail their publish, so their outbox rows stay pending and are re-sent.
      for (const d of durables.values()) for (const e of d.queue) e.settled.reject(new Error('The in-process event bus closed'));
      durables.clear();
    },
  };
}
