import { pollTask, type PollTask } from '@local-seo/service-kit';
import { claimNextJob, releaseJob, renewLease } from './jobs.js';
import { runPopulationJob, type JobDependencies } from './run-job.js';

interface PopulationWorkerOptions {
  /** How often it looks for recorded jobs (those recorded here wake it at once). */
  pollMs: number;
  /** A running job's lease, renewed every third of it: one whose process died runs out and is taken up again. */
  leaseMs: number;
}

/**
 * Runs recorded population jobs one at a time, oldest first, so a city's
 * industries are populated one after another: a poll-and-wake loop (jobs recorded
 * by an event handler or another replica are found by the poll; `wake()` after a
 * job was recorded here). Stopping cancels the job under way (its requests to
 * Places are aborted) and puts it back in the queue.
 */
export function populationWorker(deps: JobDependencies, options: PopulationWorkerOptions): PollTask {
  const { ctx } = deps;
  let stopping = new AbortController();

  /** Runs jobs until none is left, or until the service stops. */
  async function drain(signal: AbortSignal) {
    while (!signal.aborted) {
      const job = await claimNextJob(ctx.db, options.leaseMs);
      if (!job) return;
      const renewal = setInterval(() => {
        renewLease(ctx.db, job, options.leaseMs).catch((err: unknown) => ctx.logger.warn({ err, jobId: job.id }, 'could not renew a population lease'));
      }, options.leaseMs / 3);
      try {
        await runPopulationJob(job, deps, signal);
      } catch (err) {
        if (!signal.aborted) throw err;
        await releaseJob(ctx.db, job.id).catch(() => undefined);
        return;
      } finally {
        clearInterval(renewal);
      }
    }
  }

  const loop = pollTask({ name: 'population worker', everyMs: options.pollMs, logger: ctx.logger, run: () => drain(stopping.signal) });
  return {
    ...loop,
    start() {
      if (stopping.signal.aborted) stopping = new AbortController();
      return loop.start();
    },
    async stop() {
      stopping.abort();
      await loop.stop();
    },
  };
}
