import { createPgDb } from '@local-seo/testing';

/** Per table of each database ("service.schema.table"), an md5 of all its rows in a stable order. */
export type Snapshot = Record<string, string>;

const tablesQuery = `
  select table_schema as schema, table_name as name from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
  order by 1, 2`;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Reads every table of every database (schemas of the services and of service-kit alike). */
export async function snapshotDatabases(urls: Record<string, string>): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  for (const [service, url] of Object.entries(urls)) {
    const db = createPgDb(url, { max: 1 });
    try {
      const tables = await db.$queryRawUnsafe<{ schema: string; name: string }[]>(tablesQuery);
      for (const { schema, name } of tables) {
        const key = `${service}.${schema}.${name}`;
        const [row] = await db.$queryRawUnsafe<{ digest: string }[]>(
          `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${quote(schema)}.${quote(name)} t`,
        );
        snapshot[key] = row!.digest;
      }
    } finally {
      await db.$disconnect();
    }
  }
  return snapshot;
}

/** Snapshots until two in a row agree: the demo data's events and the first sitemap have settled. */
export async function settledSnapshot(read: () => Promise<Snapshot>, { intervalMs = 1500, timeoutMs = 90_000 } = {}): Promise<Snapshot> {
  const deadline = Date.now() + timeoutMs;
  let previous = await read();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const next = await read();
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    const changed = Object.keys(next).filter((key) => next[key] !== previous[key]);
    if (Date.now() > deadline) throw new Error(`The databases never settled; still changing: ${changed.join(', ')}`);
    previous = next;
  }
}
