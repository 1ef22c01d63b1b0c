/**
 * How much each public city page says of its own: the all-in-one stack with the demo
 * data and sample weather in this process (built workspaces), every live city page
 * fetched, the words of its `<main>` as the SEO service reads them (its own measure) cut into
 * word 5-grams and compared over all pairs (Jaccard), and each page's share of 5-grams
 * no other page has. Prints the figures (and every page's own share, least first) and writes them to bench/README.md under
 * "City page uniqueness", one row per UNIQUENESS_LABEL (default: the commit);
 * UNIQUENESS_DUMP=<folder> also writes each page's text there ({slug}.txt), to read what pages share.
 * Run from the repository root:
 *
 *   npm run bench:uniqueness     (needs PostgreSQL at 127.0.0.1:5432, or BENCH_POSTGRES_URL)
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { citiesRoutes, routePath } from '@local-seo/contracts';
import { createLogger } from '@local-seo/service-kit';
import { startDemoStack } from './support/demo-stack.js';
import { mainContentWords, shingleHashes } from '@local-seo/seo';
import { uniqueness } from './uniqueness/report.js';

const targets = { medianJaccard: 0.45, maxJaccard: 0.8, minOwnShare: 0.3 };
const readme = new URL('./README.md', import.meta.url);
const heading = '## City page uniqueness';
const rowsStart = '<!-- bench:uniqueness rows -->';
const rowsEnd = '<!-- bench:uniqueness rows end -->';
const label = process.env.UNIQUENESS_LABEL ?? execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();

if (process.env.NODE_ENV !== 'production') throw new Error('Run it as npm run bench:uniqueness (NODE_ENV=production, built workspaces)');

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Each live city page's words as the SEO service reads them (mainContentWords), joined by spaces. */
async function pageTexts(origin: string): Promise<Map<string, string>> {
  const response = await fetch(`${origin}${routePath(citiesRoutes.listActive)}`);
  if (!response.ok) throw new Error(`GET /api/cities answered ${response.status}`);
  const cities = (await response.json()) as { url_slug: string }[];
  const texts = new Map<string, string>();
  for (const { url_slug: slug } of cities) {
    const page = await fetch(`${origin}/${slug}`);
    if (page.status !== 200) throw new Error(`/${slug} answered ${page.status}`);
    texts.set(slug, mainContentWords(await page.text()).join(' '));
  }
  return texts;
}

/** After the demo data goes in the services work on for a while (products by city): read once the pages stop changing. */
async function settledTexts(origin: string): Promise<Map<string, string>> {
  let previous = await pageTexts(origin);
  for (let round = 0; round < 30; round++) {
    await sleep(2000);
    const next = await pageTexts(origin);
    if ([...next].every(([slug, text]) => previous.get(slug) === text)) return next;
    previous = next;
  }
  throw new Error('The city pages kept changing for a minute');
}

const tableHead = ['| run | date | pages | median Jaccard | most alike pair | least own 5-grams | targets |', '|---|---|---|---|---|---|---|'];

/** The README with the section written once, and the table row of `label` replaced or added (earlier runs' rows kept). */
function withRow(text: string, row: string, intro: string): string {
  if (!text.includes(rowsStart)) return `${text.trimEnd()}\n\n${intro}\n\n${rowsStart}\n${[...tableHead, row].join('\n')}\n${rowsEnd}\n`;
  const from = text.indexOf(rowsStart) + rowsStart.length;
  const to = text.indexOf(rowsEnd);
  const rows = text
    .slice(from, to)
    .split('\n')
    .filter((line) => line.startsWith('|') && !tableHead.includes(line) && !line.startsWith(`| ${label} |`));
  return `${text.slice(0, from)}\n${[...tableHead, ...rows, row].join('\n')}\n${text.slice(to)}`;
}

const logger = createLogger('warn');
const stack = await startDemoStack({
  name: 'uniqueness',
  logger,
  env: { ADMIN_PASSWORD: 'bench uniqueness', WEATHER_PROVIDER: 'sample', WEATHER_REFRESH_ENABLED: 'false', LOG_LEVEL: 'warn' },
});
try {
  const texts = await settledTexts(stack.url);
  const dump = process.env.UNIQUENESS_DUMP;
  if (dump) {
    await mkdir(dump, { recursive: true });
    await Promise.all([...texts].map(([slug, text]) => writeFile(join(dump, `${slug}.txt`), `${text}\n`)));
  }
  const report = uniqueness(new Map([...texts].map(([slug, text]) => [slug, shingleHashes(text.split(' ').filter(Boolean))])));
  const top = report.pairs[0]!;
  const [leastOwn, leastShare] = [...report.ownShare].sort((a, b) => a[1] - b[1])[0]!;
  const met =
    report.medianJaccard < targets.medianJaccard && top.jaccard <= targets.maxJaccard && leastShare >= targets.minOwnShare ? 'met' : 'MISSED';
  const row =
    `| ${label} | ${new Date().toISOString().slice(0, 10)} | ${texts.size} | ${percent(report.medianJaccard)} | ` +
    `${percent(top.jaccard)} (${top.a}, ${top.b}) | ${percent(leastShare)} (${leastOwn}) | ${met} |`;
  console.log(`pages ${texts.size}, median Jaccard ${percent(report.medianJaccard)}, most alike ${top.a}/${top.b} ${percent(top.jaccard)}, least own ${leastOwn} ${percent(leastShare)}`);
  for (const pair of report.pairs.slice(0, 5)) console.log(`  ${pair.a} / ${pair.b}: ${percent(pair.jaccard)}`);
  console.log(`own 5-grams per page, least first (target >= ${percent(targets.minOwnShare)}):`);
  for (const [slug, share] of [...report.ownShare].sort((a, b) => a[1] - b[1])) {
    console.log(`  ${slug.padEnd(14)} ${percent(share).padStart(6)}${share < targets.minOwnShare ? '  below target' : ''}`);
  }
  const intro = [
    heading,
    '',
    '`npm run bench:uniqueness` (builds everything first; needs PostgreSQL at 127.0.0.1:5432, or',
    '`BENCH_POSTGRES_URL`). The all-in-one stack with the demo data and sample weather; every live',
    "demo city page is fetched and the words of its `<main>` (no header, breadcrumb or footer) are",
    "cut into word 5-grams by the SEO service's own near-duplicate measure (mainContentWords and",
    'shingleHashes, docs/decisions.md, decision 17). Over all pairs of',
    "pages: the median and the highest Jaccard (shared 5-grams over all of the pair's); per page: the",
    'share of its 5-grams that no other page has, the lowest shown. Targets (docs/decisions.md,',
    'decision 15): median < 45%, no pair above 80%, every page >= 30% own 5-grams.',
  ].join('\n');
  await writeFile(readme, withRow(await readFile(readme, 'utf8'), row, intro));
} finally {
  await stack.close();
}
