/**
 * Public pages under real traffic, in one run and side by side (bench/README.md, section
 * "Public pages under real traffic"):
 *
 *   npm run bench:public
 *
 * The built product runs as `npm start` runs it, in a process of its own
 * (bench/mixed-load/product-process.ts: embedded PostgreSQL in a temporary folder, demo
 * data, sample weather). Then, each with wrk (Debian's `wrk`; autocannon where it is
 * missing) in a process of its own, `Accept-Encoding: gzip`:
 *   - the cached city page, 50 connections;
 *   - the same gzipped bytes with the same headers from nginx (Debian's `nginx-light`),
 *     one worker, a static file: the physical limit;
 *   - query-string variants (`/barrie?r=<random>`, every request another), 10 connections,
 *     beside the cached page at 10 connections;
 *   - the page through nginx's cache in front of the gateway, infra/nginx/public-cache.conf
 *     as it is;
 *   - cold renders of the demo's largest city page (a new, empty cache each time), and the
 *     compression levels measured on it;
 *   - with BENCH_CITIES active cities (default 1,000), a change of the schema settings
 *     (every page changes): how long until every page is fresh, and the cached page's
 *     latency meanwhile;
 *   - the cached page during a BENCH_ROWS-row products import (default 100,000; reuses
 *     bench/mixed-load's CSV and admin calls).
 * wrk and nginx are installed from Debian's packages when missing and this runs as root.
 * It prints one table and writes it into bench/README.md. BENCH_SECONDS sets each load's
 * length (default 15); BENCH_PROFILE=1 profiles the product (V8's CPU profiler) while the
 * cached page is measured and prints where the time went.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { citiesRoutes, routePath, seoRoutes } from '@local-seo/contracts';
import { freePort } from '@local-seo/testing';
import { importProducts, listProducts, logIn } from './mixed-load/admin.js';
import { startProduct, type ProductProcess } from './mixed-load/product-process.js';
import { writeProductsCsv } from './mixed-load/products-csv.js';
import { ensureTools, load, type LoadResult } from './public/load.js';
import { cachingNginx, staticNginx, type Nginx } from './public/nginx.js';
import { profileTable, summarizeProfile } from './public/profile.js';
import { writeResults } from './public/readme.js';
import { measureColdRenders, measureCompressionLevels, type LevelRow } from './public/renders.js';

if (process.env.NODE_ENV !== 'production') throw new Error('Run it as npm run bench:public (NODE_ENV=production, built workspaces)');

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const cityCount = Number(process.env.BENCH_CITIES ?? 1000);
const importRows = Number(process.env.BENCH_ROWS ?? 100_000);
const profiling = process.env.BENCH_PROFILE === '1';
const adminPassword = 'bench public pages';
const cachedPath = '/barrie';
const gzip = { 'accept-encoding': 'gzip' };


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load1 = () => loadavg()[0]!.toFixed(1);
const ms = (value: number) => (value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`);
const rate = (value: number) => Math.round(value).toLocaleString('en-US');

/** Resolves once each path answers 200 with the same etag for `quietMs` (the demo data's events have settled). */
async function settled(url: string, paths: string[], quietMs = 5000, limitMs = 300_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let last = '';
  let since = Date.now();
  for (;;) {
    const now = (await Promise.all(paths.map(async (path) => {
      const response = await fetch(`${url}${path}`, { headers: gzip });
      await response.arrayBuffer();
      return `${response.status} ${response.headers.get('etag')}`;
    }))).join('|');
    if (now !== last || now.split('|').some((answer) => !answer.startsWith('200'))) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    if (Date.now() > deadline) throw new Error(`the pages kept changing for ${limitMs / 1000} s`);
    await sleep(250);
  }
}

interface Row {
  what: string;
  result?: LoadResult;
  figures?: string;
  target?: string;
}

const rows: Row[] = [];
const notes: string[] = [];
const startedAt = new Date();
const loadBefore = load1();
const tools = ensureTools();
console.log(`load generator: ${tools.wrk ? 'wrk' : 'autocannon (wrk not installed)'}; nginx: ${tools.nginx ?? 'not installed (its rows are left out)'}`);

