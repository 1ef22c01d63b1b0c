import cron from 'node-cron';
import type { Logger } from 'pino';
import type { Consumer } from './events/bus.js';
import { outsideRequest } from './http/request-context.js';
import { scheduledRuns } from './observability/metrics.js';
import type { TaskLeases } from './task-lease.js';

/** Background work of a service: started once the service listens, stopped before it closes. */
export interface Task {
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

/**
 * Runs `run` at each time of a cron expression (node-cron), never two at once, on one
 * replica per run: the one that claims the run's scheduled time in `leases` (the others
 * skip it, saying so at debug level). A failed run is logged and the schedule goes on.
 * Each run is counted in `scheduled_runs_total{task,outcome}` (ok, failed, skipped), so
 * a run that failed raises an alert rather than only a log line (docs/operations.md,
 * "LocalSeoScheduledRunFailed").
 */
export function cronTask(options: {
  name: string;
  schedule: string;
  logger: Logger;
  leases: TaskLeases;
  run: () => Promise<unknown>;
  timezone?: string;
}): Task {
  let job: ReturnType<typeof cron.schedule> | undefined;
  let running: Promise<unknown> | undefined;
  const { name, logger, leases } = options;
  // Created at once, so each outcome is 0 from the start: increase() sees the first failure.
  const runs = { ok: scheduledRuns.labels(name, 'ok'), failed: scheduledRuns.labels(name, 'failed'), skipped: scheduledRuns.labels(name, 'skipped') };
  for (const outcome of Object.values(runs)) outcome.inc(0);
  /** The run at `scheduledAt`, if this replica claims it. */
  async function runIfClaimed(scheduledAt: Date): Promise<void> {
    const runKey = scheduledAt.toISOString();
    if (!(await leases.claim(name, runKey))) {
      logger.debug({ task: name, runKey }, `${name}: another replica took this run`);
      runs.skipped.inc();
      return;
    }
    await options.run();
    runs.ok.inc();
  }
  return {
    start() {
      job ??= cron.schedule(
        options.schedule,
        async (context) => {
          running = runIfClaimed(context.date).catch((err: unknown) => {
            runs.failed.inc();
            logger.warn({ err, task: name }, `${name} failed`);
          });
          await running;
        },
        // Times are UTC unless a task says otherwise, whatever the machine's zone.
        { name, noOverlap: true, timezone: options.timezone ?? 'UTC' },
      );
    },
    async stop() {
      await job?.destroy();
      job = undefined;
      await running;
    },
  };
}

export interface PollTask extends Task {
  /** Asks for a run soon (after a change committed); one run at a time, and one more after a wake during a run. */
  wake(): void;
  /** Runs now (or waits for the run under way and one after it), and resolves when done. */
  settle(): Promise<void>;
}

/**
 * The poll-and-wake loop: `run` at start, every `everyMs`, and shortly after each
 * `wake()` (changes made here wake it; changes made elsewhere, by another replica
 * or the database, are found by the interval). Runs never overlap; a failure is
 * logged and the next run tries again.
 */
export function pollTask(options: { name: string; everyMs: number; logger: Logger; run: () => Promise<unknown>; wakeDelayMs?: number }): PollTask {
  let stopped = true;
  let interval: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let again = false;

  const once = async (): Promise<void> => {
    do {
      again = false;
      await options.run();
    } while (again && !stopped);
  };
  const settle = (): Promise<void> => {
    if (current) {
      again = true;
      return current;
    }
    current = once().finally(() => (current = undefined));
    return current;
  };
  const tick = () => {
    settle().catch((err: unknown) => options.logger.warn({ err, task: options.name }, `${options.name} failed; will try again`));
  };

  return {
    wake() {
      if (stopped || soon) return;
      // Outside the request that woke it: its run's events are not that person's change.
      soon = outsideRequest(() =>
        setTimeout(() => {
          soon = undefined;
          tick();
        }, options.wakeDelayMs ?? 25),
      );
    },
    settle,
    start() {
      if (!stopped) return;
      stopped = false;
      interval = setInterval(tick, options.everyMs);
      tick();
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      clearTimeout(soon);
      soon = undefined;
      await current?.catch(() => undefined);
    },
  };
}

/** A durable consumer as a task: subscribed at start, stopped (keeping its place) at stop. */
export function consumerTask(subscribe: () => Promise<Consumer>): Task {
  let consumer: Consumer | undefined;
  return {
    async start() {
      consumer ??= await subscribe();
    },
    async stop() {
      await consumer?.stop();
      consumer = undefined;
    },
  };
}
