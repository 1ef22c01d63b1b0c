import { staleWrite, type VersionedWrite } from '../http/versions.js';

/** A versioned record as one write (inside its transaction) reads it. */
export interface VersionedRecord<Row extends { version: number }> {
  /** Its table (key column `id`), whose row a write without If-Match locks. */
  readonly table: string;
  /** What a refusal calls it: 'product', 'weather suggestion'. */
  readonly what: string;
  /** The row as it is now, or null when there is none. */
  read(): Promise<Row | null>;
  /** The record as the API answers it (a 412 carries it). */
  view(row: Row): { version: number };
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
export async function rowForWrite<Row extends { version: number }>(
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

/** The version step of a compare-and-set's UPDATE, spread into its data. */
const raised = { version: { increment: 1 } } as const;

/**
 * The UPDATE of a versioned write, one statement that compares the version and raises it: of two
 * writes based on the same version, the second changes no row and is refused (lostCompareAndSet).
 * `update` runs the table's updateMany with the `where` given and `raised` in its data.
 */
export async function compareAndSet<Row extends { id: number; version: number }>(
  write: VersionedWrite,
  record: VersionedRecord<Row>,
  before: Row,
  update: (where: { id: number; version: number }, step: typeof raised) => PromiseLike<{ count: number }>,
): Promise<void> {
  const { count } = await update({ id: before.id, version: before.version }, raised);
  if (count === 0) await lostCompareAndSet(write, record);
}
