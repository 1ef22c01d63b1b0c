import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { dockerEngineAnswers, startNatsContainer } from './docker.js';
import { fromFirstSource } from './server-source.js';

export interface NatsServer {
  url: string;
  origin: string;
  stop(): Promise<void>;
}

/** True when a NATS server with JetStream enabled answers at the URL. */
export async function natsWithJetStreamAnswers(url: string): Promise<boolean> {
  try {
    const nc = await connect({ servers: url, timeout: 2000, reconnect: false });
    try {
      const info = nc.info;
      return Boolean(info?.jetstream);
    } finally {
      await nc.close();
    }
  } catch {
    return false;
  }
}

/**
 * Finds a real NATS with JetStream: TEST_NATS_URL, else a container from
 * testcontainers where a Docker engine answers, else the local server, else a
 * `nats-server` binary started for the run (TEST_SERVERS takes one of them only).
 * Without any of them the tests fail; they never skip.
 */
export function findNats(): Promise<NatsServer> {
  const fromEnv = process.env.TEST_NATS_URL;
  const local = 'nats://127.0.0.1:4222';
  return fromFirstSource<NatsServer>(
    'NATS server with JetStream',
    {
      url: async () => {
        if (!fromEnv) return undefined;
        if (!(await natsWithJetStreamAnswers(fromEnv))) throw new Error(`TEST_NATS_URL is set but no NATS with JetStream answers at ${fromEnv}`);
        return { url: fromEnv, origin: 'TEST_NATS_URL', stop: async () => undefined };
      },
      testcontainers: async () => {
        if (!(await dockerEngineAnswers())) return undefined;
        const container = await startNatsContainer();
        return { url: container.url, origin: `testcontainers (${container.image})`, stop: container.stop };
      },
      local: async () => ((await natsWithJetStreamAnswers(local)) ? { url: local, origin: 'local server', stop: async () => undefined } : undefined),
      embedded: startNatsServerBinary,
    },
    {
      url: 'TEST_NATS_URL is not set',
      testcontainers: 'no Docker engine answers',
      local: `none with JetStream answers at ${local}`,
      embedded: 'nats-server is not installed (Debian: apt-get install nats-server; or NATS_SERVER_BIN)',
    },
  );
}

/** Starts `nats-server -js` (NATS_SERVER_BIN, from PATH, or Debian's /usr/sbin) on a free port with a temporary store. */
async function startNatsServerBinary(): Promise<NatsServer | undefined> {
  const bin = process.env.NATS_SERVER_BIN ?? (existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server');
  const storeDir = await mkdtemp(join(tmpdir(), 'test-nats-'));
  const port = 14222 + Math.floor(Math.random() * 1000);
  const child = spawn(bin, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], { stdio: 'ignore' });
  const failed = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(true));
    child.once('spawn', () => resolve(false));
  });
  const url = `nats://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await rm(storeDir, { recursive: true, force: true });
  };
  if (failed) {
    await rm(storeDir, { recursive: true, force: true });
    return undefined;
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await natsWithJetStreamAnswers(url)) return { url, origin: `${bin} started for this run`, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  return undefined;
}
