/**
 * What `@prisma/adapter-pg` 7.10 lacks for the schema engine, fixed from
 * outside (never in node_modules):
 *
 * - Result columns of the internal `"char"` type (OID 18, e.g.
 *   `pg_class.relkind`), which the engine's introspection reads, are refused as
 *   "Unsupported column type char". We retype them as text on each pooled
 *   connection before the adapter sees the result; the values are already
 *   one-character strings.
 * - `executeScript` splits the script on every `;`, which breaks statements
 *   holding a `;` (string literals, function bodies) and runs each statement
 *   on its own. We send the whole script as one simple query, as Prisma's
 *   native engine does: PostgreSQL runs it as one implicit transaction.
 */
import { DriverAdapterError } from '@prisma/driver-adapter-utils';
import type pg from 'pg';

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

type QueryResults = pg.QueryResult | pg.QueryResult[];
type QueryFn = (...args: unknown[]) => unknown;

function retypeCharColumns<R>(result: R): R {
  for (const one of (Array.isArray(result) ? result : [result]) as (pg.QueryResult | undefined)[]) {
    for (const field of one?.fields ?? []) {
      if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
    }
  }
  return result;
}

/** A pool `onConnect` hook: makes `"char"` result columns read as text on this connection. */
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
