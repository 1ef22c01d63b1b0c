/**
 * The built product as `npm start` runs it (node infra/all-in-one/dist/main.js), in a
 * process of its own: a temporary DATA_DIR and free ports, NODE_ENV=production, sample
 * weather (nothing leaves the machine). With `bus: 'nats'` a private nats-server with
 * JetStream is started for it, so its EVENTS stream meets no other user of the local NATS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@local-seo/testing';

export type BusKind = 'in-process' | 'nats';

export interface ProductProcess {
  url: string;
  pid: number;
  /** CPU seconds (user + system) used so far by the product's Node process and by the processes it started (its PostgreSQL). */
  cpuSeconds(): { node: number; children: number };
  stop(): Promise<void>;
}


async function portAnswers(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  const answered = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    socket.setTimeout(1000, () => resolve(false));
  });
  socket.destroy();
  return answered;
}

/** Stops a detached child and everything it started (its process group): SIGTERM, then SIGKILL. */
async function stopGroup(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

async function startNats(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const binary = process.env.NATS_SERVER_BIN ?? 'nats-server';
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', join(dir, 'nats')], { stdio: 'ignore', detached: true });
  const deadline = Date.now() + 15_000;
  while (!(await portAnswers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${binary} did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `nats://127.0.0.1:${port}`, child };
}

interface ProcessEntry {
  parent: number;
  cpuSeconds: number;
}

/** Every process's parent and CPU time, from /proc/<pid>/stat (Linux). */
function processTable(): Map<number, ProcessEntry> {
  const table = new Map<number, ProcessEntry>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // After the command's closing parenthesis: state, ppid, ... utime, stime, cutime, cstime (fields 14
      // to 17, in ticks of 1/100 s). cutime and cstime keep the time of children that ended (a closed connection).
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
      const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
      table.set(Number(name), { parent: Number(fields[1]), cpuSeconds: ticks / 100 });
    } catch {
      // the process ended meanwhile
    }
  }
  return table;
}

function descendsFrom(pid: number, ancestor: number, table: Map<number, ProcessEntry>): boolean {
  for (let parent = table.get(pid)?.parent; parent !== undefined && parent > 1; parent = table.get(parent)?.parent) {
    if (parent === ancestor) return true;
  }
  return false;
}

export async function startProduct(options: { bus: BusKind; adminPassword: string; env?: Record<string, string>; nodeArgs?: string[] }): Promise<ProductProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-mixed-load-'));
  await chmod(dataDir, 0o755); // as root, the embedded PostgreSQL runs as `postgres` and must reach it
  const nats = options.bus === 'nats' ? await startNats(dataDir) : undefined;
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'infra/all-in-one/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      ADMIN_PASSWORD: options.adminPassword,
      NATS_URL: nats?.url ?? '',
      WEATHER_PROVIDER: 'sample',
      WEATHER_REFRESH_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = async () => {
    await stopGroup(child, 30_000);
    if (nats) await stopGroup(nats.child, 10_000);
    await rm(dataDir, { recursive: true, force: true });
  };

  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready in')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the product exited with ${code}:\n${output}`)));
  });
  // Its warnings and errors go on showing while the benchmark runs.
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  try {
    await ready;
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    cpuSeconds: () => {
      const processes = processTable();
      const descendants = [...processes.keys()].filter((pid) => pid !== child.pid && descendsFrom(pid, child.pid!, processes));
      return { node: processes.get(child.pid!)?.cpuSeconds ?? 0, children: descendants.reduce((sum, pid) => sum + processes.get(pid)!.cpuSeconds, 0) };
    },
    stop,
  };
}
