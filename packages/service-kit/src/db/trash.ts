import {
  actorSchema,
  trashPurgeAt,
  trashRetentionDays,
  type Actor,
  type TrashEntity,
  type TrashItem,
} from '@local-seo/contracts';
import { conflict, notFound } from '../http/errors.js';
import type { Logger } from 'pino';
import type { TaskLeases } from '../task-lease.js';
import { cronTask, type Task } from '../tasks.js';
import type { SqlClient } from './sql-client.js';

/**
 * The Trash of a service (docs/decisions.md, decision 11;
 * packages/contracts/src/http/trash.ts). A deleted record leaves its table for the
 * service's `trash` table, whole (its row as JSON, and the rows of other tables that went
 * with it), with when and by whom it was deleted. Every read of the live table therefore
 * treats it as gone without a filter of its own (lists, counts, exports, public pages,
 * imports matching by name, uniqueness checks), and its name is free for a new record at
 * once. A restore puts the same row back, with its id; after 30 days the purge forgets it.
 *
 * Each service's migration creates the table (the same in each):
 *   trash(entity, record_id, name, detail, record jsonb, dependents jsonb, deleted_at, deleted_by jsonb)
 */
export interface TrashKind {
  readonly entity: TrashEntity;
  /** The live table of the records (their key column is `id`, an integer). */
  readonly table: string;
  /** How a message names one: 'Product', 'Supplier location'. */
  readonly label: string;
  /**
   * Rows of other tables that go with a record (their foreign key deletes them with it)
   * and come back with it. `column` holds the record's id; `keepWhere`, a condition on
   * the row as `r`, keeps only those that can come back (whose other side still exists).
   */
  readonly dependents?: readonly { readonly table: string; readonly column: string; readonly keepWhere?: string }[];
}

/** What the Trash shows of a record, given by the service that trashes it. */
export interface Trashing {
  /** The name staff know it by. */
  name: string;
  /** More to tell it apart (a location's supplier, a keyword's page, a contractor's city); null when nothing. */
  detail: string | null;
  /** Who deleted it; none for a call without a session. */
  actor?: Actor | undefined;
}

interface TrashRow {
  entity: TrashEntity;
  record_id: number;
  name: string;
  detail: string | null;
  deleted_at: Date | string;
  deleted_by: unknown;
}

/** A record taken out of the Trash: what it showed, and its row as it was. */
export interface Restored {
  item: TrashItem;
  record: Record<string, unknown>;
}

const jsonOf = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** A row of a `trash` table as the contract's TrashItem (deleted_at + 30 days is its purge). */
export function trashItemOf(row: TrashRow): TrashItem {
  const deletedAt = new Date(row.deleted_at);
  const actor = actorSchema.safeParse(jsonOf(row.deleted_by));
  return {
    entity: row.entity,
    id: String(row.record_id),
    name: row.name,
    detail: row.detail,
    deletedAt: deletedAt.toISOString(),
    deletedBy: actor.success ? actor.data : null,
    purgeAt: trashPurgeAt(deletedAt).toISOString(),
  };
}

const itemColumns = 'entity, record_id, name, detail, deleted_at, deleted_by';

/**
 * Moves a record to the Trash in the caller's transaction: its row and its dependents'
 * rows are kept there, then the row is deleted (its dependents with it). 404 when there
 * is no such record. The caller does what a delete does besides (events, derived lists).
 */
export async function moveToTrash(tx: SqlClient, kind: TrashKind, id: number, what: Trashing): Promise<TrashItem> {
  const dependents: Record<string, unknown> = {};
  for (const dependent of kind.dependents ?? []) {
    const [rows] = await tx.$queryRawUnsafe<{ rows: unknown }[]>(
      `SELECT COALESCE(jsonb_agg(to_jsonb(d)), '[]'::jsonb) AS rows FROM ${dependent.table} d WHERE d.${dependent.column} = $1`,
      id,
    );
    dependents[dependent.table] = jsonOf(rows?.rows) ?? [];
  }
  const [row] = await tx.$queryRawUnsafe<TrashRow[]>(
    `INSERT INTO trash (entity, record_id, name, detail, record, dependents, deleted_by)
     SELECT $1, t.id, $3, $4, to_jsonb(t), $5::jsonb, $6::jsonb FROM ${kind.table} t WHERE t.id = $2
     RETURNING ${itemColumns}`,
    kind.entity,
    id,
    what.name,
    what.detail,
    JSON.stringify(dependents),
    what.actor ? JSON.stringify(what.actor) : null,
  );
  if (!row) throw notFound(`${kind.label} not found`);
  await tx.$executeRawUnsafe(`DELETE FROM ${kind.table} WHERE id = $1`, id);
  return trashItemOf(row);
}

/** The records of one kind in the Trash, newest first. */
export async function listTrash(db: SqlClient, entity: TrashEntity): Promise<TrashItem[]> {
  const rows = await db.$queryRawUnsafe<TrashRow[]>(
    `SELECT ${itemColumns} FROM trash WHERE entity = $1 ORDER BY deleted_at DESC, record_id DESC`,
    entity,
  );
  return rows.map(trashItemOf);
}

