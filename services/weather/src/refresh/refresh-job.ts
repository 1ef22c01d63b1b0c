import type { Logger } from '@local-seo/service-kit';
import cron, { type ScheduledTask } from 'node-cron';
import { runRefresh, type RefreshRunOptions, type RefreshRunSummary } from './refresh-run.js';

export interface RefreshJob {
  /** Runs the refresh on a cron schedule from now on. */
  schedule(expression: string): void;
  /** A run in a few seconds (e.g. a city just went live); calls within that time share it. */
  runSoon(delayMs?: number): void;
  /** Starts a run now unless one is running; resolves when it ends (null: one was already running, or it failed). */
  runNow(options?: { all?: boolean }): Promise<RefreshRunSummary | null>;
  readonly running: boolean;
  /** Stops the schedule, ends a running run between two cities, and waits for it. */
  stop(): Promise<void>;
}

/** The refresh of the active cities, on a node-cron schedule. Runs never overlap: a tick during a run is skipped. */
export function createRefreshJob(options: Omit<RefreshRunOptions, 'signal' | 'all'>, logger: Logger): RefreshJob {
  const stopping = new AbortController();
  let current: Promise<RefreshRunSummary | null> | null = null;
  let task: ScheduledTask | null = null;
  let soon: NodeJS.Timeout | null = null;

  function runNow(extra: { all?: boolean } = {}): Promise<RefreshRunSummary | null> {
    if (current || stopping.signal.aborted) return Promise.resolve(null);
    const run = runRefresh({ ...options, ...extra, signal: stopping.signal })
      .catch((err: unknown) => {
        logger.error({ err }, 'weather refresh run failed');
        return null;
      })
      .finally(() => {
        current = null;
      });
    current = run;
    return run;
  }

  return {
    schedule(expression) {
      if (task || stopping.signal.aborted) return;
      task = cron.schedule(expression, () => void runNow(), { name: 'weather-refresh', noOverlap: true, logger: cronLogger(logger) });
    },
    runSoon(delayMs = 3000) {
      if (soon || stopping.signal.aborted) return;
      soon = setTimeout(() => {
        soon = null;
        void runNow();
      }, delayMs);
      soon.unref();
    },
    runNow,
    get running() {
      return current !== null;
    },
    async stop() {
      stopping.abort();
      if (soon) clearTimeout(soon);
      await task?.destroy();
      await current;
    },
  };
}

/** node-cron's own messages (missed ticks, ...) into the service log. */
function cronLogger(logger: Logger) {
  const write = (level: 'debug' | 'info' | 'warn' | 'error') => (message: string | Error, err?: Error) =>
    logger[level]({ err: err ?? (message instanceof Error ? message : undefined) }, `node-cron: ${String(message)}`);
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
