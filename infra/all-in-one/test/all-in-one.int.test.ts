import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCities } from '../src/demo/cities.js';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const port = 18080 + Math.floor(Math.random() * 500);
const base = `http://localhost:${port}`;
let dataDir: string;

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** `npm start` without the build: the launcher from source, on an embedded PostgreSQL of its own. */
async function startAllInOne(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(port + 1000),
      LOG_LEVEL: 'warn',
      NATS_URL: '',
      ADMIN_PASSWORD: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Ready in')) {
    if (child.exitCode !== null) throw new Error(`all-in-one exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`all-in-one did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output };
}

async function stop({ child }: Started): Promise<number | null> {
  child.kill('SIGTERM');
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start (all-in-one)', () => {
  it('serves the product on an embedded PostgreSQL with the demo cities, and keeps its data across starts', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'all-in-one-'));
    await chmod(dataDir, 0o755); // as root, PostgreSQL runs as `postgres` and must reach it
    const first = await startAllInOne();
    try {
      expect(first.output()).toMatch(/Admin password for this start \(set ADMIN_PASSWORD to choose one\): \S{12,}/);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      const cities = (await (await fetch(`${base}/api/cities`)).json()) as { url_slug: string; province: string }[];
      const activeDemo = demoCities.filter((c) => c.page_active !== false).map((c) => c.url_slug);
      expect(cities.map((c) => c.url_slug).sort()).toEqual([...activeDemo].sort());
      for (const slug of ['barrie', 'hamilton', 'puslinch', 'orangeville', 'toronto', 'aurora', 'huntsville', 'guelph']) {
        expect(cities.map((c) => c.url_slug)).toContain(slug);
      }
      expect(new Set(cities.map((c) => c.province))).toEqual(new Set(['Ontario']));
    } finally {
      expect(await stop(first)).toBe(0);
    }

    // A second start on the same DATA_DIR keeps everything and loads nothing twice.
    const second = await startAllInOne({ ADMIN_PASSWORD: 'a password of my own' });
    try {
      expect(second.output()).not.toContain('Admin password for this start');
      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'a password of my own' }),
      });
      expect(login.status).toBe(200);
      const all = (await (await fetch(`${base}/api/admin/cities`, { headers: { cookie: login.headers.get('set-cookie')!.split(';')[0]! } })).json()) as unknown[];
      expect(all).toHaveLength(demoCities.length);
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 180_000);

  it('stops at start with a message naming a bad variable', async () => {
    const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', main], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: join(tmpdir(), 'never-used') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PORT');
  }, 30_000);
});
