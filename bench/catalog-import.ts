/**
 * The catalog's products CSV import (docs/decisions.md, decision 9: streamed,
 * validated, one transaction) at scale: a 100,000-row file uploaded over HTTP to the catalog
 * service on the local PostgreSQL (sent by curl, as a browser would), then the same file again (every row
 * unchanged). Reports rows per second and the process's peak memory, next to a
 * 20,000-row file, to show that memory does not grow with the file, and what the main thread
 * did meanwhile (the import's own work is in a worker thread).
 *
 *   npm run bench:catalog     (needs PostgreSQL at 127.0.0.1:5432, or BENCH_POSTGRES_URL)
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { catalogRoutes, routePath } from '@local-seo/contracts';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { catalogOptionsFromEnv, catalogService } from '@local-seo/catalog';
import { createInProcessBus, createLogger, createTemporaryDatabase } from '@local-seo/service-kit';
import { watchMainThread } from '@local-seo/testing';

const server = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const logger = createLogger('silent');
const dir = await mkdtemp(join(tmpdir(), 'bench-catalog-'));

const categories = ['Soils and Soil Mixtures', 'Aggregates', 'Mulch', 'Sand', 'Decorative Stone and Landscaping Products', 'Compost', 'Animal Bedding', 'Amendments'];
const units = ['Cubic Yard', 'Metric Tonne', 'Bag', 'Each'];
const statuses = ['Available', '', 'Seasonal', '', 'Out of Stock'];

/** A products CSV of `rows` rows, as a spreadsheet exports it (quoted fields, CRLF). */
async function writeProductsCsv(rows: number): Promise<string> {
  const path = join(dir, `products-${rows}.csv`);
  const out = createWriteStream(path);
  out.write('Product,Product Description,Category,Product Size or Attributes,Unit Type,Customer Pricing,Contractor Pricing,Price per Unit FOB,Brand Status,Brand Product Name\r\n');
  for (let i = 1; i <= rows; i++) {
    const price = 10 + (i % 900) + (i % 100) / 100;
    const line = `Product ${String(i).padStart(6, '0')} ${categories[i % categories.length]!.split(' ')[0]},"Bulk material, lot ${i}",${categories[i % categories.length]},${i % 3 === 0 ? '"3/4"" stone"' : 'Bulk'},${units[i % units.length]},${price.toFixed(2)},${(price * 0.88).toFixed(2)},${(price * 0.6).toFixed(2)},${statuses[i % statuses.length]},${i % 4 === 0 ? `Brand ${i}` : ''}\r\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return path;
}

const gc = (globalThis as { gc?: () => void }).gc;

/**
 * Peak resident memory while `work` runs, sampled every 10 ms, and (with
 * --expose-gc) how far the heap still in use after a full collection rose
 * above where it was before, sampled every 250 ms: what the import holds, not its garbage.
 */
async function withPeakMemory<T>(work: () => Promise<T>, collect: boolean): Promise<{ result: T; ms: number; peakRssMiB: number; liveHeapMiB: number | null }> {
  let peakRss = 0;
  let liveHeap = 0;
  if (gc && collect) gc();
  const liveBefore = process.memoryUsage().heapUsed;
  const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
  const timer = setInterval(sample, 10);
  const gcTimer = gc && collect
    ? setInterval(() => {
        gc();
        liveHeap = Math.max(liveHeap, process.memoryUsage().heapUsed);
      }, 250)
    : undefined;
  const start = performance.now();
  try {
    const result = await work();
    sample();
    return { result, ms: performance.now() - start, peakRssMiB: Math.round(peakRss / 2 ** 20), liveHeapMiB: gc && collect ? Math.round(Math.max(0, liveHeap - liveBefore) / 2 ** 20) : null };
  } finally {
    clearInterval(timer);
    clearInterval(gcTimer);
  }
}

/** Uploads the file as a browser would, from another process (curl), so this process is only the service. */
async function upload(base: string, path: string) {
  const curl = spawn('curl', ['-sS', '-F', `file=@${path};type=text/csv`, `${base}${routePath(catalogRoutes.importProducts)}`], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  curl.stdout.on('data', (chunk: Buffer) => (output += chunk));
  const [code] = (await once(curl, 'close')) as [number];
  if (code !== 0) throw new Error(`curl exited with ${code}`);
  const body = JSON.parse(output) as { created: number; updated: number; unchanged: number; message: string; statusCode?: number };
  if (body.statusCode) throw new Error(`import answered ${body.statusCode}: ${body.message}`);
  return body;
}

const runTimed = (rows: number) => run(rows, false);
const runForLiveHeap = async (rows: number) => {
  const r = await run(rows, true);
  return Math.max(r.first.liveHeapMiB ?? 0, r.again.liveHeapMiB ?? 0);
};

async function run(rows: number, collect: boolean) {
  const path = await writeProductsCsv(rows);
  const database = await createTemporaryDatabase(server, 'bench_catalog_import');
  const bus = createInProcessBus({ logger });
  const catalog = await catalogService.create({ databaseUrl: database.url, bus, logger }, catalogOptionsFromEnv({ CITIES_URL: 'http://127.0.0.1:9' }));
  const base = await catalog.listen({ port: 0, host: '127.0.0.1' });
  try {
    gc?.();
    const baselineMiB = Math.round(process.memoryUsage().rss / 2 ** 20);
    const measure = <T>(work: () => Promise<T>) => withPeakMemory(work, collect);
    // The main thread (which answers the pages) while the import runs in its worker thread.
    const first = await measure(() => watchMainThread(() => upload(base, path)));
    if (first.result.result.created !== rows) throw new Error(`expected ${rows} created, got ${first.result.result.message}`);
    const again = await measure(() => upload(base, path));
    if (again.result.unchanged !== rows) throw new Error(`expected ${rows} unchanged, got ${again.result.message}`);
    const sizeMiB = ((await stat(path)).size / 2 ** 20).toFixed(1);
    return { rows, sizeMiB, baselineMiB, first, again };
  } finally {
    await catalog.close();
    await bus.close();
    await database.drop();
  }
}

/** Timed without collections forced; then once more with them, for the live heap only. */
try {
  const sizes = (process.env.BENCH_ROWS ?? '20000,100000,200000').split(',').map(Number);
  console.log('rows     file      first import            re-import (unchanged)   peak RSS (baseline)  main thread (largest delay, busy)  heap held by the import');
  for (const rows of sizes) {
    const rate = (ms: number) => `${Math.round(rows / (ms / 1000)).toLocaleString('en')} rows/s`;
    const timed = await runTimed(rows);
    const live = gc ? await runForLiveHeap(rows) : null;
    console.log(
      [
        String(rows).padEnd(8),
        `${timed.sizeMiB} MiB`.padEnd(9),
        `${(timed.first.ms / 1000).toFixed(2)} s, ${rate(timed.first.ms)}`.padEnd(23),
        `${(timed.again.ms / 1000).toFixed(2)} s, ${rate(timed.again.ms)}`.padEnd(23),
        `${Math.max(timed.first.peakRssMiB, timed.again.peakRssMiB)} MiB (${timed.baselineMiB} MiB)`.padEnd(20),
        `${Math.round(timed.first.result.maxDelayMs)} ms, ${(timed.first.result.busy * 100).toFixed(1)} %`.padEnd(34),
        live === null ? 'run with --expose-gc' : `${live} MiB`,
      ].join(' '),
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
