/**
 * A mixed public workload (city pages in both layouts, page data, the delivery page,
 * the sitemap index and a child sitemap; weights in mixed-load/workload.ts) from
 * autocannon for 60 s against the built product in a process of its own, then the
 * same while the admin imports a 100,000-row products CSV through the gateway.
 * Reports throughput, latency p50/p90/p99, errors and non-2xx answers by run, by kind
 * of page and for the import's own time; the import's duration and result; the
 * machine's load average and the product process's CPU. Exits 1 if any request
 * failed or answered other than 2xx, or the import did not take every row.
 *
 *   npm run bench:mixed-load    (builds first)
 *
 * BENCH_BUS=nats runs the product on NATS JetStream (a private nats-server on a free
 * port, NATS_SERVER_BIN or nats-server on the PATH) instead of the in-process bus;
 * BENCH_SECONDS (60), BENCH_CONNECTIONS (50), BENCH_ROWS (100000); BENCH_CPU_PROF=<dir> runs the
 * product under `node --cpu-prof` and leaves a .cpuprofile per thread there when it stops.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { importProducts, listProducts, logIn, makeSitemapIndex, type ImportAnswer } from './mixed-load/admin.js';
import { startProduct, type BusKind, type ProductProcess } from './mixed-load/product-process.js';
import { writeProductsCsv } from './mixed-load/products-csv.js';
import { count, figures, latencies, overviewRow, statusesByPath, timeline, type Window } from './mixed-load/summary.js';
import { kinds, requestCycle, runWorkload, targets, type Recorded } from './mixed-load/workload.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const bus: BusKind = process.env.BENCH_BUS === 'nats' ? 'nats' : 'in-process';
const importStartsAfterMs = 5_000;
const adminPassword = 'bench mixed load password';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each path of the workload with the status and etag it answers now. */
async function snapshot(url: string): Promise<Map<string, string>> {
  const answers = await Promise.all(
    targets.map(async ({ path }) => {
      const response = await fetch(`${url}${path}`);
      await response.arrayBuffer();
      return [path, `${response.status} ${response.headers.get('etag')}`] as const;
    }),
  );
  return new Map(answers);
}

/**
 * Resolves once every path of the workload answers 200 with the same etag for 5 s in a
 * row: the services' start-up work (product lists by city, keywords, the sitemap) is
 * done and no longer drops cached pages.
 */
async function settled(url: string, limitMs = 180_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let previous = '';
  let sameSince = Date.now();
  for (;;) {
    const answers = [...(await snapshot(url)).values()];
    const now = answers.join('\n');
    if (now !== previous) [previous, sameSince] = [now, Date.now()];
    else if (Date.now() - sameSince >= 5_000 && answers.every((a) => a.startsWith('200 '))) return;
    if (Date.now() > deadline) throw new Error(`the pages did not settle in ${limitMs / 1000} s:\n${now}`);
    await delay(1_000);
  }
}

interface Measured {
  run: Recorded;
  loadBefore: number[];
  loadDuring: number[];
  /** Every 5 s: the CPU of the product's Node process and of its PostgreSQL over the last 5 s, as text. */
  cpuSlices: string[];
  /** Share of one core: the product's Node process, its PostgreSQL, this process (autocannon; curl's upload is apart). */
  cpu: { node: number; postgres: number; generator: number };
}

/** One run of the workload, with the load average every 5 s and the product's CPU. */
async function measured(product: ProductProcess, during?: (startedAt: number) => Promise<void>): Promise<Measured> {
  const loadBefore = loadavg();
  const loadDuring: number[] = [];
  const cpuSlices: string[] = [];
  const cpuBefore = product.cpuSeconds();
  let sliceStart = cpuBefore;
  const sampler = setInterval(() => {
    loadDuring.push(loadavg()[0]!);
    const now = product.cpuSeconds();
    cpuSlices.push(`${Math.round(((now.node - sliceStart.node) / 5) * 100)} % / ${Math.round(((now.children - sliceStart.children) / 5) * 100)} %`);
    sliceStart = now;
  }, 5_000);
  const generatorBefore = process.cpuUsage();
  const startedAt = performance.now();
  try {
    const [run] = await Promise.all([runWorkload(product.url, { connections, seconds }), during?.(startedAt)]);
    const elapsed = (performance.now() - startedAt) / 1000;
    const generator = process.cpuUsage(generatorBefore);
    const cpuAfter = product.cpuSeconds();
    const percent = (cpuSeconds: number) => (cpuSeconds / elapsed) * 100;
    const cpu = {
      node: percent(cpuAfter.node - cpuBefore.node),
      postgres: percent(cpuAfter.children - cpuBefore.children),
      generator: percent((generator.user + generator.system) / 1e6),
    };
    return { run, loadBefore, loadDuring, cpuSlices, cpu };
  } finally {
    clearInterval(sampler);
  }
}

const loadText = (m: Measured) =>
  `${m.loadBefore[0]!.toFixed(1)} / ${(m.loadDuring.reduce((a, b) => a + b, 0) / Math.max(1, m.loadDuring.length)).toFixed(1)} (max ${Math.max(...m.loadDuring).toFixed(1)})`;

