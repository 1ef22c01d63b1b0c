// A steady, bounded load through the public entry while an outage step runs
// (outages.ts): public page reads from a few workers, and, when given, an admin
// write every `writeEveryMs`. Every answer is counted; a public read that is not
// the expected status, or that fails to connect, is a failure, with a few examples kept.

export interface LoadReport {
  reads: number;
  failedReads: number;
  writes: number;
  failedWrites: number;
  /** The writes that were taken (2xx), for the audit entries they must each make. */
  takenWrites: number;
  /** Up to ten failures: what was asked and what came back. */
  examples: string[];
  seconds: number;
}

export interface LoadOptions {
  base: string;
  /** Public paths to read, in turn, each expected to answer 200. */
  pages: readonly string[];
  /** Parallel readers (default 4), each pausing `pauseMs` (default 50) between reads. */
  readers?: number;
  pauseMs?: number;
  /** An admin write, answered 2xx when taken. */
  write?: () => Promise<Response>;
  writeEveryMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startLoad(options: LoadOptions): { stop(): Promise<LoadReport> } {
  const report: LoadReport = { reads: 0, failedReads: 0, writes: 0, failedWrites: 0, takenWrites: 0, examples: [], seconds: 0 };
  const started = performance.now();
  let running = true;
  let turn = 0;
  const fail = (what: string) => {
    if (report.examples.length < 10) report.examples.push(what);
  };

  async function reader() {
    while (running) {
      const path = options.pages[turn++ % options.pages.length]!;
      report.reads++;
      try {
        const response = await fetch(`${options.base}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
        await response.arrayBuffer();
        if (response.status !== 200) {
          report.failedReads++;
          fail(`GET ${path}: ${response.status}`);
        }
      } catch (err) {
        report.failedReads++;
        fail(`GET ${path}: ${err instanceof Error ? `${err.message} ${(err.cause as Error | undefined)?.message ?? ''}` : String(err)}`);
      }
      await sleep(options.pauseMs ?? 50);
    }
  }

  async function writer(write: () => Promise<Response>) {
    while (running) {
      report.writes++;
      try {
        const response = await write();
        const text = await response.text();
        if (response.ok) report.takenWrites++;
        else {
          report.failedWrites++;
          fail(`write: ${response.status} ${text.slice(0, 200)}`);
        }
      } catch (err) {
        report.failedWrites++;
        fail(`write: ${err instanceof Error ? err.message : String(err)}`);
      }
      await sleep(options.writeEveryMs ?? 2000);
    }
  }

  const workers = [
    ...Array.from({ length: options.readers ?? 4 }, () => reader()),
    ...(options.write ? [writer(options.write)] : []),
  ];
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      report.seconds = (performance.now() - started) / 1000;
      return report;
    },
  };
}

export const describeLoad = (report: LoadReport) =>
  `${report.reads} public reads, ${report.failedReads} failed; ${report.writes} admin writes, ${report.failedWrites} failed (in ${report.seconds.toFixed(0)} s)` +
  (report.examples.length ? `; e.g. ${report.examples.slice(0, 3).join(' | ')}` : '');
