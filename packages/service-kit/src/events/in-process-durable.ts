import type { EventEnvelope } from '@local-seo/contracts';
import type { ConsumerOptions, DeadLetter } from './bus.js';
import { deadLetter, defaultRetryDelayMs, runDelivery } from './delivery.js';
import type { EventLogger } from './logger.js';
import { deferred, type Deferred } from './timing.js';

/**
 * The in-process bus's durable consumers: each keeps its own queue of events, which its
 * runners deliver one at a time, retrying failures after a delay and dead-lettering the
 * hopeless ones.
 */

export interface Entry {
  event: EventEnvelope;
  deliveryCount: number;
  notBefore: number;
  inFlight: boolean;
  settled: Deferred<void>;
}

export interface Runner {
  options: ConsumerOptions;
  stopped: boolean;
  abort: AbortController;
  loop?: Promise<void>;
}

/** A durable consumer's state; it outlives its runners, so a restarted consumer resumes. */
export interface Durable {
  subjects: Set<string>;
  queue: Entry[];
  runners: Set<Runner>;
  deadLetters: DeadLetter[];
  waiters: Set<() => void>;
}

export function newDurable(): Durable {
  return { subjects: new Set(), queue: [], runners: new Set(), deadLetters: [], waiters: new Set() };
}

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

/** Queues an event for a durable; resolves once it is handled or dead-lettered. */
export function enqueue(durable: Durable, event: EventEnvelope): Promise<void> {
  // A copy per durable, through JSON like a real broker, so handlers cannot share state.
  const entry: Entry = { event: JSON.parse(JSON.stringify(event)), deliveryCount: 0, notBefore: 0, inFlight: false, settled: deferred() };
  durable.queue.push(entry);
  wake(durable);
  return entry.settled.promise;
}

/** A runner's loop: delivers the durable's due events until the runner is stopped. */
export async function runDurable(name: string, durable: Durable, runner: Runner, bus: { logger: EventLogger; deadLetterLimit: number }) {
  const { logger, deadLetterLimit } = bus;
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

/** Stops a runner: its loop ends after the delivery under way. */
export function stopRunner(runner: Runner): void {
  runner.stopped = true;
  runner.abort.abort();
}
