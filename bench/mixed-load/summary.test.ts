import { describe, expect, it } from 'vitest';
import { figures, statusesByPath } from './summary.js';
import { targets, type Recorded } from './workload.js';

const page = targets.find((t) => t.kind === 'city page, tabbed')!;
const sitemap = targets.find((t) => t.kind === 'sitemap index')!;

/** 100 answers over 10 s: latencies 1 to 100 ms, the sitemap's answer at 5 s a 503. */
function recorded(): Recorded {
  const at = Array.from({ length: 100 }, (_, i) => i * 100);
  return {
    startedAt: 0,
    seconds: 10,
    at,
    latencyMs: at.map((_, i) => i + 1),
    status: at.map((_, i) => (i === 50 ? 503 : 200)),
    target: at.map((_, i) => (i === 50 ? sitemap : page)),
    errorsAt: [7_500],
    timeouts: 1,
  };
}

describe('figures of a mixed-load run', () => {
  it('takes nearest-rank percentiles, counts non-2xx answers and errors, over the whole run', () => {
    expect(figures(recorded())).toMatchObject({ responses: 100, requestsPerSecond: 10, p50: 50, p90: 90, p99: 99, max: 100, non2xx: 1, errors: 1 });
  });

  it('keeps only the answers and errors inside a window, and of one kind when asked', () => {
    const window = { fromMs: 5_000, toMs: 7_000 };
    expect(figures(recorded(), window)).toMatchObject({ seconds: 2, responses: 20, p50: 60, non2xx: 1, errors: 0 });
    expect(figures(recorded(), { fromMs: 7_000, toMs: 8_000 }).errors).toBe(1);
    expect(figures(recorded(), window, 'sitemap index')).toMatchObject({ responses: 1, non2xx: 1 });
  });

  it('counts answers by path and status', () => {
    const statuses = statusesByPath(recorded());
    expect(statuses.get(page.path)).toBe('200 × 99');
    expect(statuses.get(sitemap.path)).toBe('503 × 1');
  });
});
