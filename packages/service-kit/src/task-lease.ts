import { hostname } from 'node:os';
import type { SqlClient } from './db/sql-client.js';

/**
 * Which replica does a scheduled run (docs/decisions.md, decision 13): every replica's
 * schedule fires, and the first to claim the run in the service's own database does it;
 * the others skip it. A claim is per run, not held: a holder that dies mid-run loses only
 * that run, and whichever replica claims the next one does it.
 */
export interface TaskLeases {
  /** True when this process claimed run `runKey` of `task` (keys of later runs sort after earlier ones). */
  claim(task: string, runKey: string): Promise<boolean>;
  /** Who claims, in the logs: host and process. */
  readonly holder: string;
}

/** Claims in the service_kit.task_runs table of the service's database (made with the outbox's). */
export function databaseTaskLeases(db: SqlClient, holder = `${hostname()}:${process.pid}`): TaskLeases {
  return {
    holder,
    async claim(task, runKey) {
      const won = await db.$queryRawUnsafe<{ holder: string }[]>(
        `INSERT INTO service_kit.task_runs (task, run_key, holder) VALUES ($1, $2, $3)
         ON CONFLICT (task) DO UPDATE SET run_key = EXCLUDED.run_key, holder = EXCLUDED.holder, claimed_at = clock_timestamp()
          WHERE service_kit.task_runs.run_key < EXCLUDED.run_key
         RETURNING holder`,
        task,
        runKey,
        holder,
      );
      return won.length === 1;
    },
  };
}