const cpuText = ({ cpu }: Measured) => `${Math.round(cpu.node)} % / ${Math.round(cpu.postgres)} % / ${Math.round(cpu.generator)} %`;

const cpuProfDir = process.env.BENCH_CPU_PROF;
const product = await startProduct({ bus, adminPassword, nodeArgs: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [] });
const csvDir = await mkdtemp(join(tmpdir(), 'bench-mixed-csv-'));
try {
  const session = await logIn(product.url, adminPassword);
  await makeSitemapIndex(product.url, session);
  const catalogue = await listProducts(product.url, session);
  const csv = join(csvDir, 'products.csv');
  await writeProductsCsv(csv, rows, catalogue);
  await settled(product.url);
  await runWorkload(product.url, { connections, seconds: 10 }); // warm-up: JIT, caches, connections

  const quiet = await measured(product);

  const before = await snapshot(product.url);
  let imported: { answer: ImportAnswer; seconds: number } | undefined;
  let importFailure: string | undefined;
  let importWindow: Window | undefined;
  const busy = await measured(product, async (startedAt) => {
    await delay(importStartsAfterMs);
    const from = performance.now() - startedAt;
    try {
      imported = await importProducts(product.url, session, csv);
    } catch (err) {
      importFailure = err instanceof Error ? err.message : String(err);
    }
    const to = performance.now() - startedAt;
    if (to > seconds * 1000) console.log(`The import ended ${((to - seconds * 1000) / 1000).toFixed(1)} s after the run: its window is cut at the run's end`);
    importWindow = { fromMs: from, toMs: Math.min(to, seconds * 1000) };
  });

  const during = importWindow ? figures(busy.run, importWindow) : undefined;
  console.log(`\n${bus} bus, ${connections} connections, no pipelining, ${seconds} s a run after 10 s of warm-up; ${requestCycle.length} requests a pass\n`);
  console.log('| run | responses | requests/s | p50 / p90 / p99 | max | errors | non-2xx | load average before / during (max) | CPU: product / its PostgreSQL / load generator |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(overviewRow('public workload alone', figures(quiet.run), loadText(quiet), cpuText(quiet)));
  console.log(overviewRow('with the products import', figures(busy.run), loadText(busy), cpuText(busy)));
  if (during) console.log(overviewRow(`of which during the import (${during.seconds.toFixed(1)} s)`, during, '', ''));

  console.log('\n| kind (share) | alone: p50 / p90 / p99 | with the import: p50 / p90 / p99 | during the import: p50 / p90 / p99 |');
  console.log('|---|---|---|---|');
  for (const kind of kinds) {
    const share = targets.filter((t) => t.kind === kind).reduce((sum, t) => sum + t.weight, 0) / requestCycle.length;
    const duringKind = importWindow ? latencies(figures(busy.run, importWindow, kind)) : '-';
    console.log(`| ${kind} (${(share * 100).toFixed(1)} %) | ${latencies(figures(quiet.run, undefined, kind))} | ${latencies(figures(busy.run, undefined, kind))} | ${duringKind} |`);
  }

  console.log(`\n| with the import (it ran ${importWindow ? `${(importWindow.fromMs / 1000).toFixed(1)}-${(importWindow.toMs / 1000).toFixed(1)} s` : 'not at all'}) | requests/s | p99 | errors and non-2xx | CPU: product / its PostgreSQL |`);
  console.log('|---|---|---|---|---|');
  timeline(busy.run, 5).forEach((slice, i) => console.log(`${slice} ${busy.cpuSlices[i] ?? '-'} |`));

  const quietStatuses = statusesByPath(quiet.run);
  const busyStatuses = statusesByPath(busy.run);
  console.log('\n| path | answers alone | answers with the import |');
  console.log('|---|---|---|');
  for (const { path } of targets) console.log(`| ${path} | ${quietStatuses.get(path) ?? '-'} | ${busyStatuses.get(path) ?? '-'} |`);

  const a = imported?.answer;
  const importLine = imported
    ? `${count(rows)} rows in ${imported.seconds.toFixed(1)} s (${count(rows / imported.seconds)} rows/s), started ${importStartsAfterMs / 1000} s into the run: ${a!.message}`
    : `FAILED: ${importFailure}`;
  console.log(`\nImport: ${importLine}`);
  console.log(`Timeouts: ${quiet.run.timeouts} alone, ${busy.run.timeouts} with the import`);
  const after = await snapshot(product.url);
  const changed = targets.filter(({ path }) => after.get(path) !== before.get(path)).map(({ path }) => path);
  console.log(`Answers the import changed (new etag): ${changed.length} of ${targets.length} paths: ${changed.join(' ')}`);

  const allTaken = a !== undefined && a.created + a.updated + a.unchanged === rows;
  const clean = [quiet, busy].every(({ run }) => run.errorsAt.length === 0 && figures(run).non2xx === 0);
  if (!allTaken || !clean) {
    console.log('\nTARGET MISSED: errors, non-2xx answers or rows not imported (see above)');
    process.exitCode = 1;
  }
} finally {
  await product.stop();
  await rm(csvDir, { recursive: true, force: true });
}
