/**
 * The mixed public workload: what visitors and crawlers ask of the site, weighted
 * roughly like real traffic, as one autocannon request list that every connection
 * walks through (a fixed shuffle, so each connection mixes the kinds). Each answer
 * is counted by path and status, and its latency kept with the time it came, so a
 * window of the run (an import) can be measured apart.
 */
import { createRequire } from 'node:module';
import type { EventEmitter } from 'node:events';
import { gatewayRoutes, routePath } from '@local-seo/contracts';

export type Kind = 'city page, tabbed' | 'city page, standard' | 'page data' | 'delivery page' | 'sitemap index' | 'child sitemap';

export interface Target {
  kind: Kind;
  path: string;
  /** Requests of this path in one pass through the list (40 requests). */
  weight: number;
}

const tabbedCities = ['barrie', 'toronto'];
const standardCities = ['hamilton', 'ottawa', 'london', 'kitchener', 'guelph', 'collingwood'];

/**
 * 60 % city pages (three views per city), 20 % page data (a visitor moving between
 * cities in the app), 12.5 % the delivery page, 7.5 % crawlers reading the sitemaps.
 */
export const targets: readonly Target[] = [
  ...tabbedCities.map((slug) => ({ kind: 'city page, tabbed' as const, path: `/${slug}`, weight: 3 })),
  ...standardCities.map((slug) => ({ kind: 'city page, standard' as const, path: `/${slug}`, weight: 3 })),
  ...[...tabbedCities, ...standardCities].map((slug) => ({ kind: 'page data' as const, path: routePath(gatewayRoutes.pageData, { slug }), weight: 1 })),
  { kind: 'delivery page', path: '/delivery', weight: 5 },
  { kind: 'sitemap index', path: '/sitemap.xml', weight: 2 },
  { kind: 'child sitemap', path: '/sitemap-1.xml', weight: 1 },
];

export const kinds: readonly Kind[] = [...new Set(targets.map((t) => t.kind))];

/** What a browser sends: it takes the compressed copies the site keeps. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en-CA,en;q=0.9', 'user-agent': 'Mozilla/5.0 (bench mixed-load)' };
const acceptOf = (kind: Kind) =>
  kind === 'page data' ? 'application/json' : kind.includes('sitemap') ? 'application/xml' : 'text/html,application/xhtml+xml';

/** The same order on every run: a small linear congruential generator. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const requestCycle: readonly Target[] = shuffled(
  targets.flatMap((target) => Array.from({ length: target.weight }, () => target)),
  20261123,
);

/** The part of autocannon's API used here (it ships no types). */
interface AutocannonRequest {
  method: 'GET';
  path: string;
  headers: Record<string, string>;
  onResponse: () => void;
}
interface AutocannonResult {
  errors: number;
  timeouts: number;
}
type AutocannonRun = EventEmitter & PromiseLike<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
  timeout: number;
  requests: AutocannonRequest[];
}) => AutocannonRun;

/** Every answer of a run, in arrival order. */
export interface Recorded {
  /** performance.now() when the run started; `at` counts from there. */
  startedAt: number;
  seconds: number;
  at: number[];
  latencyMs: number[];
  status: number[];
  target: Target[];
  /** Socket errors and timeouts, with when they happened. */
  errorsAt: number[];
  timeouts: number;
}

export async function runWorkload(url: string, options: { connections: number; seconds: number }): Promise<Recorded> {
  const startedAt = performance.now();
  const recorded: Recorded = { startedAt, seconds: options.seconds, at: [], latencyMs: [], status: [], target: [], errorsAt: [], timeouts: 0 };
  // autocannon calls a request's onResponse and then, at once, emits 'response' with
  // the latency: the target noted by the first is the one the second measures.
  let answered: Target | undefined;
  const requests = requestCycle.map(
    (target): AutocannonRequest => ({
      method: 'GET',
      path: target.path,
      headers: { ...browserHeaders, accept: acceptOf(target.kind) },
      onResponse: () => (answered = target),
    }),
  );
  const run = autocannon({ url, connections: options.connections, pipelining: 1, duration: options.seconds, timeout: 10, requests });
  run.on('response', (_client: unknown, status: number, _bytes: number, latencyMs: number) => {
    recorded.at.push(performance.now() - startedAt);
    recorded.latencyMs.push(latencyMs);
    recorded.status.push(status);
    recorded.target.push(answered!);
  });
  run.on('reqError', () => recorded.errorsAt.push(performance.now() - startedAt));
  const result = await run;
  if (result.errors !== recorded.errorsAt.length) throw new Error(`autocannon counted ${result.errors} errors, the bench ${recorded.errorsAt.length}`);
  recorded.timeouts = result.timeouts;
  return recorded;
}
