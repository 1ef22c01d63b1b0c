import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { EmbeddedPostgres } from '@local-seo/embedded-postgres';
import { applyMigrations, ensureDatabase, withDatabase, withPgClient, type Logger } from '@local-seo/service-kit';
import type pg from 'pg';
import type { ProductDatabase } from './databases.js';
import { reservePort } from './reserve-port.js';

/**
 * A data folder whose cluster was made before every embedded cluster was UTF-8 (initdb
 * on a machine without LANG made it SQL_ASCII) is converted at start, as a dump and
 * reload would: a new UTF-8 cluster beside it gets each product database's tables from
 * the product's own migrations and every row, checked as UTF-8 on the way; then it takes
 * the old folder's place, and the old folder is kept under another name until the user
 * deletes it. Nothing is changed when any step fails (docs/decisions.md,
 * decision 12).
 */

/** Where the new cluster is made, beside the old one. */
const convertingSuffix = '.utf8';
/** Written once the new cluster holds everything and is stopped: from then on, only renames are left. */
const doneMarker = (databaseDir: string) => `${databaseDir}${convertingSuffix}.done`;

export interface Conversion {
  /** The folder of the cluster in use (DATA_DIR/postgres). */
  databaseDir: string;
  /** The running old cluster's superuser URL, on its maintenance database. */
  serverUrl: string;
  /** An embedded server on a folder and port, with the same superuser and password as the old one. */
  serverAt(databaseDir: string, port: number): EmbeddedPostgres;
  /** The superuser URL of a server on that port. */
  urlAt(port: number): string;
  databases: ProductDatabase[];
  logger: Logger;
}

/** The databases of the cluster (templates included) that are not in UTF-8. */
export async function databasesNotInUtf8(serverUrl: string): Promise<string[]> {
  return withPgClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE encoding <> pg_char_to_encoding('UTF8') ORDER BY datname",
    );
    return rows.map((row) => row.datname);
  });
}

/**
 * Makes the UTF-8 cluster beside the old one (which keeps running, unchanged but for its
 * pending migrations) with every product database and row, and stops it. The old cluster
 * is the caller's to stop before finishConversion puts the new one in its place.
 */
export async function copyIntoUtf8Cluster(conversion: Conversion): Promise<void> {
  const { databaseDir, logger } = conversion;
  const newDir = `${databaseDir}${convertingSuffix}`;
  await rm(newDir, { recursive: true, force: true }); // what an interrupted conversion left
  await rm(doneMarker(databaseDir), { force: true });

  const present = await productDatabasesIn(conversion.serverUrl, conversion.databases);
  // The old databases first reach the migrations the new ones get, so both have the same tables.
  for (const database of present) await migrate(withDatabase(conversion.serverUrl, database.name), database, logger);

  const reserved = await reservePort('127.0.0.1');
  await reserved.release();
  const server = conversion.serverAt(newDir, reserved.port);
  try {
    await server.initialise();
    await server.start();
    for (const database of present) {
      const target = withDatabase(conversion.urlAt(reserved.port), database.name);
      await ensureDatabase(target);
      await migrate(target, database, logger);
      const copied = await copyDatabase(withDatabase(conversion.serverUrl, database.name), target);
      logger.info({ database: database.name, ...copied }, 'PostgreSQL: database copied into the UTF-8 cluster');
    }
    await server.stop();
  } catch (err) {
    await server.stop().catch(() => undefined);
    await rm(newDir, { recursive: true, force: true });
    throw err;
  }
  await writeFile(doneMarker(databaseDir), `${new Date().toISOString()}\n`);
}

/**
 * Puts the converted cluster in the old one's place (both stopped), keeping the old one
 * under another name, which it returns. Also finishes a conversion that was stopped
 * between its last copy and its renames.
 */
export async function finishConversion(databaseDir: string): Promise<string> {
  const newDir = `${databaseDir}${convertingSuffix}`;
  const kept = join(dirname(databaseDir), `${basename(databaseDir)}-sql_ascii-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`);
  if (existsSync(databaseDir)) await rename(databaseDir, kept);
  await rename(newDir, databaseDir);
  await rm(doneMarker(databaseDir), { force: true });
  return kept;
}