/**
 * Takes a record out of the Trash and puts its row back as it was (same id, same
 * fields), with the dependents that can come back, in the caller's transaction.
 * `check` sees the row first and may refuse (a live record took its name: 409) or
 * adjust it. 404 when the record is not in the Trash; 409 when the row cannot go back
 * (a unique key taken meanwhile, or a record it refers to is gone).
 */
export async function restoreFromTrash(
  tx: SqlClient,
  kind: TrashKind,
  id: number,
  check?: (record: Record<string, unknown>, item: TrashItem) => Promise<Record<string, unknown> | void>,
): Promise<Restored> {
  const [row] = await tx.$queryRawUnsafe<(TrashRow & { record: unknown; dependents: unknown })[]>(
    `DELETE FROM trash WHERE entity = $1 AND record_id = $2 RETURNING ${itemColumns}, record, dependents`,
    kind.entity,
    id,
  );
  if (!row) throw notFound(`${kind.label} ${id} is not in the Trash`);
  const item = trashItemOf(row);
  let record = jsonOf(row.record) as Record<string, unknown>;
  const adjusted = await check?.(record, item);
  if (adjusted) record = adjusted;
  try {
    const columns = await storedColumns(tx, kind.table);
    await tx.$executeRawUnsafe(`INSERT INTO ${kind.table} (${columns}) SELECT ${columns} FROM jsonb_populate_record(NULL::${kind.table}, $1::jsonb)`, JSON.stringify(record));
    const dependents = (jsonOf(row.dependents) ?? {}) as Record<string, unknown>;
    for (const dependent of kind.dependents ?? []) {
      const rows = dependents[dependent.table];
      if (!Array.isArray(rows) || rows.length === 0) continue;
      const dependentColumns = await storedColumns(tx, dependent.table);
      await tx.$executeRawUnsafe(
        `INSERT INTO ${dependent.table} (${dependentColumns}) SELECT ${dependentColumns} FROM jsonb_populate_recordset(NULL::${dependent.table}, $1::jsonb) r
         ${dependent.keepWhere ? `WHERE ${dependent.keepWhere}` : ''} ON CONFLICT DO NOTHING`,
        JSON.stringify(rows),
      );
    }
  } catch (err) {
    const code = postgresCodeOf(err);
    if (code === '23505') throw conflict(`${kind.label} "${item.name}" cannot be restored: a live record has taken its place; rename or delete that one first`);
    if (code === '23503') throw conflict(`${kind.label} "${item.name}" cannot be restored: a record it refers to was deleted meanwhile`);
    throw err;
  }
  return { item, record };
}

/** A table's columns that take a value (not the generated ones), in order, quoted for SQL. */
async function storedColumns(tx: SqlClient, table: string): Promise<string> {
  const [row] = await tx.$queryRawUnsafe<{ columns: string | null }[]>(
    `SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS columns FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'`,
    table,
  );
  if (!row?.columns) throw new Error(`no table ${table}`);
  return row.columns;
}

/** Forgets the records of these kinds trashed more than 30 days before `now`; answers which (by kind). */
export async function purgeTrash(db: SqlClient, entities: readonly TrashEntity[], now = new Date()): Promise<{ entity: TrashEntity; id: number; name: string }[]> {
  const before = new Date(now.getTime() - trashRetentionDays * 86_400_000);
  const rows = await db.$queryRawUnsafe<{ entity: TrashEntity; record_id: number; name: string }[]>(
    `DELETE FROM trash WHERE entity = ANY($1::text[]) AND deleted_at <= $2 RETURNING entity, record_id, name`,
    entities,
    before,
  );
  return rows.map((row) => ({ entity: row.entity, id: row.record_id, name: row.name }));
}

/** The daily task that purges a service's Trash (04:17 UTC). */
export function trashPurgeTask(options: { db: SqlClient; entities: readonly TrashEntity[]; logger: Logger; leases: TaskLeases }): Task {
  return cronTask({
    name: 'purging the Trash',
    schedule: '17 4 * * *',
    logger: options.logger,
    leases: options.leases,
    run: async () => {
      const purged = await purgeTrash(options.db, options.entities);
      if (purged.length > 0) options.logger.info({ purged }, `purged ${purged.length} record(s) kept in the Trash over ${trashRetentionDays} days`);
    },
  });
}

/** PostgreSQL's error code of a failed statement, looking through Prisma's and pg's wrapping. */
function postgresCodeOf(err: unknown): string | undefined {
  const pending: unknown[] = [err];
  for (let seen = 0; pending.length && seen < 16; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    const { code, originalCode, kind, cause, meta } = current as Record<string, unknown>;
    for (const candidate of [originalCode, code, kind]) {
      if (typeof candidate !== 'string') continue;
      if (/^[0-9][0-9A-Z]{4}$/.test(candidate)) return candidate;
      const named = prismaCodes[candidate];
      if (named) return named;
    }
    pending.push(cause, (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return undefined;
}

/** Prisma's names of the two violations a restore can meet, as PostgreSQL's codes. */
const prismaCodes: Record<string, string> = {
  P2002: '23505',
  UniqueConstraintViolation: '23505',
  P2003: '23503',
  ForeignKeyConstraintViolation: '23503',
};
