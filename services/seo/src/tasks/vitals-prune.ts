import { cronTask, type Task } from '@local-seo/service-kit';
import type { Context } from '../data/db.js';
import { pruneVitals } from '../data/vitals.js';

/** Every night, on the replica that claims the run (docs/decisions.md, decision 13), the field vitals older than the 28-day window go. */
export function vitalsPruneTask(ctx: Context): Task {
  return cronTask({
    name: 'field vitals pruning',
    schedule: '45 4 * * *',
    logger: ctx.logger,
    leases: ctx.leases,
    run: async () => ctx.logger.info({ pruned: await pruneVitals(ctx.db, new Date()) }, 'field vitals older than 28 days pruned'),
  });
}
