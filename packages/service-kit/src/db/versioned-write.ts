import type { EventEnvelope } from '@local-seo/contracts';
// The package every generated Prisma client takes its null values from (one copy, deduplicated by npm):
// a small import, unlike the client runtime, for the non-database workspaces that load service-kit.
import { DbNull } from '@prisma/client-runtime-utils';
import { staleWrite, type VersionedWrite } from '../http/versions.js';

/** A versioned record as one write (inside its transaction) reads it. */
export interface VersionedRecord<Row extends { version: number }, View extends { version: number } = { version: number }> {
  /** Its table (key column `id`), whose row a write without If-Match locks. */
  readonly table: string;
  /** What a refusal calls it: 'product', 'weather suggestion'. */
  readonly what: string;
  /** The row as it is now, or null when there is none. */
  read(): Promise<Row | null>;
  /** The record as the API answers it (a 412 carries it). */
  view(row: Row): View;
  notFound(): Error;
}

/** The part of a Prisma transaction that takes a row lock. */
interface RowLocker {
  $queryRawUnsafe(query: string, ...values: unknown[]): PromiseLike<unknown>;
}

/**
 * The row a versioned write starts from (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 * With If-Match, a row of another version is refused with 412 and the record as it is now.
 * Without, the last writer wins: the row is locked before it is read, so the compare-and-set
 * that follows cannot miss. The lock is NO KEY UPDATE, as the UPDATE itself takes: a plain
 * FOR UPDATE would also block other transactions' foreign-key checks (KEY SHARE), and the
 * catalog's city-list rebuilds deadlocked on it.
 */
async function rowForWrite<Row extends { version: number }>(
  tx: RowLocker,
  id: number,
  write: VersionedWrite,
  record: VersionedRecord<Row>,
): Promise<Row> {
  if (write.expectedVersion === undefined) await tx.$queryRawUnsafe(`SELECT 1 FROM ${record.table} WHERE id = $1 FOR NO KEY UPDATE`, id);
  const row = await record.read();
  if (!row) throw record.notFound();
  if (write.expectedVersion !== undefined && write.expectedVersion !== row.version) throw staleWrite(record.what, record.view(row), write.expectedVersion);
  return row;
}

/**
 * The refusal of a compare-and-set (an UPDATE on `version = <the one read>`) that changed no
 * row: of two writes based on the same version, the second. 412 with the record as it is now,
 * or 404 when it went meanwhile.
 */
async function lostCompareAndSet<Row extends { version: number }>(write: VersionedWrite, record: VersionedRecord<Row>): Promise<never> {
  const now = await record.read();
  throw now ? staleWrite(record.what, record.view(now), write.expectedVersion) : record.notFound();
}

/**
 * What every versioned UPDATE writes beside the change, spread into its data: the version
 * raised, and who made the change (the JSON column's SQL NULL for a call without an actor).
 */
const stampOf = (write: VersionedWrite) => ({ version: { increment: 1 }, updatedBy: write.actor ?? DbNull }) as const;

/** A table's compare-and-set UPDATE: its updateMany with the `where` given and `stamp` in its data. */
type VersionedUpdate = (where: { id: number; version: number }, stamp: ReturnType<typeof stampOf>) => PromiseLike<{ count: number }>;

/**
 * The UPDATE of a versioned write, one statement that compares the version and raises it: of two
 * writes based on the same version, the second changes no row and is refused (lostCompareAndSet).
 */
async function compareAndSet<Row extends { id: number; version: number }>(
  write: VersionedWrite,
  record: VersionedRecord<Row>,
  before: Row,
  update: VersionedUpdate,
): Promise<void> {
  const { count } = await update({ id: before.id, version: before.version }, stampOf(write));
  if (count === 0) await lostCompareAndSet(write, record);
}

/** What a versioned change works with, inside its transaction. */
export interface VersionedChange<Tx, Row extends { id: number; version: number }, View> {
  readonly tx: Tx;
  readonly emit: (event: EventEnvelope) => void;
  /** The row the change starts from (rowForWrite), and that row as the API shows it. */
  readonly before: Row;
  readonly was: View;
  /** The change's UPDATE: a compareAndSet on the version of `before`. */
  set(update: VersionedUpdate): Promise<void>;
}

/** One transaction whose events go to the outbox: a service's `ctx.transact`, or a wrapper of it. */
type Transaction<Tx> = <R>(work: (tx: Tx, emit: (event: EventEnvelope) => void) => Promise<R>) => Promise<R>;

/**
 * A staff change of one versioned record, in one transaction: it starts from the row rowForWrite
 * gives (412 when If-Match names an older version), runs `work`, and answers the row `work`
 * returns as the API shows it. `work` returns `before` when nothing changed.
 */
export function changeVersioned<Tx extends RowLocker, Row extends { id: number; version: number }, View extends { version: number }>(
  transact: Transaction<Tx>,
  recordOf: (tx: Tx, id: number) => VersionedRecord<Row, View>,
  id: number,
  write: VersionedWrite,
  work: (change: VersionedChange<Tx, Row, View>) => Promise<Row>,
): Promise<View> {
  return transact(async (tx, emit) => {
    const record = recordOf(tx, id);
    const before = await rowForWrite(tx, id, write, record);
    const set = (update: VersionedUpdate) => compareAndSet(write, record, before, update);
    return record.view(await work({ tx, emit, before, was: record.view(before), set }));
  });
}