/** True when a conversion copied everything but did not put the new cluster in place. */
export const conversionToFinish = (databaseDir: string) => existsSync(doneMarker(databaseDir));

async function migrate(url: string, database: ProductDatabase, logger: Logger): Promise<void> {
  await applyMigrations({ databaseUrl: url, schemaPath: database.schemaPath, migrationsDir: database.migrationsDir, log: (message) => logger.debug(message) });
}

/** The product's databases the old cluster holds; another database with tables stops the conversion. */
async function productDatabasesIn(serverUrl: string, databases: ProductDatabase[]): Promise<ProductDatabase[]> {
  const names = await withPgClient(serverUrl, async (client) =>
    (await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE NOT datistemplate AND datname <> 'postgres'")).rows.map((row) => row.datname),
  );
  const foreign = names.filter((name) => !databases.some((database) => database.name === name));
  if (foreign.length > 0) {
    throw new Error(
      `The embedded PostgreSQL is not in UTF-8 and holds databases npm start did not make (${foreign.join(', ')}): ` +
        'it cannot convert them itself. Move their data out, drop them, and start again.',
    );
  }
  return databases.filter((database) => names.includes(database.name));
}

interface Table {
  name: string;
  columns: string;
}

/** Copies every row of every table (sequences too) from one database into the same tables of another, in one transaction. */
async function copyDatabase(fromUrl: string, toUrl: string): Promise<{ tables: number; rows: number }> {
  return withPgClient(fromUrl, (from) =>
    withPgClient(toUrl, async (to) => {
      const tables = await tablesOf(from);
      await to.query('BEGIN');
      try {
        // Rows arrive in any order: foreign keys are checked by the old database already.
        await to.query('SET LOCAL session_replication_role = replica');
        if (tables.length > 0) await to.query(`TRUNCATE ${tables.map((table) => table.name).join(', ')}`);
        let rows = 0;
        for (const table of tables) rows += await copyTable(from, to, table);
        await copySequences(from, to);
        await to.query('COMMIT');
        return { tables: tables.length, rows };
      } catch (err) {
        await to.query('ROLLBACK').catch(() => undefined);
        throw err;
      }
    }),
  );
}

async function tablesOf(client: pg.Client): Promise<Table[]> {
  const { rows } = await client.query<{ name: string; columns: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name,
            string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      GROUP BY n.nspname, c.relname
      ORDER BY 1`,
  );
  return rows;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const batchRows = 500;

/** Reads the table's rows as JSON in their stored bytes, refuses any that are not UTF-8, and inserts them. */
async function copyTable(from: pg.Client, to: pg.Client, table: Table): Promise<number> {
  let after = '(0,0)';
  let copied = 0;
  for (;;) {
    // convert_to(…, 'SQL_ASCII') hands over the bytes as stored, so invalid text is seen, not replaced.
    const { rows } = await from.query<{ at: string; row: Buffer }>(
      `SELECT t.ctid::text AS at, convert_to(row_to_json(t)::text, 'SQL_ASCII') AS row FROM ${table.name} t WHERE t.ctid > $1::tid ORDER BY t.ctid LIMIT ${batchRows}`,
      [after],
    );
    if (rows.length === 0) return copied;
    const json = rows.map((row) => {
      try {
        return utf8.decode(row.row);
      } catch {
        throw new Error(`A row of ${table.name} (at ${row.at}) holds text that is not UTF-8: the conversion stopped and changed nothing. Correct that row, then start again.`);
      }
    });
    await to.query(
      `INSERT INTO ${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT ${table.columns} FROM json_populate_recordset(null::${table.name}, $1::json)`,
      [`[${json.join(',')}]`],
    );
    copied += rows.length;
    after = rows.at(-1)!.at;
  }
}

async function copySequences(from: pg.Client, to: pg.Client): Promise<void> {
  const { rows } = await from.query<{ name: string; value: string | null }>(
    "SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value FROM pg_sequences WHERE schemaname NOT LIKE 'pg\\_%'",
  );
  for (const row of rows) if (row.value !== null) await to.query('SELECT setval($1::regclass, $2::bigint, true)', [row.name, row.value]);
}
