/**
 * Lighthouse 12 on the public site: a tabbed city page, a standard (generated)
 * city page and the delivery page, with Lighthouse's defaults (mobile form
 * factor, simulated throttling). The all-in-one stack (demo data, sample
 * weather) runs in this process from the built workspaces; Chromium is
 * /usr/bin/chromium (CHROMIUM_PATH). Each page is measured three times and the
 * median run is kept. Prints the scores and writes them to bench/README.md.
 * Run from the repository root:
 *
 *   npm run bench:lighthouse     (needs PostgreSQL at 127.0.0.1:5432, or BENCH_POSTGRES_URL)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { createLogger } from '@local-seo/service-kit';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoStack } from './support/demo-stack.js';

const pages = [
  { name: 'tabbed city page', path: '/barrie' },
  { name: 'standard (generated) city page', path: '/hamilton' },
  { name: 'delivery page', path: '/delivery' },
] as const;
const runsPerPage = 3;
const categories = ['seo', 'accessibility', 'best-practices', 'performance'] as const;
const targets = { seo: 100, accessibility: 95, 'best-practices': 95, performance: 95, cls: 0.05 };
const readme = new URL('./README.md', import.meta.url);

if (process.env.NODE_ENV !== 'production') throw new Error('Run it as npm run bench:lighthouse (NODE_ENV=production, built workspaces)');

interface Measured {
  scores: Record<(typeof categories)[number], number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Audits that did not pass, by category, to fix. */
  failing: string[];
}

async function measure(url: string, port: number): Promise<Measured> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Measured['scores'];
  const failing = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]?.displayValue || lhr.audits[ref.id]?.title})`),
  );
  // What the browser logged, when it logged anything: the audit names only that it did.
  const consoleErrors = (lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items ?? [];
  for (const item of consoleErrors) console.warn(`console error on ${url}: ${item.description}`);
  return {
    scores,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing,
  };
}

/** The run with the median performance score. */
const median = (runs: Measured[]): Measured => [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)]!;

/** Replaces the README section that starts with `heading` (up to the next `## `), or appends it. */
function withSection(text: string, heading: string, body: string): string {
  const start = text.indexOf(heading);
  const section = `${body.trimEnd()}\n`;
  if (start < 0) return `${text.trimEnd()}\n\n${section}`;
  const next = text.indexOf('\n## ', start + heading.length);
  return `${text.slice(0, start)}${section}${next < 0 ? '' : `\n${text.slice(next + 1)}`}`;
}

const logger = createLogger('warn');
const stack = await startDemoStack({
  name: 'lighthouse',
  logger,
  env: { ADMIN_PASSWORD: 'bench lighthouse', WEATHER_PROVIDER: 'sample', WEATHER_REFRESH_ENABLED: 'false', LOG_LEVEL: 'warn' },
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

try {
  const rows: string[] = [];
  const failing = new Set<string>();
  for (const page of pages) {
    const url = `${stack.url}${page.path}`;
    const warm = await fetch(url);
    if (warm.status !== 200) throw new Error(`${url} answered ${warm.status}`);
    await warm.text();
    const runs: Measured[] = [];
    for (let run = 0; run < runsPerPage; run++) runs.push(await measure(url, chrome.port));
    const kept = median(runs);
    kept.failing.forEach((audit) => failing.add(`${page.path} ${audit}`));
    const { seo, accessibility, performance } = kept.scores;
    const met =
      seo >= targets.seo &&
      accessibility >= targets.accessibility &&
      kept.scores['best-practices'] >= targets['best-practices'] &&
      performance >= targets.performance &&
      kept.cls < targets.cls;
    rows.push(
      `| ${page.name} (\`${page.path}\`) | ${seo} | ${accessibility} | ${kept.scores['best-practices']} | ${performance} ` +
        `(${runs.map((r) => r.scores.performance).join(', ')}) | ${kept.cls.toFixed(3)} | ${Math.round(kept.lcpMs)} ms | ${Math.round(kept.tbtMs)} ms | ${met ? 'met' : 'MISSED'} |`,
    );
  }
  const date = new Date().toISOString().slice(0, 10);
  // The machine is shared: how busy it was says how far to trust the performance scores.
  const [oneMinute, fiveMinutes] = loadavg().map((load) => load.toFixed(1));
  const section = [
    '## Lighthouse: the public pages',
    '',
    '`npm run bench:lighthouse` (builds everything first; needs PostgreSQL at 127.0.0.1:5432, or',
    '`BENCH_POSTGRES_URL`). Lighthouse 12 through its Node API on /usr/bin/chromium (headless),',
    'mobile form factor with its default simulated throttling; the all-in-one stack with the demo',
    'data and sample weather in the same process. Each page three times; the table keeps the run',
    'with the median performance score (all three performance scores in brackets). Targets: SEO 100,',
    'accessibility >= 95, best practices >= 95, performance >= 95, CLS < 0.05.',
    '',
    `| page (${date}, load average ${oneMinute} / ${fiveMinutes}) | SEO | accessibility | best practices | performance | CLS | LCP | TBT | targets |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    failing.size === 0
      ? 'Every scored audit had a full score.'
      : `Scored audits short of a full score (the performance metrics among them are scored on a curve): ${[...failing].map((audit) => `\`${audit}\``).join('; ')}.`,
    '',
  ].join('\n');
  console.log(`\n${section}`);
  await writeFile(readme, withSection(await readFile(readme, 'utf8'), '## Lighthouse: the public pages', section));
} finally {
  chrome.kill();
  await stack.close();
}
