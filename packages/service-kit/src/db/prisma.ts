import { PrismaPg } from '@prisma/adapter-pg';
import type { Logger } from 'pino';
import { applyMigrations, assertUtf8Database, ensureDatabase } from './migrations/index.js';
import type { TransactionalDb } from './sql-client.js';

export interface DatabaseOptions<Db extends TransactionalDb<any>> {
  url: string;
  /** The service's prisma/schema.prisma and prisma/migrations, absolute paths. */
  schemaPath: string;
  migrationsDir: string;
  /** Builds the service's own generated PrismaClient on the adapter. */
  connect: (adapter: PrismaPg) => Db;
  /** Connections in the pool (default 10). */
  poolSize?: number;
}

/** Creates the database if needed (refusing one not in UTF-8), applies pending migrations, and connects. */
export async function openDatabase<Db extends TransactionalDb<any>>(options: DatabaseOptions<Db>, logger: Logger): Promise<Db> {
  await ensureDatabase(options.url);
  const text = await assertUtf8Database(options.url);
  if (!text.foldsAccents) {
    logger.warn(
      'the database\'s locale folds only ASCII letters: a case-insensitive search for "île" misses "Île". Make its cluster with initdb --locale=C.UTF-8 (docs/operations.md)',
    );
  }
  const { applied } = await applyMigrations({
    databaseUrl: options.url,
    schemaPath: options.schemaPath,
    migrationsDir: options.migrationsDir,
    log: (message) => logger.debug(message),
  });
  if (applied.length > 0) logger.info({ applied }, 'database migrations applied');
  const adapter = new PrismaPg({ connectionString: options.url, max: options.poolSize ?? 10 });
  return options.connect(adapter);
}
