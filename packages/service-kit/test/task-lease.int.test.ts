import { createPgDb, freshDatabase, type PgDb, type TestDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureEventTables } from '../src/events/tables.js';
import { createLogger } from '../src/logger.js';
import { scheduledRuns } from '../src/observability/metrics.js';
import { databaseTaskLeases } from '../src/task-lease.js';
import { cronTask } from '../src/tasks.js';

/** Two replicas of a service on one database (docs/decisions.md, decision 13): each scheduled run is done once. */
let database: TestDatabase;
let db: PgDb;
beforeAll(async () => {
  database = await freshDatabase('task_lease');
  db = createPgDb(database.url);
  await ensureEventTables(db);
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

/** scheduled_runs_total of one task, by outcome, as /metrics would show it now. */
async function runsCounted(task: string): Promise<Record<string, number>> {
  const { values } = await scheduledRuns.get();
  return Object.fromEntries(values.filter((v) => v.labels.task === task).map((v) => [String(v.labels.outcome), v.value]));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the lease of a scheduled run', () => {
  it('goes to one of many claims of the same run, and never back to an earlier run', async () => {
    const replicas = Array.from({ length: 6 }, (_, i) => databaseTaskLeases(db, `replica-${i}`));
    const first = await Promise.all(replicas.map((leases) => leases.claim('nightly purge', '2026-11-28T04:17:00.000Z')));
    expect(first.filter(Boolean)).toHaveLength(1);
    const next = await Promise.all(replicas.map((leases) => leases.claim('nightly purge', '2026-11-29T04:17:00.000Z')));
    expect(next.filter(Boolean)).toHaveLength(1);
    expect(await replicas[0]!.claim('nightly purge', '2026-11-28T04:17:00.000Z')).toBe(false);
    // Another task's runs are its own.
    expect(await replicas[0]!.claim('monthly figures', '2026-11-28T04:17:00.000Z')).toBe(true);
  });

  it('makes a schedule firing on two replicas run once per run; when the holder dies the other takes the next run', { timeout: 30_000 }, async () => {
    const logger = createLogger('silent');
    const runs: { replica: string; at: number }[] = [];
    const replica = (name: string) =>
      cronTask({
        name: 'every second',
        schedule: '* * * * * *',
        logger,
        leases: databaseTaskLeases(db, name),
        run: async () => void runs.push({ replica: name, at: Math.floor(Date.now() / 1000) }),
      });
    const a = replica('a');
    const b = replica('b');
    a.start();
    b.start();
    await sleep(4500);
    await a.stop(); // the holder dies (whichever it was): b goes on alone
    const whileBoth = runs.length;
    await sleep(3000);
    await b.stop();

    const seconds = runs.map((run) => run.at);
    expect(new Set(seconds).size).toBe(seconds.length); // no second ran twice
    expect(whileBoth).toBeGreaterThanOrEqual(3);
    const after = runs.slice(whileBoth);
    expect(after.length).toBeGreaterThanOrEqual(2);
    expect(after.every((run) => run.replica === 'b')).toBe(true);
    // Each run counted ok once, by the replica that did it; the other counted it skipped.
    const counted = await runsCounted('every second');
    expect(counted.ok).toBe(runs.length);
    expect(counted.failed).toBe(0);
    expect(counted.skipped).toBeGreaterThanOrEqual(whileBoth - 1);
  });

  it('counts a run that throws as failed, from 0, and the schedule goes on', { timeout: 15_000 }, async () => {
    expect(await runsCounted('always fails')).toEqual({});
    let attempts = 0;
    const task = cronTask({
      name: 'always fails',
      schedule: '* * * * * *',
      logger: createLogger('silent'),
      leases: databaseTaskLeases(db, 'alone'),
      run: async () => {
        attempts++;
        throw new Error('the provider answered 500');
      },
    });
    expect(await runsCounted('always fails')).toEqual({ ok: 0, failed: 0, skipped: 0 });
    task.start();
    await sleep(2500);
    await task.stop();
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(await runsCounted('always fails')).toEqual({ ok: 0, failed: attempts, skipped: 0 });
  });
});
