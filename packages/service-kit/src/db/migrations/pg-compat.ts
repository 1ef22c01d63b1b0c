/**
 * What `@prisma/adapter-pg` 7.10 lacks for the schema engine, fixed from
 * outside (never in node_modules):
 *
 * - Result columns of the internal `"char"` type (OID 18, e.g.
 *   `pg_class.relkind`, `pg_constraint.contype`), which the engine's
 *   introspection reads, are refused as "Unsupported column type char". We
 *   retype them as text before the adapter reads the result (the values are
 *   already one-character strings), then tell the engine they are characters:
 *   it reads them as such (`constraint_type`), and read as text it panics as
 *   soon as a row comes, which PostgreSQL 18's NOT NULL constraints always do.
 * - `executeScript` splits the script on every `;`, which breaks statements
 *   holding a `;` (string literals, function bodies) and runs each statement
 *   on its own. We send the whole script as one simple query, as Prisma's
 *   native engine does: PostgreSQL runs it as one implicit transaction.
 */
import { DriverAdapterError } from '@prisma/driver-adapter-utils';
import type pg from 'pg';

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

/** ColumnTypeEnum.Character of @prisma/driver-adapter-utils: a one-character value. */
const CHARACTER_COLUMN = 6;
/** Marks a result field that was `"char"` before it was retyped as text. */
const wasChar = Symbol('was "char"');

type QueryResults = pg.QueryResult | pg.QueryResult[];
type QueryFn = (...args: unknown[]) => unknown;

function retypeCharColumns<R>(result: R): R {
  for (const one of (Array.isArray(result) ? result : [result]) as (pg.QueryResult | undefined)[]) {
    for (const field of one?.fields ?? []) {
      if (field.dataTypeID !== PG_CHAR_OID) continue;
      field.dataTypeID = PG_TEXT_OID;
      (field as unknown as Record<symbol, boolean>)[wasChar] = true;
    }
  }
  return result;
}

/** A pool `onConnect` hook: makes `"char"` result columns read as text on this connection, marked as such. */
export function readCharColumnsAsText(client: pg.ClientBase): void {
  const query = client.query.bind(client) as QueryFn;
  const patched: QueryFn = (...args) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: QueryResults) =>
        (callback as (e: unknown, r: QueryResults) => void)(error, result && retypeCharColumns(result));
      return query(...args);
    }
    const returned = query(...args);
    return returned instanceof Promise ? returned.then(retypeCharColumns) : returned;
  };
  (client as unknown as { query: QueryFn }).query = patched;
}

interface RawResult {
  columnTypes: number[];
  rows: unknown[][];
}
interface Queryable {
  performIO(query: unknown): Promise<{ fields: object[] }>;
  queryRaw(query: unknown): Promise<RawResult>;
  startTransaction?(isolationLevel?: unknown): Promise<Queryable>;
}

/**
 * Makes an adapter (and its transactions) tell the engine that the columns that were
 * `"char"` hold characters, where every value is one (an empty "char", as attgenerated
 * '', stays text: a character cannot be empty).
 */
export function readCharColumnsAsCharacters(queryable: Queryable): void {
  // Unbound: it is called on an object whose performIO notes what it read.
  const queryRaw = queryable.queryRaw;
  const performIO = queryable.performIO.bind(queryable);
  queryable.queryRaw = async (query) => {
    let charColumns: number[] = [];
    // The adapter's queryRaw reads through `this.performIO`: this one notes the marked columns.
    const reading = Object.create(queryable, {
      performIO: {
        value: async (q: unknown) => {
          const result = await performIO(q);
          charColumns = result.fields.flatMap((field, i) => ((field as Record<symbol, boolean>)[wasChar] ? [i] : []));
          return result;
        },
      },
    }) as Queryable;
    const answer = await queryRaw.call(reading, query);
    const oneCharacter = (i: number) => answer.rows.every((row) => row[i] === null || (typeof row[i] === 'string' && (row[i] as string).length === 1));
    for (const i of charColumns) if (oneCharacter(i)) answer.columnTypes[i] = CHARACTER_COLUMN;
    return answer;
  };
  const startTransaction = queryable.startTransaction?.bind(queryable);
  if (startTransaction) {
    queryable.startTransaction = async (isolationLevel) => {
      const transaction = await startTransaction(isolationLevel);
      readCharColumnsAsCharacters(transaction);
      return transaction;
    };
  }
}

/**
 * Runs a whole SQL script in one round trip, failing as the adapter's own
 * errors do. `onError` sees PostgreSQL's own error, whose text the engine's
 * error mapping shortens.
 */
export async function executeWholeScript(pool: pg.Pool, script: string, onError?: (error: unknown) => void): Promise<void> {
  try {
    await pool.query(script);
  } catch (error) {
    onError?.(error);
    throw toDriverAdapterError(error);
  }
}

function toDriverAdapterError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const e = error as Error & Partial<Record<'code' | 'severity' | 'detail' | 'column' | 'hint', string>>;
  return new DriverAdapterError({
    kind: 'postgres',
    code: e.code ?? 'N/A',
    severity: e.severity ?? 'ERROR',
    message: e.message,
    detail: e.detail,
    column: e.column,
    hint: e.hint,
  });
}
