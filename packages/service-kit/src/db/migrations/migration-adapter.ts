/**
 * The driver adapter the WebAssembly schema engine talks to PostgreSQL through:
 * `@prisma/adapter-pg` on our own pools, with the fixes of ./pg-compat.ts, a
 * search_path for a non-public schema, and a shadow database that is the one
 * we name. (The adapter's own `connectToShadowDb` spreads a connection string
 * that still names the main database, so its "shadow" would be the main one.)
 */
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { parseDatabaseUrl, quoteIdent } from './database-url.js';
import { executeWholeScript, readCharColumnsAsCharacters, readCharColumnsAsText } from './pg-compat.js';

interface MigrationAdapterOptions {
  /** The database the engine migrates (or, for a diff only, any reachable one). */
  databaseUrl: string;
  /** An existing, empty database the engine may reset and replay migrations into. */
  shadowDatabaseUrl?: string | undefined;
}

interface MigrationAdapter {
  /** What `SchemaEngine.new` takes. */
  factory: ReturnType<typeof bindMigrationAwareSqlAdapterFactory>;
  /** PostgreSQL's error from the last script (migration) that failed, if any. */
  lastScriptError(): unknown;
  /** Ends every pool opened for the engine. */
  close(): Promise<void>;
}

export function createMigrationAdapter(options: MigrationAdapterOptions): MigrationAdapter {
  const pools = new Set<pg.Pool>();
  let scriptError: unknown;
  const open = (databaseUrl: string) => openAdapter(databaseUrl, pools, (error) => (scriptError = error));
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: () => open(options.databaseUrl),
    connectToShadowDb: () => {
      if (!options.shadowDatabaseUrl) throw new Error('This operation needs a shadow database, and none was given');
      return open(options.shadowDatabaseUrl);
    },
  };
  return {
    factory: bindMigrationAwareSqlAdapterFactory(factory),
    lastScriptError: () => scriptError,
    close: async () => {
      await Promise.all([...pools].filter((p) => !p.ending && !p.ended).map((p) => p.end()));
      pools.clear();
    },
  };
}

async function openAdapter(
  databaseUrl: string,
  pools: Set<pg.Pool>,
  onScriptError: (error: unknown) => void,
): Promise<SqlDriverAdapter> {
  const { connectionString, schema } = parseDatabaseUrl(databaseUrl);
  const pool = new pg.Pool({
    connectionString,
    max: 4,
    onConnect: async (client) => {
      readCharColumnsAsText(client);
      if (schema) await client.query(`SET search_path TO ${quoteIdent(schema)}`);
    },
  });
  pools.add(pool);
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  const adapter = await new PrismaPg(pool, { schema, disposeExternalPool: true }).connect();
  readCharColumnsAsCharacters(adapter as unknown as Parameters<typeof readCharColumnsAsCharacters>[0]);
  adapter.executeScript = (script) => executeWholeScript(pool, script, onScriptError);
  return adapter;
}
