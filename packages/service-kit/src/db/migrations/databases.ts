/**
 * Creating and dropping whole databases, through the `postgres` maintenance
 * database of the same server.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { parseDatabaseUrl, quoteIdent, redactUrl, withDatabase } from './database-url.js';

const MAINTENANCE_DATABASE = 'postgres';

/** One connection for the length of `fn`, closed whatever happens. */
export async function withPgClient<T>(connectionString: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
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
  return withPgClient(connectionString, fn).catch((error: Error) => {
    throw new Error(`Cannot use the maintenance database on ${redactUrl(connectionString)}: ${error.message}`, { cause: error });
  });
}

const isPgError = (error: unknown, code: string) => (error as { code?: unknown } | null)?.code === code;

/**
 * Every database is made in UTF-8, whatever the cluster's default (docs/decisions.md,
 * decision 12): from template0, since template1 may hold another encoding.
 */
async function createUtf8Database(client: pg.Client, database: string): Promise<void> {
  try {
    await client.query(`CREATE DATABASE ${quoteIdent(database)} TEMPLATE template0 ENCODING 'UTF8'`);
  } catch (error) {
    if (!isPgError(error, '22023')) throw error; // 22023: invalid_parameter_value, the cluster's locale cannot hold UTF-8
    throw new Error(
      `Cannot create the database "${database}" in UTF-8: ${(error as Error).message}. ` +
        'Make the PostgreSQL cluster with initdb --encoding=UTF8 --locale=C.UTF-8, or create the database yourself with ENCODING \'UTF8\' and a UTF-8 locale.',
      { cause: error },
    );
  }
}

/** Creates the database named in the URL unless it exists. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const { connectionString, database } = parseDatabaseUrl(databaseUrl);
  try {
    // Where the database exists, its own connection says so (and needs no rights on `postgres`).
    await withPgClient(connectionString, (client) => client.query('SELECT 1'));
    return;
  } catch (error) {
    if (!isPgError(error, '3D000')) throw error; // 3D000: invalid_catalog_name, it does not exist
  }
  await withMaintenance(databaseUrl, async (client) => {
    try {
      await createUtf8Database(client, database);
    } catch (error) {
      if (!isPgError(error, '42P04')) throw error; // 42P04: duplicate_database, someone else made it
    }
  });
}

export interface DatabaseText {
  /** True when case-insensitive comparison folds letters beyond ASCII ('Î' and 'î'). */
  foldsAccents: boolean;
}

/**
 * Refuses a database whose encoding is not UTF-8 (a SQL_ASCII one counts bytes for
 * length limits and takes invalid text), naming it and what to do; tells whether its
 * locale folds accented letters, which a C locale does not.
 */
export async function assertUtf8Database(databaseUrl: string): Promise<DatabaseText> {
  const { connectionString, database } = parseDatabaseUrl(databaseUrl);
  return withPgClient(connectionString, async (client) => {
    const { rows } = await client.query<{ encoding: string }>('SELECT pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()');
    const encoding = rows[0]?.encoding;
    if (encoding !== 'UTF8') {
      throw new Error(
        `The database "${database}" on ${redactUrl(connectionString)} is in ${encoding}, not UTF-8: text limits would count bytes and invalid text would be kept. ` +
          `Create it again in UTF-8 (CREATE DATABASE "${database}" TEMPLATE template0 ENCODING 'UTF8', on a cluster made with initdb --encoding=UTF8 --locale=C.UTF-8) and move its data there (pg_dump, then pg_restore into the new one).`,
      );
    }
    // Only a UTF-8 database takes these escapes.
    const folds = await client.query<{ folds: boolean }>(`SELECT lower(U&'\\00CE') = U&'\\00EE' AS folds`);
    return { foldsAccents: folds.rows[0]?.folds ?? false };
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
  await withMaintenance(serverUrl, (client) => createUtf8Database(client, database));
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
  const { rows } = await withPgClient(connectionString, (client) =>
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
