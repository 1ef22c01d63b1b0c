/**
 * Sitemap generation for 100,000 cities, on a real PostgreSQL:
 *   1. a regeneration as an admin's request or a start runs it: the sync with
 *      the real cities service (in its own process, as deployed; GET
 *      /api/admin/cities/index answers all 100,000 cities), then the streaming write;
 *   2. the streaming write alone, each file stored in the database as it is
 *      complete (what the 30-minute schedule runs, the events having kept the
 *      pages current) at 25,000 to 800,000 listed pages, in a
 *      child process, once with V8's default heap and once capped at 128 MiB
 *      of old space: a write that completes under the cap at every count uses
 *      memory that does not grow with the count.
 * Cities are added to the cities table directly (the HTTP API would take
 * minutes for 100,000). Peak memory is sampled every 2 ms above a baseline
 * taken after a GC; "retained" is what is left after a GC at the end. Run from
 * the repository root:
 *
 *   npm run bench:sitemap
 */
import { spawn, spawnSync } from 'node:child_process';
import { citiesRoutes, routePath } from '@local-seo/contracts';
import { connectPg, createInProcessBus, createLogger } from '@local-seo/service-kit';
import { sitemapService, sitemapOptionsFromEnv, storedFilesOf, writeSitemapFiles } from '@local-seo/sitemap';
import { createPgDb, createTestDatabase, findPostgres } from '@local-seo/testing';

const cityCount = 100_000;
const writeCounts = [25_000, 100_000, 200_000, 800_000];
const rounds = 3;
const writesMode = process.argv.includes('--writes');

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with --expose-gc (npm run bench:sitemap does)');

interface Measured<T> {
  ms: number;
  heapMiB: number;
  rssMiB: number;
  retainedMiB: number;
  value: T;
}

/** Runs `work`, sampling the heap and RSS; answers the time and the peaks above the start. */
async function measure<T>(work: () => Promise<T>): Promise<Measured<T>> {
  gc!();
  const base = process.memoryUsage();
  let heap = base.heapUsed;
  let rss = base.rss;
  const sample = () => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
  };
  const sampler = setInterval(sample, 2);
  const started = performance.now();
  try {
    const value = await work();
    const ms = performance.now() - started;
    sample();
    gc!();
    const retainedMiB = (process.memoryUsage().heapUsed - base.heapUsed) / 2 ** 20;
    return { ms, heapMiB: (heap - base.heapUsed) / 2 ** 20, rssMiB: (rss - base.rss) / 2 ** 20, retainedMiB, value };
  } finally {
    clearInterval(sampler);
  }
}

const medianOf = <T>(runs: Measured<T>[], pick: (run: Measured<T>) => number) => [...runs.map(pick)].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-CA', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const summary = <T>(runs: Measured<T>[]) =>
  `${fmt(medianOf(runs, (r) => r.ms) / 1000, 2)} s, peak heap +${fmt(medianOf(runs, (r) => r.heapMiB))} MiB, ` +
  `peak RSS +${fmt(medianOf(runs, (r) => r.rssMiB))} MiB, retained ${fmt(medianOf(runs, (r) => r.retainedMiB), 1)} MiB`;

const logger = createLogger('silent');
const postgres = await findPostgres();
const bus = createInProcessBus({ logger });
const sitemapOn = (databaseUrl: string, citiesUrl: string) =>
  sitemapService.create(
    { databaseUrl, bus, logger },
    sitemapOptionsFromEnv({ CITIES_URL: citiesUrl, PUBLIC_BASE_URL: 'https://www.example.ca' }),
  );

try {
  if (writesMode) await benchWrites();
  else await benchRegeneration();
} finally {
  await bus.close();
  await postgres.stop();
}

