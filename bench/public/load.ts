/**
 * The load generators of the public-pages benchmark: wrk (Debian's `wrk`) when it is
 * installed, else autocannon, each in a process of its own; and the tools made sure of
 * first (as root, Debian's `wrk` and `nginx-light` are installed when missing).
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoadResult {
  tool: 'wrk' | 'autocannon';
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests answered, and how many were not 2xx/3xx or failed (socket errors, timeouts). */
  requests: number;
  failed: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Each request goes to `path` + '?r=<random>' (a query-string variant per request). */
  randomQuery?: boolean;
}

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** wrk and nginx, installed from Debian's packages when missing and this runs as root; what is there afterwards. */
export function ensureTools(): { wrk: boolean; nginx: string | undefined } {
  const missing = [!has('wrk') && 'wrk', !has('nginx') && !has('/usr/sbin/nginx') && 'nginx-light'].filter(Boolean) as string[];
  if (missing.length > 0 && process.getuid?.() === 0) {
    console.log(`installing ${missing.join(' and ')} (Debian packages)...`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  const nginx = ['/usr/sbin/nginx', 'nginx'].find((candidate) => has(candidate));
  return { wrk: has('wrk'), nginx };
}

/** "8.07ms", "412.00us", "1.02s" in milliseconds. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed a latency it cannot read: ${text}`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 'ms' ? value : match[2] === 's' ? value * 1000 : value * 60_000;
}

async function runWrk(url: string, options: LoadOptions): Promise<LoadResult> {
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  if (options.randomQuery) {
    const target = new URL(url);
    const script = join(tmpdir(), `bench-public-random-${process.pid}.lua`);
    await writeFile(script, `request = function()\n  return wrk.format("GET", "${target.pathname}?r=" .. math.random(1, 2000000000))\nend\n`);
    args.push('-s', script);
  }
  args.push(url);
  const output = await run('wrk', args);
  const percentile = (p: string) => milliseconds(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? 'NaN');
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    tool: 'wrk',
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50: percentile('50'),
    p99: percentile('99'),
    requests,
    failed: non2xx + errors,
  };
}

async function runAutocannon(url: string, options: LoadOptions): Promise<LoadResult> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = [bin, '-c', String(options.connections), '-p', '1', '-d', String(options.seconds), '-j'];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  // autocannon has no per-request script from its command line: [<id>] is replaced by a fresh id per request.
  args.push(options.randomQuery ? `${url}?r=[<id>]` : url);
  if (options.randomQuery) args.push('--idReplacement');
  const result = JSON.parse(await run(process.execPath, args)) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    tool: 'autocannon',
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.errors + result.non2xx,
  };
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** Load on one URL, by wrk where it is installed. */
export function load(url: string, options: LoadOptions, useWrk: boolean): Promise<LoadResult> {
  return useWrk ? runWrk(url, options) : runAutocannon(url, options);
}
