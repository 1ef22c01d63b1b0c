/**
 * Creating and dropping whole databases, through the `postgres` maintenance
 * database of the same server.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { parseDatabaseUrl, quoteIdent, redactUrl, withDatabase } from './database-url.js';

const MAINTENANCE_DATABASE = 'postgres';

async function withClient<T>(connectionString: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function withMaintenance<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const { connectionString } = parseDatabaseUrl(withDatabase(databaseUrl, MAINTENANCE_DATABASE));
  return withClient(connectionString, fn).catch((error: Error) => {
    throw new Error(`Cannot use the maintenance database on ${redactUrl(connectionString)}: ${error.message}`, { cause: error });
  });
}

const isPgError = (error: unknown, code: string) => (error as { code?: unknown } | null)?.code === code;

/** Creates the database named in the URL unless it exists. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const { connectionString, database } = parseDatabaseUrl(databaseUrl);
  try {
    // Where the database exists, its own connection says so (and needs no rights on `postgres`).
    await withClient(connectionString, (client) => client.query('SELECT 1'));
    return;
  } catch (error) {
    if (!isPgError(error, '3D000')) throw error; // 3D000: invalid_catalog_name, it does not exist
  }
  await withMaintenance(databaseUrl, async (client) => {
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
    } catch (error) {
      if (!isPgError(error, '42P04')) throw error; // 42P04: duplicate_database, someone else made it
    }
  });
}

/** Drops the database named in the URL, closing its connections. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const { database } = parseDatabaseUrl(databaseUrl);
  await withMaintenance(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`));
}

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty, uniquely named database on the server of `serverUrl` (e.g. a shadow database). */
export async function createTemporaryDatabase(serverUrl: string, prefix = 'prisma_shadow'): Promise<TemporaryDatabase> {
  const url = withDatabase(serverUrl, `${prefix}_${randomBytes(6).toString('hex')}`);
  const { database } = parseDatabaseUrl(url);
  await withMaintenance(serverUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(database)}`));
  return { url, drop: () => dropDatabase(url) };
}

const USER_SCHEMA = "n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'";

/**
 * Fails unless the database holds no tables, views, sequences or enums: a
 * shadow database is reset and replayed into, and one that is not empty would
 * either lose its data or skew the diff.
 */
export async function assertEmptyDatabase(databaseUrl: string): Promise<void> {
  const { connectionString } = parseDatabaseUrl(databaseUrl);
  const { rows } = await withClient(connectionString, (client) =>
    client.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${USER_SCHEMA}
       UNION ALL
       SELECT n.nspname || '.' || t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE t.typtype = 'e' AND ${USER_SCHEMA}
       LIMIT 5`,
    ),
  );
  if (rows.length > 0) {
    throw new Error(
      `The shadow database ${redactUrl(databaseUrl)} is not empty (${rows.map((r) => r.name).join(', ')}); ` +
        'give an empty database: it is reset and the migrations are replayed into it',
    );
  }
}