async function benchRegeneration(): Promise<void> {
  const citiesDb = await createTestDatabase(postgres.adminUrl, 'bench_sitemap_cities');
  const sitemapDb = await createTestDatabase(postgres.adminUrl, 'bench_sitemap');
  const citiesPort = 18_931;
  const citiesUrl = `http://127.0.0.1:${citiesPort}`;
  const cities = spawn('npx', ['tsx', '--conditions=development', 'services/cities/src/server.ts'], {
    env: { ...process.env, PORT: String(citiesPort), DATABASE_URL: citiesDb.url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const sitemap = await sitemapOn(sitemapDb.url, citiesUrl);
  try {
    for (let tries = 0; !(await fetch(`${citiesUrl}/healthz`).then((r) => r.ok, () => false)); tries++) {
      if (tries > 300) throw new Error('the cities service did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seed = createPgDb(citiesDb.url, { max: 1 });
    await seed.$executeRawUnsafe(
      `INSERT INTO cities (city_name, province, latitude, longitude, url_slug, page_active, updated_at)
       SELECT 'City ' || n, 'Ontario', 44.0, -79.5, 'city-' || lpad(n::text, 6, '0'), true,
              timestamptz '2026-01-01 00:00:00+00' + (n % 300) * interval '1 day'
         FROM generate_series(1, $1::int) AS n`,
      cityCount,
    );
    await seed.$disconnect();

    console.log(`Sitemap generation, ${fmt(cityCount)} cities (Node ${process.version}; medians of ${rounds} rounds)\n`);
    const first = await measure(() => sitemap.parts.generator.generate('manual'));
    // The cities, /delivery and the two legal pages.
    if (!first.value.success || first.value.urlCount !== cityCount + 3) throw new Error(`generation failed: ${JSON.stringify(first.value)}`);
    console.log(`first regeneration, sync adds ${fmt(cityCount)} pages, writes ${first.value.sitemapCount} sitemaps and the index:`);
    console.log(`  ${summary([first])}`);
    const again = [];
    for (let i = 0; i < rounds; i++) again.push(await measure(() => sitemap.parts.generator.generate('manual')));
    console.log('regeneration with the sync finding nothing changed:');
    console.log(`  ${summary(again)}`);
    const listing = [];
    for (let i = 0; i < rounds; i++) listing.push(await measure(() => fetch(`${citiesUrl}${routePath(citiesRoutes.index)}`).then((r) => r.arrayBuffer())));
    console.log(`of which the cities service answering GET /api/admin/cities/index (${fmt(listing[0]!.value.byteLength / 2 ** 20)} MiB of JSON):`);
    console.log(`  ${fmt(medianOf(listing, (r) => r.ms) / 1000, 2)} s`);
  } finally {
    await sitemap.close();
    process.kill(-cities.pid!, 'SIGTERM');
    await Promise.all([citiesDb.drop(), sitemapDb.drop()]);
  }

  for (const cap of [null, 128]) {
    console.log(`\nstreaming write alone, ${cap ? `old space capped at ${cap} MiB` : "V8's default heap"}:`);
    const flags = ['tsx', '--expose-gc', ...(cap ? [`--max-old-space-size=${cap}`] : []), '--conditions=development', 'bench/sitemap-generate.ts', '--writes'];
    const child = spawnSync('npx', flags, { stdio: 'inherit' });
    if (child.status !== 0) throw new Error(`the write benchmark failed (${cap ? `capped at ${cap} MiB` : 'uncapped'})`);
  }
}

async function benchWrites(): Promise<void> {
  const pagesDb = await createTestDatabase(postgres.adminUrl, 'bench_sitemap_pages');
  const pages = await sitemapOn(pagesDb.url, 'http://127.0.0.1:9');
  const store = await connectPg(pagesDb.url);
  try {
    const db = pages.context.db;
    console.log('| pages | time | peak heap | peak RSS | retained | files |');
    console.log('|---|---|---|---|---|---|');
    for (const count of writeCounts) {
      await db.$executeRawUnsafe('TRUNCATE sitemap_pages');
      await db.$executeRawUnsafe(
        `INSERT INTO sitemap_pages (path, kind, city_id, listed, lastmod, changed_at)
         SELECT '/city-' || lpad(n::text, 6, '0'), 'city', n, true, timestamptz '2026-01-01 00:00:00+00' + (n % 300) * interval '1 day', now()
           FROM generate_series(1, $1::int) AS n`,
        count,
      );
      await db.$executeRawUnsafe('ANALYZE sitemap_pages');
      const runs = [];
      for (let i = 0; i < rounds; i++) {
        const { id } = await db.sitemapGeneration.create({ data: { trigger: 'manual', layout: 'auto', status: 'running', contentVersion: 0 } });
        runs.push(await measure(() => writeSitemapFiles(db, storedFilesOf(store, id), { publicBaseUrl: 'https://www.example.ca', layout: 'auto' })));
        await db.sitemapGeneration.delete({ where: { id } });
      }
      const [time, heap, rss, retained] = [medianOf(runs, (r) => r.ms), medianOf(runs, (r) => r.heapMiB), medianOf(runs, (r) => r.rssMiB), medianOf(runs, (r) => r.retainedMiB)];
      console.log(`| ${fmt(count)} | ${fmt(time / 1000, 2)} s | +${fmt(heap)} MiB | +${fmt(rss)} MiB | ${fmt(retained, 1)} MiB | ${runs[0]!.value.files.length} |`);
    }
  } finally {
    await store.end();
    await pages.close();
    await pagesDb.drop();
  }
}
