import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnLogged, stopChild } from './child-process.js';
import type { LogBuffer } from './log-buffer.js';
import { answers200, waitFor } from './wait.js';

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface NodeProcessOptions {
  /** e.g. "weather" or "gateway": the log label. */
  name: string;
  /** The entry file, relative to the repository root (e.g. services/weather/src/server.ts). */
  entry: string;
  port: number;
  /** Its environment (PORT and HOST are set here; PATH and HOME are passed on). */
  env: Record<string, string>;
  log: LogBuffer;
  readyTimeoutMs?: number;
  /** Where it answers 200 once ready (default /readyz). */
  readyPath?: string;
}

export interface NodeProcess {
  readonly name: string;
  readonly url: string;
  readonly running: boolean;
  /** The process id of the current run (undefined before the first start). */
  readonly pid: number | undefined;
  /** Spawns it and waits until it is ready (/readyz answers 200); resolves to the milliseconds that took. */
  start(): Promise<number>;
  /** Sends the signal (SIGTERM: a clean shutdown; SIGKILL: none) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** A service or the gateway as its own Node process, run from its TypeScript sources with tsx. */
export function nodeProcess(options: NodeProcessOptions): NodeProcess {
  const url = `http://127.0.0.1:${options.port}`;
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    ...options.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
  };
  let child: ChildProcess | undefined;
  const alive = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  return {
    name: options.name,
    url,
    get running() {
      return alive();
    },
    get pid() {
      return child?.pid;
    },
    async start() {
      if (alive()) throw new Error(`${options.name} is already running`);
      const began = Date.now();
      child = await spawnLogged(process.execPath, ['--conditions=development', '--import', 'tsx', options.entry], {
        label: options.name,
        log: options.log,
        env,
        cwd: repositoryRoot,
      });
      const readyUrl = `${url}${options.readyPath ?? '/readyz'}`;
      await waitFor(() => answers200(readyUrl), {
        what: `${options.name} ready at ${readyUrl}`,
        timeoutMs: options.readyTimeoutMs ?? 60_000,
        intervalMs: 100,
        giveUpIf: () => (alive() ? undefined : 'it exited'),
      });
      return Date.now() - began;
    },
    async kill(signal = 'SIGTERM') {
      if (child) await stopChild(child, signal);
    },
  };
}
