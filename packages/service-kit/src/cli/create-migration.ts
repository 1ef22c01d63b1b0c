/**
 * Creates the next Prisma migration of the service in the current folder with
 * the WebAssembly schema engine (`prisma migrate dev --create-only` without the
 * native engine). Run from a service folder:
 *
 *   tsx ../../packages/service-kit/src/cli/create-migration.ts --name <name>
 *
 * The shadow database is a temporary one on the server of DATABASE_URL (or
 * the local PostgreSQL), dropped afterwards. Nothing is applied.
 */
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { redactUrl } from '../db/migrations/database-url.js';
import { createMigration, createTemporaryDatabase } from '../db/migrations/index.js';

const LOCAL_SERVER = 'postgresql://postgres@127.0.0.1:5432/postgres';
const USAGE = `Usage: create-migration --name <name> [--schema prisma/schema.prisma] [--migrations prisma/migrations]
Diffs the migrations folder against the schema and writes <timestamp>_<name>/migration.sql.
The temporary shadow database is made on the server of DATABASE_URL (default ${LOCAL_SERVER}).`;

/** A path as the user would type it from here. */
function shown(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith('..') ? path : fromHere;
}

function options() {
  try {
    return parseArgs({
      options: {
        name: { type: 'string', short: 'n' },
        schema: { type: 'string', default: 'prisma/schema.prisma' },
        migrations: { type: 'string', default: 'prisma/migrations' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
}

async function main(): Promise<number> {
  const values = options();
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.name) {
    console.error(`A migration name is required.\n${USAGE}`);
    return 2;
  }
  const schemaPath = resolve(values.schema);
  const migrationsDir = resolve(values.migrations);
  const server = process.env.DATABASE_URL || LOCAL_SERVER;

  const shadow = await createTemporaryDatabase(server);
  console.log(`Shadow database: ${redactUrl(shadow.url)}`);
  try {
    const { directory } = await createMigration({ schemaPath, migrationsDir, name: values.name, shadowDatabaseUrl: shadow.url });
    if (directory) {
      console.log(`Created migration ${shown(directory)}/migration.sql from ${shown(schemaPath)}`);
    } else {
      console.log(`No migration created: ${shown(migrationsDir)} already matches ${shown(schemaPath)}`);
    }
    return 0;
  } finally {
    await shadow.drop();
    console.log('Shadow database dropped');
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
