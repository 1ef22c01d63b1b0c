import type { TestProject } from 'vitest/node';
import { findNats } from './nats.js';
import { findPostgres } from './postgres.js';
import './context.js';

/**
 * Finds (or starts) the real PostgreSQL and NATS every integration test uses,
 * once per run. A missing server fails the run; it never skips tests.
 */
export default async function setup(project: TestProject) {
  const [postgres, nats] = await Promise.all([findPostgres(), findNats()]);
  console.log(`[tests] PostgreSQL from ${postgres.origin}; NATS from ${nats.origin} (${nats.url})`);
  project.provide('postgresAdminUrl', postgres.adminUrl);
  project.provide('natsUrl', nats.url);
  return async () => {
    await Promise.all([postgres.stop(), nats.stop()]);
  };
}
