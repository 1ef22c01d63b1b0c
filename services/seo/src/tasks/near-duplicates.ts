import { cronTask, pollTask, type Task } from '@local-seo/service-kit';
import type { AuditOptions } from '../audit/audit-pages.js';
import { claimQuietChange, restoreChange } from '../data/near-duplicates.js';
import { findNearDuplicates } from '../near-duplicates/find-near-duplicates.js';

export interface NearDuplicateSchedule {
  /** A cron expression for the nightly run; unset: runs after city changes only. */
  cron?: string;
  /** How long no city change must come before a run follows the last one (default one minute). */
  quietMs?: number;
}

/**
 * When near-duplicate pages are looked for: once the city changes stop for a quiet period
 * (every replica checks every `quietMs`; the one that clears the waiting change runs it), and
 * every night on the replica that claims the run (docs/decisions.md, decision 13), which also
 * catches what re-renders pages without a city event (products, contractors).
 */
export function nearDuplicateTasks(options: AuditOptions, schedule: NearDuplicateSchedule): Task[] {
  const { ctx } = options;
  const quietMs = schedule.quietMs ?? 60_000;
  const run = async (trigger: string) => ctx.logger.info({ ...(await findNearDuplicates(options)), trigger }, 'near-duplicate run completed');
  const afterChanges = pollTask({
    name: 'near-duplicate run after city changes',
    everyMs: quietMs,
    logger: ctx.logger,
    run: async () => {
      if (!(await claimQuietChange(ctx.db, quietMs))) return;
      await run('city changes').catch(async (err: unknown) => {
        await restoreChange(ctx.db);
        throw err;
      });
    },
  });
  const nightly = schedule.cron
    ? [cronTask({ name: 'nightly near-duplicate run', schedule: schedule.cron, logger: ctx.logger, leases: ctx.leases, run: () => run('nightly') })]
    : [];
  return [afterChanges, ...nightly];
}
