import type { Sql } from '../data/db.js';

/** A column of a bulk write: its SQL name and type, and how a row gives its value. */
export interface BulkColumn<T> {
  name: string;
  type: 'text' | 'int' | 'numeric' | 'boolean' | 'float8' | 'timestamptz';
  value: (row: T) => unknown;
}

const arrays = <T>(columns: readonly BulkColumn<T>[], rows: readonly T[]) => columns.map((c) => rows.map(c.value));
const unnest = <T>(columns: readonly BulkColumn<T>[], offset = 0) =>
  `unnest(${columns.map((c, i) => `$${i + 1 + offset}::${c.type}[]`).join(', ')})`;

/**
 * Inserts many rows in one statement: one array parameter per column, however
 * many rows (no per-row round trip, no parameter limit). Table and column names
 * come from code, never from input. Answers the new ids.
 */
export async function bulkInsert<T>(tx: Sql, table: string, columns: readonly BulkColumn<T>[], rows: readonly T[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const names = columns.map((c) => c.name).join(', ');
  const inserted = await tx.$queryRawUnsafe<{ id: number }[]>(
    `INSERT INTO ${table} (${names}) SELECT * FROM ${unnest(columns)} RETURNING id`,
    ...arrays(columns, rows),
  );
  return inserted.map((r) => r.id);
}

/** Updates many rows by id in one statement; `updated_at` is set when the table has one. */
export async function bulkUpdate<T>(
  tx: Sql,
  table: string,
  idOf: (row: T) => number,
  columns: readonly BulkColumn<T>[],
  rows: readonly T[],
  options: { touch?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const sets = columns.map((c) => `${c.name} = v.${c.name}`);
  if (options.touch !== false) sets.push('updated_at = now()');
  await tx.$executeRawUnsafe(
    `UPDATE ${table} t SET ${sets.join(', ')}
     FROM unnest($1::int[], ${columns.map((c, i) => `$${i + 2}::${c.type}[]`).join(', ')}) AS v(id, ${columns.map((c) => c.name).join(', ')})
     WHERE t.id = v.id`,
    rows.map(idOf),
    ...arrays(columns, rows),
  );
}
