/** Figures of a recorded run, or of a window of it, and their markdown rows. */
import type { Kind, Recorded } from './workload.js';

export interface Window {
  fromMs: number;
  toMs: number;
}

interface Figures {
  seconds: number;
  responses: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);

/** Over the whole run, or the answers that came in [fromMs, toMs). */
export function figures(run: Recorded, window: Window = { fromMs: 0, toMs: Number.POSITIVE_INFINITY }, kind?: Kind): Figures {
  const latencies: number[] = [];
  let non2xx = 0;
  run.at.forEach((at, i) => {
    if (at < window.fromMs || at >= window.toMs || (kind && run.target[i]!.kind !== kind)) return;
    latencies.push(run.latencyMs[i]!);
    if (run.status[i]! < 200 || run.status[i]! > 299) non2xx++;
  });
  latencies.sort((a, b) => a - b);
  const seconds = (Math.min(window.toMs, run.seconds * 1000) - window.fromMs) / 1000;
  return {
    seconds,
    responses: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    errors: kind ? Number.NaN : run.errorsAt.filter((at) => at >= window.fromMs && at < window.toMs).length,
    non2xx,
  };
}

/** Answers by path and status code, e.g. '/barrie': '200 × 9,120'. */
export function statusesByPath(run: Recorded): Map<string, string> {
  const counts = new Map<string, Map<number, number>>();
  run.target.forEach((target, i) => {
    const byStatus = counts.get(target.path) ?? new Map<number, number>();
    byStatus.set(run.status[i]!, (byStatus.get(run.status[i]!) ?? 0) + 1);
    counts.set(target.path, byStatus);
  });
  return new Map(
    [...counts].map(([path, byStatus]) => [
      path,
      [...byStatus]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status} × ${count.toLocaleString('en')}`)
        .join(', '),
    ]),
  );
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`);
export const latencies = (f: Figures) => `${ms(f.p50)} / ${ms(f.p90)} / ${ms(f.p99)}`;
export const count = (value: number) => Math.round(value).toLocaleString('en');
export const overviewRow = (label: string, f: Figures, load: string, cpu: string) =>
  `| ${label} | ${count(f.responses)} | ${count(f.requestsPerSecond)} | ${latencies(f)} | ${ms(f.max)} | ${count(f.errors)} | ${count(f.non2xx)} | ${load} | ${cpu} |`;

/** The run in slices of `sliceSeconds`: requests/s and p99 of each, to show when the import weighed on it. */
export function timeline(run: Recorded, sliceSeconds: number): string[] {
  const slices: string[] = [];
  for (let from = 0; from < run.seconds; from += sliceSeconds) {
    const f = figures(run, { fromMs: from * 1000, toMs: Math.min(run.seconds, from + sliceSeconds) * 1000 });
    slices.push(`| ${from}-${from + sliceSeconds} s | ${count(f.requestsPerSecond)} | ${ms(f.p99)} | ${count(f.errors + f.non2xx)} |`);
  }
  return slices;
}
