/**
 * Start-up time of `npm start` (cold: nothing built, empty DATA_DIR; warm: the
 * second start) and the memory the all-in-one process and its embedded
 * PostgreSQL hold when idle. Linux only (reads /proc). Run from the repository root:
 *
 *   npm run bench:startup
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 18900;
const builtDirs = ['packages/contracts', 'packages/service-kit', 'services/cities', 'gateway', 'infra/all-in-one'].map((d) => join(d, 'dist'));

function startNpm(dataDir: string): { child: ChildProcess; ready: Promise<number> } {
  const startedAt = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(port + 1), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const ready = new Promise<number>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready in')) resolve(performance.now() - startedAt);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return { child, ready };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/** Proportional set size (shared pages split among the processes sharing them), in MiB. */
function pssMiB(pids: number[]): number {
  const kb = pids.reduce((sum, pid) => {
    const match = /^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return sum + Number(match?.[1] ?? 0);
  }, 0);
  return Math.round(kb / 1024);
}

function pidsWhoseCommandIncludes(text: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').includes(text);
      } catch {
        return false;
      }
    });
}

/** Every process of the embedded cluster: its postmaster and the postmaster's children. */
function postgresPids(dataDir: string): number[] {
  const postmasters = pidsWhoseCommandIncludes(`-D ${join(dataDir, 'postgres')}`);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
        return postmasters.includes(ppid);
      } catch {
        return false;
      }
    });
  return [...postmasters, ...children];
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-startup-'));
await chmod(dataDir, 0o755);
for (const dir of builtDirs) rmSync(dir, { recursive: true, force: true });

const cold = startNpm(dataDir);
const coldMs = await cold.ready;
await stop(cold.child);

const warm = startNpm(dataDir);
const warmMs = await warm.ready;
await new Promise((resolve) => setTimeout(resolve, 10_000)); // idle
const node = pssMiB(pidsWhoseCommandIncludes('infra/all-in-one/dist/main.js').filter((pid) => !readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('sh')));
const postgres = pssMiB(postgresPids(dataDir));
await stop(warm.child);
rmSync(dataDir, { recursive: true, force: true });

console.log(`cold start (build + new cluster + migrations + demo data): ${(coldMs / 1000).toFixed(1)} s`);
console.log(`warm start (nothing to build, existing data):             ${(warmMs / 1000).toFixed(1)} s`);
console.log(`idle memory (PSS): all-in-one Node process ${node} MiB, embedded PostgreSQL ${postgres} MiB`);
