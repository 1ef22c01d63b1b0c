// What the scripts that drive the product in Docker share (run.ts, bare-machine.ts): commands
// with their output kept for the error, named steps with their times, waiting, and the
// extra CA certificates npm must trust behind a proxy that re-signs HTTPS.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { rootCertificates } from 'node:tls';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// ---------------------------------------------------------------------------
// Commands

/** Debian's docker client first: compose 1.29 builds through `docker` on PATH, and BuildKit needs that client. */
export const dockerClient = existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker';
export const toolEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `/usr/bin:${process.env.PATH ?? ''}`,
  COMPOSE_DOCKER_CLI_BUILD: '1',
  DOCKER_BUILDKIT: '1',
};

interface Ran {
  stdout: string;
  stderr: string;
}

export class CommandError extends Error {}

export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<Ran> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, env: options.env ?? toolEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const keepTail = (text: string) => (text.length > 4_000_000 ? text.slice(-2_000_000) : text);
    child.stdout.on('data', (chunk: Buffer) => (stdout = keepTail(stdout + chunk.toString())));
    child.stderr.on('data', (chunk: Buffer) => (stderr = keepTail(stderr + chunk.toString())));
    const timer = options.timeoutMs
      ? setTimeout(() => {
          child.kill('SIGTERM');
          stderr += `\n(killed after ${options.timeoutMs} ms)`;
        }, options.timeoutMs)
      : undefined;
    child.on('error', (err) => reject(new CommandError(`${command} could not start: ${err.message}`)));
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) return resolvePromise({ stdout, stderr });
      const tail = `${stdout}\n${stderr}`.trim().split('\n').slice(-40).join('\n');
      reject(new CommandError(`${command} ${args.join(' ')} failed (exit ${code}):\n${tail}`));
    });
  });
}

export const docker = (...args: string[]) => run(dockerClient, args);

/**
 * base-images.sh: the official base images, pulled, or stand-ins made under names of their
 * own; `images` is what to run for each (NODE_IMAGE, POSTGRES_IMAGE, NATS_IMAGE,
 * HAPROXY_IMAGE), for compose's environment and the Node container.
 */
export async function baseImages(): Promise<{ lines: string[]; images: Record<string, string> }> {
  const { stdout } = await run('bash', ['infra/compose-test/base-images.sh'], { timeoutMs: 1_200_000 });
  const lines = stdout.trim().split('\n');
  const images = Object.fromEntries(lines.map((line) => /^([A-Z]+_IMAGE)=(\S+)$/.exec(line)).filter((m) => m !== null).map((m) => [m[1]!, m[2]!]));
  check(images.NODE_IMAGE && images.POSTGRES_IMAGE && images.NATS_IMAGE && images.HAPROXY_IMAGE, `base-images.sh named no image to run for each:\n${stdout}`);
  return { lines: lines.filter((line) => !/^[A-Z]+_IMAGE=/.test(line)), images };
}

// ---------------------------------------------------------------------------
// Steps and their times

export const times: Array<{ name: string; seconds: number; ok: boolean }> = [];
export const facts: string[] = [];

export async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`\n▸ ${name}\n`);
  try {
    const result = await action();
    const seconds = (performance.now() - started) / 1000;
    times.push({ name, seconds, ok: true });
    process.stdout.write(`✓ ${name} (${seconds.toFixed(1)} s)\n`);
    return result;
  } catch (err) {
    times.push({ name, seconds: (performance.now() - started) / 1000, ok: false });
    process.stdout.write(`✗ ${name}\n`);
    throw err;
  }
}

export const note = (text: string) => {
  facts.push(text);
  process.stdout.write(`  ${text}\n`);
};

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export const sleep = (ms: number) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/** Retries `probe` until it returns a value (not undefined) or the time is up; the last error explains a failure. */
export async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>, intervalMs = 1000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s (${last})`);
    await sleep(intervalMs);
  }
}

// ---------------------------------------------------------------------------
// Secrets, certificates, ports

/** The certificates npm trusts beyond Node's own (a proxy that re-signs HTTPS), for the builds. */
export async function extraCaCertificates(): Promise<string> {
  const npmCafile = await run('npm', ['config', 'get', 'cafile'], { env: process.env }).then(({ stdout }) => stdout.trim(), () => '');
  const files = [process.env.NODE_EXTRA_CA_CERTS, npmCafile].filter((file): file is string => Boolean(file && existsSync(file)));
  const known = new Set(rootCertificates.map((pem) => pem.replace(/\s+/g, '')));
  const extra = new Set<string>();
  for (const file of files) {
    for (const pem of readFileSync(file, 'utf8').match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []) {
      if (!known.has(pem.replace(/\s+/g, ''))) extra.add(pem);
    }
  }
  return [...extra].join('\n');
}

/** The step times, at the end of a run. */
export function printTimes(startedAt: number): void {
  console.log('\nStep times:');
  for (const { name, seconds, ok } of times) console.log(`  ${ok ? '✓' : '✗'} ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  console.log(`  ${((performance.now() - startedAt) / 1000).toFixed(1).padStart(9)} s  in all`);
}