const work = await mkdtemp(join(tmpdir(), 'bench-public-'));
await chmod(work, 0o755); // nginx's worker (nobody, when started as root) reads the page file there
const profileDir = join(work, 'profiles');
await mkdir(profileDir);
let product: ProductProcess | undefined;
const nginxes: Nginx[] = [];
try {
  product = await startProduct({
    bus: 'in-process',
    adminPassword,
    env: profiling ? { NODE_OPTIONS: `--import ${new URL('public/profile-hook.mjs', import.meta.url).pathname}`, BENCH_PROFILE_DIR: profileDir } : {},
  });
  const url = product.url;
  const session = await logIn(url, adminPassword);
  const slugs = ((await (await fetch(`${url}${routePath(citiesRoutes.listActive)}`)).json()) as { url_slug: string }[]).map((city) => city.url_slug);
  console.log(`product at ${url}; ${slugs.length} active cities; waiting for the demo data's events to settle...`);
  await settled(url, [cachedPath, '/delivery']);

  // The demo's largest city page, by its HTML.
  let largest = { slug: '', bytes: 0 };
  for (const slug of slugs) {
    const bytes = (await (await fetch(`${url}/${slug}`)).arrayBuffer()).byteLength;
    if (bytes > largest.bytes) largest = { slug, bytes };
  }

  // 1. The cached page, and the same bytes from nginx.
  const raw = await rawGzipped(`${url}${cachedPath}`);
  const pageKiB = Math.round(gunzipSync(raw.body).length / 1024);
  await load(`${url}${cachedPath}`, { connections: 50, seconds: 3, headers: gzip }, tools.wrk); // warm-up
  if (profiling) process.kill(product.pid, 'SIGUSR2');
  const cached = await load(`${url}${cachedPath}`, { connections: 50, seconds, headers: gzip }, tools.wrk);
  if (profiling) process.kill(product.pid, 'SIGUSR2');
  let staticResult: LoadResult | undefined;
  if (tools.nginx) {
    const nginx = await staticNginx(tools.nginx, join(work, 'nginx-static'), await freePort(), { path: cachedPath, body: raw.body, headers: raw.headers });
    nginxes.push(nginx);
    const copy = await rawGzipped(`${nginx.url}${cachedPath}`);
    if (!copy.body.equals(raw.body)) throw new Error('nginx does not answer the same bytes');
    await load(`${nginx.url}${cachedPath}`, { connections: 50, seconds: 3, headers: gzip }, tools.wrk);
    staticResult = await load(`${nginx.url}${cachedPath}`, { connections: 50, seconds, headers: gzip }, tools.wrk);
    await nginx.stop();
  }
  const ratio = staticResult ? cached.requestsPerSecond / staticResult.requestsPerSecond : undefined;
  rows.push({
    what: `\`${cachedPath}\` cached (${pageKiB} KiB, ${Math.round(raw.body.length / 1024)} KiB gzipped), 50 connections`,
    result: cached,
    target: `${ratio === undefined ? 'no nginx to compare' : `${ratio.toFixed(2)}x nginx (>= 0.5x): ${ratio >= 0.5 ? 'met' : 'MISSED'}`}; p99 < 20 ms: ${cached.p99 < 20 ? 'met' : 'MISSED'}`,
  });
  if (staticResult) rows.push({ what: 'the same gzipped bytes and headers from nginx (1 worker, a static file), 50 connections', result: staticResult });

  // 2. Query-string variants, beside the cached page at the same connections.
  const variants = await load(`${url}${cachedPath}`, { connections: 10, seconds, headers: gzip, randomQuery: true }, tools.wrk);
  const cached10 = await load(`${url}${cachedPath}`, { connections: 10, seconds, headers: gzip }, tools.wrk);
  const variantRatio = variants.requestsPerSecond / cached10.requestsPerSecond;
  rows.push({
    what: `\`${cachedPath}?r=<random>\`, every request another variant, 10 connections`,
    result: variants,
    target: `${(variantRatio * 100).toFixed(0)} % of the cached page (>= 90 %): ${variantRatio >= 0.9 ? 'met' : 'MISSED'}`,
  });
  rows.push({ what: `\`${cachedPath}\` cached, 10 connections`, result: cached10 });

  // 3. Through nginx's cache in front of the gateway (the README's example).
  if (tools.nginx) {
    const nginx = await cachingNginx(tools.nginx, join(work, 'nginx-cache'), await freePort(), url);
    nginxes.push(nginx);
    const through = await fetch(`${nginx.url}${cachedPath}?utm_source=bench`, { headers: gzip });
    await through.arrayBuffer();
    if (through.status !== 200 || through.headers.get('etag') !== raw.headers.get('etag')) throw new Error(`nginx's cache answered ${through.status}`);
    await load(`${nginx.url}${cachedPath}`, { connections: 50, seconds: 3, headers: gzip }, tools.wrk);
    const viaCache = await load(`${nginx.url}${cachedPath}`, { connections: 50, seconds, headers: gzip }, tools.wrk);
    const status = (await fetch(`${nginx.url}${cachedPath}`, { headers: gzip })).headers.get('x-cache-status');
    rows.push({ what: `\`${cachedPath}\` through nginx's cache in front of the gateway (infra/nginx/public-cache.conf, 1 worker), 50 connections`, result: viaCache, figures: `cache status ${status}` });
    await nginx.stop();
  }

  // 4. Cold renders and compression levels.
  const cold = await measureColdRenders(url, largest.slug, 200);
  rows.push({
    what: `cold render of \`/${largest.slug}\` (the demo's largest city page, ${Math.round(cold.bytes / 1024)} KiB), a new cache each time, ${cold.count} renders`,
    figures: `render p50 ${ms(cold.render.p50)}, p99 ${ms(cold.render.p99)}; with its first gzip p50 ${ms(cold.withGzip.p50)}, p99 ${ms(cold.withGzip.p99)}`,
    target: `p50 < 15 ms: ${cold.withGzip.p50 < 15 ? 'met' : 'MISSED'}`,
  });
  const levels = await measureCompressionLevels(Buffer.from(await (await fetch(`${url}/${largest.slug}`)).arrayBuffer()));

  // 5. Every page changing at once, with many cities.
  const refresh = await everyPageChanges(product, session, slugs);
  rows.push(refresh.row);

  // 6. During a products import.
  const duringImport = await pagesDuringImport(product, session);
  rows.push(duringImport);

  if (profiling) {
    const files = (await readdir(profileDir)).filter((file) => file.endsWith('.cpuprofile'));
    if (files[0]) notes.push(`CPU profile of the product while the cached page was measured:\n\n${profileTable(await summarizeProfile(join(profileDir, files[0])))}`);
  }

  const table = [
    '| request | requests/s | p50 | p99 | other figures | target |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) =>
      row.result
        ? `| ${row.what} | ${rate(row.result.requestsPerSecond)} | ${ms(row.result.p50)} | ${ms(row.result.p99)} | ${[row.figures, row.result.failed ? `${row.result.failed} failed` : ''].filter(Boolean).join('; ')} | ${row.target ?? ''} |`
        : `| ${row.what} | | | | ${row.figures ?? ''} | ${row.target ?? ''} |`,
    ),
  ].join('\n');
  const levelTable = compressionTable(levels);
  const header =
    `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${tools.wrk ? 'wrk' : 'autocannon'}, ${seconds} s a row, ` +
    `\`Accept-Encoding: gzip\`; load average ${loadBefore} before, ${load1()} after (2 cores, shared with whatever else ran).`;
  const markdown = [header, '', table, '', `Compression levels, measured on \`/${largest.slug}\` (${Math.round(cold.bytes / 1024)} KiB), one compression each (median); **bold**: the level the site uses.`, '', levelTable, ...notes.flatMap((note) => ['', note])].join('\n');
  console.log(`\n${markdown}\n`);
  await writeResults(markdown);
  console.log('written into bench/README.md, section "Public pages under real traffic"');
} finally {
  for (const nginx of nginxes) await nginx.stop().catch(() => undefined);
  await product?.stop();
  await rm(work, { recursive: true, force: true });
}

