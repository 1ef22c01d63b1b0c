import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type * as CsvParse from 'csv-parse';

/**
 * What this process's main thread (the one that answers every page in `npm start`, and
 * the one a test and the services it starts run on) did while `work` ran: its event
 * loop's largest delay and the share of the time it was busy at all (event loop
 * utilization), figures that depend on the machine's load, and how many CSV parses it
 * ran itself (with csv-parse mocked by countingCsvParse), which does not.
 */
export async function watchMainThread<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const busyBefore = performance.eventLoopUtilization();
  const startedAt = performance.now();
  const parsesBefore = csvParsesOnThisThread.calls;
  delay.enable();
  try {
    const result = await work();
    return {
      result,
      ms: performance.now() - startedAt,
      maxDelayMs: delay.max / 1e6,
      busy: performance.eventLoopUtilization(busyBefore).utilization,
      parsesOnMainThread: csvParsesOnThisThread.calls - parsesBefore,
    };
  } finally {
    delay.disable();
  }
}

/** How often this thread called csv-parse's `parse`: a module of ours whose parsing moved to a worker thread calls it never. */
export const csvParsesOnThisThread = { calls: 0 };

/**
 * csv-parse with its `parse` counted, for `vi.mock('csv-parse', …)` through '@local-seo/testing/main-thread':
 * what a test asserts instead of timings, which depend on the machine's load.
 */
export async function countingCsvParse(importOriginal: () => Promise<typeof CsvParse>): Promise<typeof CsvParse> {
  const actual = await importOriginal();
  const parse = ((...args: Parameters<typeof actual.parse>) => {
    csvParsesOnThisThread.calls++;
    return actual.parse(...args);
  }) as typeof actual.parse;
  return { ...actual, parse };
}
