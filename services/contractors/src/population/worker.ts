import type { Consumer } from '@local-seo/service-kit';
import { claimNextJob, defaultLeaseMs, releaseJob, renewLease } from './jobs.js';
import { runPopulationJob, type JobDependencies } from './run-job.js';

export interface PopulationWorker extends Consumer {
  start(): void;
  /** Something was recorded: look now rather than at the next poll. */
  notify(): void;
}

/**
 * Runs recorded population jobs one at a time, oldest first, so a city's
 * industries are populated one after another. It polls (jobs recorded by an
 * event handler commit after the handler returns) and wakes early on notify.
 * Stopping cancels the job under way and puts it back in the queue. The job under
 * way renews its lease (every third of it): one whose process died runs out and
 * is taken up again.
 */
export function createPopulationWorker(deps: JobDependencies, pollMs: number, leaseMs = defaultLeaseMs): PopulationWorker {
  const { ctx } = deps;
  const abort = new AbortController();
  let wake: (() => void) | undefined;
  let nudged = false;
  let loop: Promise<void> | undefined;

  async function drain() {
    while (!abort.signal.aborted) {
      const job = await claimNextJob(ctx.db, leaseMs);
      if (!job) return;
      const renewal = setInterval(() => {
        renewLease(ctx.db, job, leaseMs).catch((err: unknown) => ctx.logger.warn({ err, jobId: job.id }, 'could not renew a population lease'));
      }, leaseMs / 3);
      try {
        await runPopulationJob(job, deps, abort.signal);
      } catch (err) {
        if (abort.signal.aborted) {
          await releaseJob(ctx.db, job.id).catch(() => undefined);
          return;
        }
        throw err;
      } finally {
        clearInterval(renewal);
      }
    }
  }

  async function run() {
    while (!abort.signal.aborted) {
      nudged = false;
      try {
        await drain();
      } catch (err) {
        ctx.logger.error({ err }, 'population worker failed; trying again at the next poll');
      }
      if (abort.signal.aborted) return;
      if (nudged) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    start() {
      loop ??= run();
    },
    notify() {
      nudged = true;
      wake?.();
    },
    async stop() {
      abort.abort();
      wake?.();
      await loop;
    },
  };
}