/** A page's body exactly as sent (curl, not decoding it) and its headers. */
async function rawGzipped(target: string): Promise<{ body: Buffer; headers: Headers }> {
  const result = spawnSync('curl', ['-sS', '-D', '-', '-H', 'accept-encoding: gzip', '-o', '-', target], { maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`curl ${target} failed (${result.status ?? result.error?.message}): ${result.stderr}`);
  const output = result.stdout;
  const split = output.indexOf('\r\n\r\n');
  const headers = new Headers();
  for (const line of output.subarray(0, split).toString('latin1').split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    headers.append(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  if (headers.get('content-encoding') !== 'gzip') throw new Error(`${target} was not sent gzipped: ${JSON.stringify([...headers])}`);
  return { body: output.subarray(split + 4), headers };
}

function compressionTable(levels: LevelRow[]): string {
  const cell = (row: LevelRow) => {
    const text = `${(row.bytes / 1024).toFixed(1)} KiB, ${ms(row.ms)}`;
    return row.chosen ? `**${text}**` : text;
  };
  const header = `| level | ${Array.from({ length: 11 }, (_, i) => i + 1).join(' | ')} |`;
  const line = (encoding: 'gzip' | 'br') => `| ${encoding} | ${Array.from({ length: 11 }, (_, i) => {
    const row = levels.find((level) => level.encoding === encoding && level.level === i + 1);
    return row ? cell(row) : '';
  }).join(' | ')} |`;
  return [header, `|---|${'---|'.repeat(11)}`, line('gzip'), line('br')].join('\n');
}

/**
 * Creates active cities up to `cityCount`, has each page rendered once, then changes the
 * schema settings (a part every page shows): how long until every page answers a new
 * etag, and the cached page under load meanwhile.
 */
async function everyPageChanges(running: ProductProcess, session: Awaited<ReturnType<typeof logIn>>, demoSlugs: string[]): Promise<{ row: Row }> {
  const url = running.url;
  const headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
  const slugs = [...demoSlugs];
  const createdAt = performance.now();
  for (let i = slugs.length; i < cityCount; i++) {
    const slug = `bench-town-${String(i).padStart(4, '0')}`;
    const response = await fetch(`${url}${routePath(citiesRoutes.create)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        city_name: `Bench Town ${i}`,
        province: 'Ontario',
        latitude: 43 + (i % 100) / 50,
        longitude: -80 + Math.floor(i / 100) / 10,
        population: 10_000 + i,
        url_slug: slug,
        page_active: true,
      }),
    });
    if (response.status !== 201) throw new Error(`creating ${slug} answered ${response.status}: ${await response.text()}`);
    slugs.push(slug);
  }
  console.log(`${slugs.length} active cities (${Math.round((performance.now() - createdAt) / 1000)} s to create); waiting for their events to settle...`);
  await settled(url, [cachedPath, `/${slugs.at(-1)}`, '/delivery'], 10_000, 900_000);

  // Each page rendered once and kept: its etag.
  const etags = new Map<string, string>();
  const warmedAt = performance.now();
  for (const slug of slugs) {
    const response = await fetch(`${url}/${slug}`, { headers: gzip });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/${slug} answered ${response.status}`);
    etags.set(slug, response.headers.get('etag')!);
  }
  const warmSeconds = (performance.now() - warmedAt) / 1000;
  await settled(url, [cachedPath, `/${slugs.at(-1)}`], 5000, 300_000);
  for (const slug of slugs) etags.set(slug, (await fetch(`${url}/${slug}`, { method: 'HEAD' })).headers.get('etag')!);

  const windowSeconds = Number(process.env.BENCH_REFRESH_SECONDS ?? 60);
  const loadDuring = load(`${url}${cachedPath}`, { connections: 50, seconds: windowSeconds, headers: gzip }, tools.wrk);
  await sleep(2000);
  const settings = (await (await fetch(`${url}${routePath(seoRoutes.schemaSettings)}`)).json()) as { settings: { businessDetails: { officialName: string } } };
  settings.settings.businessDetails.officialName = `${settings.settings.businessDetails.officialName.replace(/ \(\d+\)$/, '')} (${Date.now() % 1000})`;
  const changedAt = performance.now();
  const saved = await fetch(`${url}${routePath(seoRoutes.saveSchemaSettings)}`, { method: 'PUT', headers, body: JSON.stringify(settings.settings) });
  if (!saved.ok) throw new Error(`saving the schema settings answered ${saved.status}: ${await saved.text()}`);
  // Poll every page (HEAD, its etag) until each answers a new one.
  let stale = new Set(slugs);
  while (stale.size > 0 && performance.now() - changedAt < 600_000) {
    const still = new Set<string>();
    for (const slug of stale) {
      const response = await fetch(`${url}/${slug}`, { method: 'HEAD' });
      if (response.headers.get('etag') === etags.get(slug)) still.add(slug);
    }
    stale = still;
    if (stale.size > 0) await sleep(250);
  }
  const freshSeconds = (performance.now() - changedAt) / 1000;
  const during = await loadDuring;
  return {
    row: {
      what: `\`${cachedPath}\` cached, 50 connections, while the schema settings change every one of ${slugs.length} city pages (${windowSeconds} s from 2 s before the change)`,
      result: during,
      figures: `${stale.size === 0 ? `all ${slugs.length} pages fresh ${freshSeconds.toFixed(1)} s after the save` : `${stale.size} pages still stale after ${Math.round(freshSeconds)} s`}; the first rendering of all of them took ${warmSeconds.toFixed(1)} s`,
      target: `p99 < 20 ms: ${during.p99 < 20 ? 'met' : 'MISSED'}`,
    },
  };
}

/** The cached page under load while a products import runs (the import starts 2 s into the load). */
async function pagesDuringImport(running: ProductProcess, session: Awaited<ReturnType<typeof logIn>>): Promise<Row> {
  const url = running.url;
  const file = join(work, 'products.csv');
  await writeProductsCsv(file, importRows, await listProducts(url, session));
  const windowSeconds = Number(process.env.BENCH_IMPORT_SECONDS ?? 30);
  const loadDuring = load(`${url}${cachedPath}`, { connections: 50, seconds: windowSeconds, headers: gzip }, tools.wrk);
  await sleep(2000);
  const { answer, seconds: took } = await importProducts(url, session, file);
  const during = await loadDuring;
  return {
    what: `\`${cachedPath}\` cached, 50 connections, during a ${importRows.toLocaleString('en-US')}-row products import (${windowSeconds} s from 2 s before it)`,
    result: during,
    figures: `import: ${answer.created} created, ${answer.updated} updated in ${took.toFixed(1)} s`,
    target: `p99 < 50 ms (the imports' change): ${during.p99 < 50 ? 'met' : 'missed'}`,
  };
}
