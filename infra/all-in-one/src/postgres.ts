import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { embeddedPostgres, releaseSignals, type EmbeddedPostgres } from '@local-seo/embedded-postgres';
import { withDatabase, type Logger } from '@local-seo/service-kit';
import type { ProductDatabase } from './databases.js';
import { conversionToFinish, copyIntoUtf8Cluster, databasesNotInUtf8, finishConversion } from './utf8-conversion.js';

export interface DatabaseServer {
  /** The URL of one service's database on this server (created at the service's start). */
  databaseUrl(database: string): string;
  stop(): Promise<void>;
}

/**
 * embedded-postgres stops its servers and exits with 143 on SIGTERM, SIGINT and SIGHUP,
 * racing the launcher's own shutdown, which closes the services first and stops
 * PostgreSQL last. The launcher's signal handling wins.
 */
releaseSignals();

/** Where the embedded server's superuser password is kept, under DATA_DIR (the launcher's user only). */
export const passwordFileName = 'postgres-password';
/** What data directories made before the password was random were initialised with. */
const legacyPassword = 'postgres';

/**
 * The configured PostgreSQL server, else a real PostgreSQL started from embedded-postgres
 * under DATA_DIR: in UTF-8, on 127.0.0.1 only, its superuser's password random, made at
 * the first start and kept in DATA_DIR/postgres-password (mode 0600). A cluster an older
 * version made in another encoding is converted to UTF-8 first (utf8-conversion.ts).
 */
export async function startDatabaseServer(
  options: { postgresUrl?: string; dataDir: string; port: number; databases: ProductDatabase[] },
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
  const serverAt = (dir: string, port: number) => embeddedPostgres({ ...settings, databaseDir: dir, port, password, authMethod: 'scram-sha-256' });
  const urlAt = (port: number) => `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  if (conversionToFinish(databaseDir)) {
    logger.warn({ kept: await finishConversion(databaseDir) }, 'PostgreSQL: finished an interrupted conversion to UTF-8');
  }
  let server = serverAt(databaseDir, options.port);
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    logger.info({ databaseDir }, 'PostgreSQL: initialising a new embedded cluster');
    await server.initialise();
  }
  await server.start();
  if (!fresh) {
    const started = server;
    await replaceLegacyPassword(started, () => embeddedPostgres({ ...settings, password: legacyPassword }), password, logger).catch(async (err: unknown) => {
      await started.stop();
      throw err;
    });
    server = await inUtf8(started, { databaseDir, serverAt, urlAt, port: options.port, databases: options.databases }, logger);
  }
  logger.info({ port: options.port, databaseDir }, 'PostgreSQL: embedded server started');
  const base = urlAt(options.port);
  const running = server;
  return { databaseUrl: (name) => withDatabase(base, name), stop: () => running.stop() };
}

/** The started server when it is in UTF-8; else it is converted (the old folder kept) and the new one started. */
async function inUtf8(
  server: EmbeddedPostgres,
  cluster: { databaseDir: string; serverAt: (dir: string, port: number) => EmbeddedPostgres; urlAt: (port: number) => string; port: number; databases: ProductDatabase[] },
  logger: Logger,
): Promise<EmbeddedPostgres> {
  const serverUrl = cluster.urlAt(cluster.port);
  const other = await databasesNotInUtf8(serverUrl).catch(async (err: unknown) => {
    await server.stop();
    throw err;
  });
  if (other.length === 0) return server;
  logger.warn({ databases: other }, 'PostgreSQL: the data folder was made in another encoding than UTF-8; converting it (the old folder is kept)');
  try {
    await copyIntoUtf8Cluster({ ...cluster, serverUrl, logger });
  } finally {
    await server.stop();
  }
  const kept = await finishConversion(cluster.databaseDir);
  logger.warn({ kept }, `PostgreSQL: converted to UTF-8. The old cluster is kept in ${kept}: delete that folder once you have checked your data.`);
  const converted = cluster.serverAt(cluster.databaseDir, cluster.port);
  await converted.start();
  return converted;
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
