import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnLogged, stopChild } from './child-process.js';
import { freePort } from '@local-seo/testing';
import { LogBuffer } from './log-buffer.js';
import { answers200, waitFor } from './wait.js';

export interface NatsProcess {
  url: string;
  log: LogBuffer;
  /** Starts it again on the same port with the same JetStream store. */
  start(): Promise<void>;
  /** A clean shutdown (SIGTERM). */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all. */
  kill(): Promise<void>;
  /** Stops it and removes its store. */
  close(): Promise<void>;
}

/** A private `nats-server -js` (NATS_SERVER_BIN or /usr/sbin/nats-server) on free ports, its store kept across restarts. */
export async function startNatsProcess(): Promise<NatsProcess> {
  const bin = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
  const storeDir = await mkdtemp(join(tmpdir(), 'resilience-nats-'));
  const [port, monitorPort] = [await freePort(), await freePort()];
  const log = new LogBuffer();
  const args = ['-js', '-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort), '-sd', storeDir];
  let child: ChildProcess | undefined;

  async function start() {
    child = await spawnLogged(bin, args, { label: 'nats', log });
    await waitFor(() => answers200(`http://127.0.0.1:${monitorPort}/healthz?js-enabled-only=true`), {
      what: `nats-server with JetStream on port ${port}`,
      timeoutMs: 15_000,
      intervalMs: 100,
    });
  }
  const stopWith = async (signal: NodeJS.Signals) => {
    if (child) await stopChild(child, signal);
    child = undefined;
  };

  try {
    await start();
  } catch (err) {
    await stopWith('SIGKILL');
    await rm(storeDir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    log,
    start,
    stop: () => stopWith('SIGTERM'),
    kill: () => stopWith('SIGKILL'),
    async close() {
      await stopWith('SIGTERM');
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}
