import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/**
 * What this process's main thread (the one that answers every page in `npm start`, and
 * the one a test and the services it starts run on) did while `work` ran: its event
 * loop's largest delay, and the share of the time it was busy at all (event loop
 * utilization). For tests that work was moved off it; not a timing.
 */
export async function watchMainThread<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const busyBefore = performance.eventLoopUtilization();
  const startedAt = performance.now();
  delay.enable();
  try {
    const result = await work();
    return {
      result,
      ms: performance.now() - startedAt,
      maxDelayMs: delay.max / 1e6,
      busy: performance.eventLoopUtilization(busyBefore).utilization,
    };
  } finally {
    delay.disable();
  }
}
