import { spawn, type ChildProcess } from 'node:child_process';
import type { LogBuffer } from './log-buffer.js';

interface SpawnOptions {
  /** Shown in front of each line of the log. */
  label: string;
  log: LogBuffer;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/** Spawns a process whose stdout and stderr go to the log; rejects when it cannot start (e.g. no such binary). */
export async function spawnLogged(command: string, args: string[], options: SpawnOptions): Promise<ChildProcess> {
  const child = spawn(command, args, { env: options.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const write = (chunk: Buffer) => options.log.append(prefixLines(options.label, chunk.toString('utf8')));
  child.stdout?.on('data', write);
  child.stderr?.on('data', write);
  // Never left behind by a test process that ends without closing its system.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  child.once('exit', (code, signal) => {
    process.off('exit', reap);
    options.log.append(`[${options.label}] exited (code ${code}, signal ${signal})\n`);
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (err) => reject(new Error(`Could not start ${command} (${options.label}): ${err.message}`)));
  });
  return child;
}

/** Sends the signal and waits for the exit; SIGKILL if it is still there after `graceMs`. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function prefixLines(label: string, text: string): string {
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => `[${label}] ${line}\n`)
    .join('');
}
