/**
 * A city page through the gateway against the same HTML bytes served as a
 * static file by the same gateway. The all-in-one stack (demo data, sample
 * weather so nothing leaves the machine) runs in this process from the built
 * workspaces, React and TanStack Router in their production builds; autocannon
 * runs in a process of its own (50 connections, no pipelining, 20 s a row).
 * Run from the repository root:
 *
 *   npm run bench:page-load
 *
 * The embedded PostgreSQL in a temporary folder, or BENCH_POSTGRES_URL (a
 * database per service is created on it and dropped at the end).
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { productDatabases, startDatabaseServer, startStack, type DatabaseServer } from '@local-seo/all-in-one';
import { createInProcessBus, createLogger, createTemporaryDatabase } from '@local-seo/service-kit';
import { freePort } from '@local-seo/testing';

const connections = 50;
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 20);
const pages = [
  { layout: 'tabbed', slug: 'barrie' },
  { layout: 'standard', slug: 'hamilton' },
] as const;

if (process.env.NODE_ENV !== 'production') throw new Error('Run it as npm run bench:page-load (NODE_ENV=production, built workspaces)');

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon in its own process, so the load generator does not share the server's event loop. */
async function autocannon(url: string, seconds: number): Promise<Measured> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const child = spawn(process.execPath, [bin, '-c', String(connections), '-p', '1', '-d', String(seconds), '-j', url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = JSON.parse(output) as { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number };
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}


/** The embedded PostgreSQL in `dataDir`, or temporary databases on BENCH_POSTGRES_URL. */
async function databases(dataDir: string, logger: ReturnType<typeof createLogger>): Promise<DatabaseServer> {
  const serverUrl = process.env.BENCH_POSTGRES_URL;
  if (!serverUrl) return startDatabaseServer({ dataDir, port: await freePort(), databases: productDatabases }, logger);
  const names = productDatabases.map((database) => database.name);
  const created = await Promise.all(names.map((name) => createTemporaryDatabase(serverUrl, `bench_page_${name}`)));
  const urls = new Map(names.map((name, i) => [name, created[i]!.url]));
  return {
    databaseUrl: (name) => urls.get(name)!,
    stop: async () => void (await Promise.all(created.map((database) => database.drop()))),
  };
}

const logger = createLogger('warn');
const dataDir = await mkdtemp(join(tmpdir(), 'bench-page-load-'));
await chmod(dataDir, 0o755); // as root, the embedded PostgreSQL runs as `postgres` and must reach it
const staticDir = await mkdtemp(join(tmpdir(), 'bench-page-static-'));
const database = await databases(dataDir, logger);
const bus = createInProcessBus({ logger });
// After the demo data goes in, the services work on for a while (product lists by city, keywords,
// the first sitemap); each change drops cached pages. Measure once that has settled.
let lastEventAt = Date.now();
await bus.watch(['>'], () => (lastEventAt = Date.now()));
const stack = await startStack({
  databaseUrl: (name) => database.databaseUrl(name),
  bus,
  logger,
  port: 0,
  host: '127.0.0.1',
  demoData: true,
  env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench page load', WEATHER_PROVIDER: 'sample', WEATHER_REFRESH_ENABLED: 'false', LOG_LEVEL: 'warn' },
  // Bench only: the same bytes as a plain static file, from the same gateway.
  routes: async (app) => void (await app.register(fastifyStatic, { root: staticDir, prefix: '/bench-static/', decorateReply: false })),
});

/** Resolves once no event went by for `quietMs` (at most `limitMs`). */
async function settled(quietMs: number, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() - lastEventAt < quietMs) {
    if (Date.now() > deadline) throw new Error(`events kept coming for ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

try {
  await settled(5000, 180_000);
  const rows: string[] = [];
  for (const { layout, slug } of pages) {
    const pageUrl = `${stack.url}/${slug}`;
    const response = await fetch(pageUrl);
    const html = await response.text();
    if (response.status !== 200 || !html.includes('</html>')) throw new Error(`${pageUrl} answered ${response.status}`);
    await writeFile(join(staticDir, `${slug}.html`), html);
    const staticUrl = `${stack.url}/bench-static/${slug}.html`;
    const copy = await (await fetch(staticUrl)).text();
    if (copy !== html) throw new Error('the static copy differs from the page');

    await autocannon(pageUrl, 3); // warm-up: JIT, caches, connections
    await autocannon(staticUrl, 3);
    const etagBefore = (await fetch(pageUrl)).headers.get('etag');
    const page = await autocannon(pageUrl, durationSeconds);
    const file = await autocannon(staticUrl, durationSeconds);
    // The same rendering served all along: the run measured the cached page, not renders.
    if ((await fetch(pageUrl)).headers.get('etag') !== etagBefore) throw new Error(`${slug}: the page changed while it was measured`);
    for (const [what, result] of [['page', page], ['static', file]] as const) {
      if (result.errors > 0 || result.non2xx > 0) throw new Error(`${what} ${slug}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
    }
    const ratio = page.requestsPerSecond / file.requestsPerSecond;
    const met = ratio >= 0.5 && page.p99 < 50 ? 'met' : 'MISSED';
    rows.push(
      `| /${slug} (${layout}, ${Math.round(html.length / 1024)} KiB) | ${Math.round(page.requestsPerSecond)} req/s, p50 ${page.p50} ms, p99 ${page.p99} ms ` +
        `| ${Math.round(file.requestsPerSecond)} req/s, p50 ${file.p50} ms, p99 ${file.p99} ms | ${ratio.toFixed(2)} | ${met} |`,
    );
  }
  console.log(`\n${connections} connections, no pipelining, ${durationSeconds} s each\n`);
  console.log('| page | through the gateway (rendered, cached) | same bytes as a static file | ratio | target (>= 0.5, p99 < 50 ms) |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await stack.close();
  await bus.close();
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(staticDir, { recursive: true, force: true });
}
