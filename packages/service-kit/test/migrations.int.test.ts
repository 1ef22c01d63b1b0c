import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabase, startEmbeddedPostgres, type TestDatabase } from '@local-seo/testing';
import { createLogger } from '../src/logger.js';
import { openDatabase } from '../src/db/prisma.js';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { applyMigrations, assertUtf8Database, createMigration, createTemporaryDatabase, ensureDatabase, withDatabase } from '../src/db/migrations/index.js';
import { dropDatabase } from '../src/db/migrations/databases.js';
import { lockfileContent } from '../src/db/migrations/migrations-folder.js';

const citiesPrisma = fileURLToPath(new URL('../../../services/cities/prisma/', import.meta.url));
const cities = { schemaPath: join(citiesPrisma, 'schema.prisma'), migrationsDir: join(citiesPrisma, 'migrations') };

// Everything a test makes is undone after it, whatever its outcome.
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function database(label: string): Promise<TestDatabase> {
  const db = await freshDatabase(label);
  cleanups.push(db.drop);
  return db;
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A copy of the cities migrations folder that a test may add to. */
async function citiesMigrationsCopy(): Promise<string> {
  const dir = join(await tempDir(), 'migrations');
  await cp(cities.migrationsDir, dir, { recursive: true });
  return dir;
}

async function query<R extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const migrationNames = async (dir: string) =>
  (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();

const tableExists = async (url: string, schema: string, table: string) =>
  (await query(url, 'SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2', [schema, table]))
    .length === 1;

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
}

describe('applyMigrations', () => {
  it('applies the cities migrations and records them as prisma migrate deploy does', async () => {
    const db = await database('apply');
    const names = await migrationNames(cities.migrationsDir);
    expect(names.length).toBeGreaterThan(0);

    const logs: string[] = [];
    const { applied } = await applyMigrations({ databaseUrl: db.url, ...cities, log: (m) => logs.push(m) });

    expect(applied).toEqual(names);
    expect(logs.join('\n')).toContain(`Applying \`${names[0]}\``);
    expect(await tableExists(db.url, 'public', 'cities')).toBe(true);
    const rows = await query<MigrationRow>(db.url, 'SELECT * FROM _prisma_migrations ORDER BY migration_name');
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    for (const row of rows) {
      const sql = await readFile(join(cities.migrationsDir, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it('applies nothing the second time', async () => {
    const db = await database('apply_twice');
    await applyMigrations({ databaseUrl: db.url, ...cities });

    const second = await applyMigrations({ databaseUrl: db.url, ...cities });

    expect(second.applied).toEqual([]);
    const rows = await query(db.url, 'SELECT 1 FROM _prisma_migrations');
    expect(rows).toHaveLength((await migrationNames(cities.migrationsDir)).length);
  });

  it('applies each migration once when two runs race', async () => {
    const db = await database('apply_race');
    const runs = await Promise.all([1, 2].map(() => applyMigrations({ databaseUrl: db.url, ...cities })));

    const names = await migrationNames(cities.migrationsDir);
    expect(runs.flatMap((r) => r.applied).sort()).toEqual(names);
    expect(await query(db.url, 'SELECT 1 FROM _prisma_migrations')).toHaveLength(names.length);
  });

  it('applies into a non-public schema named by ?schema=', async () => {
    const db = await database('apply_schema');
    const url = `${db.url}?schema=cities_svc`;

    const { applied } = await applyMigrations({ databaseUrl: url, ...cities });

    expect(applied).toEqual(await migrationNames(cities.migrationsDir));
    expect(await tableExists(db.url, 'cities_svc', 'cities')).toBe(true);
    expect(await tableExists(db.url, 'cities_svc', '_prisma_migrations')).toBe(true);
    expect(await tableExists(db.url, 'public', 'cities')).toBe(false);
  });

  it('runs a migration script whole, semicolons in strings and bodies included', async () => {
    const db = await database('apply_script');
    const dir = await citiesMigrationsCopy();
    await mkdir(join(dir, '29990101000000_tricky'));
    await writeFile(
      join(dir, '29990101000000_tricky', 'migration.sql'),
      `CREATE TABLE "notes" ("body" TEXT NOT NULL DEFAULT 'a;b');\n` +
        `DO $$ BEGIN INSERT INTO "notes" VALUES ('x;y'); INSERT INTO "notes" DEFAULT VALUES; END $$;\n`,
    );

    await applyMigrations({ databaseUrl: db.url, schemaPath: cities.schemaPath, migrationsDir: dir });

    const rows = await query<{ body: string }>(db.url, 'SELECT body FROM notes ORDER BY body');
    expect(rows.map((r) => r.body)).toEqual(['a;b', 'x;y']);
  });

  it('fails clearly on a failing migration, rolls it back, and records it as failed', async () => {
    const db = await database('apply_failing');
    const dir = await citiesMigrationsCopy();
    const bad = '29990101000000_broken';
    await mkdir(join(dir, bad));
    await writeFile(join(dir, bad, 'migration.sql'), 'CREATE TABLE "half_done" ("id" INT);\nSELECT * FROM "no_such_table";\n');
    const apply = () => applyMigrations({ databaseUrl: db.url, schemaPath: cities.schemaPath, migrationsDir: dir });

    const error = await apply().then(
      () => expect.fail('the broken migration was applied'),
      (e: unknown) => e as Error,
    );

    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain(`Migration \`${bad}\` failed`);
    expect(error.message).toContain('relation "no_such_table" does not exist');
    expect(error.message).not.toMatch(/^\s+\d+: /m); // no engine span trace
    expect(await tableExists(db.url, 'public', 'cities')).toBe(true); // the good ones before it stay
    expect(await tableExists(db.url, 'public', 'half_done')).toBe(false); // the script ran as one transaction
    const [row] = await query<MigrationRow>(db.url, 'SELECT * FROM _prisma_migrations WHERE migration_name = $1', [bad]);
    expect(row?.finished_at).toBeNull();
    expect(row?.logs).toContain('no_such_table');

    await expect(apply()).rejects.toThrow(/failed migrations in the target database/);
  });
});

describe('ensureDatabase', () => {
  it('creates a missing database and leaves an existing one alone', async () => {
    const db = await database('ensure');
    const missing = new URL(db.url);
    missing.pathname = `/${db.name}_new`;
    const url = missing.toString();
    cleanups.push(() => dropDatabase(url));

    await ensureDatabase(url);
    await query(url, 'CREATE TABLE kept (id INT)');
    await ensureDatabase(url);

    expect(await tableExists(url, 'public', 'kept')).toBe(true);
  });
});

describe('a database not in UTF-8', () => {
  /** A database made as a cluster without LANG would make it: `encoding`, the C locale. */
  async function madeIn(encoding: 'SQL_ASCII' | 'UTF8', label: string): Promise<string> {
    const url = withDatabase(inject('postgresAdminUrl'), `t_${label}_${Date.now().toString(36)}`);
    const name = new URL(url).pathname.slice(1);
    await query(inject('postgresAdminUrl'), `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING '${encoding}' LOCALE_PROVIDER libc LOCALE 'C'`);
    cleanups.push(() => dropDatabase(url));
    return url;
  }

  it('is refused at a service’s start, naming it and what to do', async () => {
    const url = await madeIn('SQL_ASCII', 'sql_ascii');
    const opened = openDatabase({ url, ...cities, connect: () => expect.unreachable('a SQL_ASCII database was opened') }, createLogger('silent'));
    await expect(opened).rejects.toThrow(/The database "t_sql_ascii_\w+" on .* is in SQL_ASCII, not UTF-8: .*ENCODING 'UTF8'/);
    expect(await tableExists(url, 'public', '_prisma_migrations')).toBe(false);
  });

  it('in UTF-8 with the C locale, is taken, but said to fold only ASCII letters', async () => {
    expect(await assertUtf8Database(await madeIn('UTF8', 'c_locale'))).toEqual({ foldsAccents: false });
    expect(await assertUtf8Database((await database('utf8')).url)).toEqual({ foldsAccents: true });
  });
});

describe('createMigration', () => {
  it('returns null when the migrations already match the schema', async () => {
    const shadow = await database('create_same');
    const dir = await citiesMigrationsCopy();

    const { directory } = await createMigration({ ...cities, migrationsDir: dir, name: 'nothing', shadowDatabaseUrl: shadow.url });

    expect(directory).toBeNull();
    expect(await migrationNames(dir)).toEqual(await migrationNames(cities.migrationsDir));
  });

  it('writes a migration that creates an added model, which then applies', async () => {
    const shadow = await database('create_added');
    const dir = await citiesMigrationsCopy();
    const schemaPath = join(await tempDir(), 'schema.prisma');
    const model = '\nmodel Widget {\n  id    Int    @id @default(autoincrement())\n  label String @db.VarChar(40)\n\n  @@map("widgets")\n}\n';
    await writeFile(schemaPath, (await readFile(cities.schemaPath, 'utf8')) + model);

    const { directory } = await createMigration({ schemaPath, migrationsDir: dir, name: 'addWidgets', shadowDatabaseUrl: shadow.url });

    expect(directory).toMatch(/[/\\]\d{14}_add_widgets$/);
    const sql = await readFile(join(directory!, 'migration.sql'), 'utf8');
    expect(sql).toContain('CREATE TABLE "widgets"');
    expect(sql).toContain('"label" VARCHAR(40) NOT NULL');
    expect(sql).not.toContain('CREATE TABLE "cities"');

    const target = await database('create_added_apply');
    const { applied } = await applyMigrations({ databaseUrl: target.url, schemaPath, migrationsDir: dir });
    expect(applied.at(-1)).toBe(directory!.split(/[/\\]/).at(-1));
    expect(await tableExists(target.url, 'public', 'widgets')).toBe(true);
  });

  it('diffs on PostgreSQL 18, which lists NOT NULL constraints where the engine reads constraint types as characters', { timeout: 120_000 }, async () => {
    const server = await startEmbeddedPostgres();
    cleanups.push(server.stop);
    expect(Number((await query<{ v: string }>(server.adminUrl, "SELECT current_setting('server_version_num') AS v"))[0]!.v)).toBeGreaterThanOrEqual(180000);
    const shadow = await createTemporaryDatabase(server.adminUrl, 'create_pg18');
    const { directory } = await createMigration({ ...cities, migrationsDir: await citiesMigrationsCopy(), name: 'nothing', shadowDatabaseUrl: shadow.url });
    expect(directory).toBeNull();
  });

  it('starts an empty folder with the lock file Prisma writes', async () => {
    const shadow = await database('create_first');
    const dir = join(await tempDir(), 'migrations');

    const { directory } = await createMigration({ ...cities, migrationsDir: dir, name: 'init', shadowDatabaseUrl: shadow.url });

    expect(directory).toMatch(/\d{14}_init$/);
    expect(await readFile(join(dir, 'migration_lock.toml'), 'utf8')).toBe(lockfileContent('postgresql'));
    const sql = await readFile(join(directory!, 'migration.sql'), 'utf8');
    expect(sql).toContain('CREATE TABLE "cities"');
    expect(sql).not.toContain('CREATE SCHEMA'); // replayed from an empty history, as migrate dev does
  });

  it('refuses a shadow database that is not empty', async () => {
    const shadow = await database('create_dirty');
    await query(shadow.url, 'CREATE TABLE precious (id INT)');
    const dir = await citiesMigrationsCopy();

    await expect(
      createMigration({ ...cities, migrationsDir: dir, name: 'x', shadowDatabaseUrl: shadow.url }),
    ).rejects.toThrow(/shadow database .* is not empty \(public\.precious\)/);
    expect(await tableExists(shadow.url, 'public', 'precious')).toBe(true);
  });
});
