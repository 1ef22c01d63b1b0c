import { cronTask, type Task, type TaskLeases } from '@local-seo/service-kit';
import { runRefresh, type RefreshRunOptions, type RefreshRunSummary } from '../refresh/refresh-run.js';

interface RefreshJobOptions extends Omit<RefreshRunOptions, 'signal' | 'all'> {
  /** When runs start by themselves (cron syntax); null: only when asked (staff, tests). */
  schedule: string | null;
  /** Which replica does each scheduled run. */
  leases: TaskLeases;
}

/** The refresh of the live cities: a task that runs on its schedule once the service listens, and at once. */
export interface RefreshJob extends Task {
  /** A run in a few seconds (e.g. a city just went live), when runs are scheduled; calls within that time share it. */
  runSoon(delayMs?: number): void;
  /** Starts a run now unless one is running; resolves when it ends (null: one was already running, or it failed). */
  runNow(options?: { all?: boolean }): Promise<RefreshRunSummary | null>;
  /** Staff ask for every live city now, trying the provider even if it was down a moment ago; false: a run is already under way. */
  startAll(): boolean;
  readonly running: boolean;
}

/** Runs never overlap: a tick or a call during a run is skipped. Stopping ends a run between two cities. */
export function createRefreshJob(options: RefreshJobOptions): RefreshJob {
  const { logger } = options;
  const stopping = new AbortController();
  let current: Promise<RefreshRunSummary | null> | null = null;
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

  const scheduled = options.schedule === null ? null : cronTask({ name: 'weather refresh', schedule: options.schedule, logger, leases: options.leases, run: () => runNow() });

  return {
    start() {
      if (!scheduled || stopping.signal.aborted) return;
      scheduled.start();
      void runNow();
    },
    runSoon(delayMs = 3000) {
      if (!scheduled || soon || stopping.signal.aborted) return;
      soon = setTimeout(() => {
        soon = null;
        void runNow();
      }, delayMs);
      soon.unref();
    },
    runNow,
    startAll() {
      if (current) return false;
      options.refresher.forgetOutage();
      void runNow({ all: true });
      return true;
    },
    get running() {
      return current !== null;
    },
    async stop() {
      stopping.abort();
      if (soon) clearTimeout(soon);
      await scheduled?.stop();
      await current;
    },
  };
}
