/**
 * Readable errors from the engine: its messages end in a Rust span trace
 * ("   0: sql_schema_connector::... with migration_name=..."), and a failing
 * migration's PostgreSQL error reaches it only as a category ("No such table").
 * Keep the message, name the migration, and add what PostgreSQL said.
 */
export class SchemaEngineError extends Error {
  override readonly name = 'SchemaEngineError';
  constructor(
    message: string,
    /** The migration being applied or replayed when it failed, if any. */
    readonly migrationName: string | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const TRACE_LINE = /^\s+(\d+: |with |at )/;

export function toSchemaEngineError(error: unknown, scriptError?: unknown): SchemaEngineError {
  if (error instanceof SchemaEngineError) return error;
  const raw = messageOf(error);
  const migrationName = /migration_name="([^"]+)"/.exec(raw)?.[1];
  let message = raw
    .split('\n')
    .filter((line) => !TRACE_LINE.test(line) && line.trim() !== 'external connector error')
    .join('\n')
    .trim();
  if (migrationName && !message.includes(migrationName)) message = `Migration \`${migrationName}\` failed: ${message}`;
  if (scriptError) message += `\nPostgreSQL said: ${describePgError(scriptError)}`;
  return new SchemaEngineError(message, migrationName, { cause: error });
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
}

function describePgError(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown };
  const parts = [String(e.message ?? error)];
  if (typeof e.code === 'string') parts.push(`(SQLSTATE ${e.code})`);
  return parts.join(' ');
}
