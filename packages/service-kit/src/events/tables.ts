import type { SqlClient } from '../db/sql-client.js';

/**
 * The outbox, the inbox and the scheduled runs' claims live in their own schema, outside Prisma's `public`, so the
 * services' Prisma migrations never see (or try to drop) them. One DO block: it runs
 * atomically, and the advisory lock keeps instances starting together from racing.
 */
const ddl = `
DO $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('service_kit.ensure_event_tables'));
  CREATE SCHEMA IF NOT EXISTS service_kit;
  CREATE TABLE IF NOT EXISTS service_kit.outbox (
    id uuid PRIMARY KEY,
    type text NOT NULL,
    payload jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    published_at timestamptz,
    attempts integer NOT NULL DEFAULT 0,
    last_error text,
    -- when the row may be claimed next: after a failure (backoff) or a claim (lease)
    next_attempt_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    -- insertion order for events written in one transaction; only sorted on, never read
    seq bigserial NOT NULL
  );
  -- Only when missing: CREATE INDEX IF NOT EXISTS locks the table before it looks, so a
  -- replica starting would wait for every write under way and hold up every write after it.
  IF to_regclass('service_kit.outbox_pending_idx') IS NULL THEN
    CREATE INDEX outbox_pending_idx ON service_kit.outbox (next_attempt_at) WHERE published_at IS NULL;
  END IF;
  CREATE TABLE IF NOT EXISTS service_kit.inbox (
    consumer text NOT NULL,
    event_id uuid NOT NULL,
    handled_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (consumer, event_id)
  );
  -- Who claimed the last scheduled run of each task (tasks/lease.ts): one replica per run.
  CREATE TABLE IF NOT EXISTS service_kit.task_runs (
    task text PRIMARY KEY,
    run_key text NOT NULL,
    holder text NOT NULL,
    claimed_at timestamptz NOT NULL DEFAULT clock_timestamp()
  );
END
$$`;

/** Creates the `service_kit` schema with the outbox, inbox and task-run tables; safe to call on every start, even while other replicas write. */
export async function ensureEventTables(db: SqlClient): Promise<void> {
  await db.$executeRawUnsafe(ddl);
}
