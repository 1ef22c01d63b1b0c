import type { Logger } from '@local-seo/service-kit';
import { cacheStateOf, cityStateOf, refreshStateSelect } from '../data/cache-state.js';
import { isDueForRefresh, type CachePolicy } from '../domain/freshness.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Refresher } from './refresher.js';

export interface RefreshRunOptions {
  db: PrismaClient;
  /** Holds the copy of cities against the cities service first (a failure is logged; the known cities are refreshed). */
  checkCities(): Promise<void>;
  refresher: Refresher;
  policy: CachePolicy;
  /** Pause between two cities, so a run never bursts past the provider's rate limit. */
  spacingMs: number;
  logger: Logger;
  /** Stops the run between two cities (service shutting down). */
  signal?: AbortSignal;
  /** Refresh every active city, due or not (the admin's "refresh now"). */
  all?: boolean;
}

export interface RefreshRunSummary {
  active: number;
  due: number;
  refreshed: number;
  failed: number;
  busy: number;
  /** Not asked: the provider went down during the run (the next run tries again). */
  skipped: number;
}

/**
 * One run of the refresh job: checks the copy of cities, then renews each live city
 * whose weather is about to expire, oldest first, one at a time with a pause between.
 */
export async function runRefresh(options: RefreshRunOptions): Promise<RefreshRunSummary> {
  const { db, refresher, policy, logger } = options;
  try {
    await options.checkCities();
  } catch (err) {
    // The cities we already know still get their weather.
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'weather refresh: could not check the cities with the cities service; using the ones known');
  }
  const rows = await db.city.findMany({
    where: { pageActive: true },
    select: { id: true, pageActive: true, latitude: true, longitude: true, refresh: refreshStateSelect, weather: { select: { requestTimestamp: true } } },
  });
  const cities = rows.map(cityStateOf);
  const now = new Date();
  const due = cities
    .filter((city) => options.all || isDueForRefresh(cacheStateOf(city, refresher.provider.name), now, policy))
    .sort((a, b) => (a.weather?.requestTimestamp.getTime() ?? 0) - (b.weather?.requestTimestamp.getTime() ?? 0));

  const summary: RefreshRunSummary = { active: cities.length, due: due.length, refreshed: 0, failed: 0, busy: 0, skipped: 0 };
  for (const [index, city] of due.entries()) {
    if (options.signal?.aborted) break;
    if (refresher.isDown()) {
      // The provider is down for everyone: the rest of this run would only fail the same way.
      summary.skipped = due.length - index;
      break;
    }
    if (index > 0) await pause(options.spacingMs, options.signal);
    if (options.signal?.aborted) break;
    summary[await refresher.refresh(city, options.all ? 'admin' : 'schedule')]++;
  }
  if (summary.due > 0) logger.info({ provider: refresher.provider.name, ...summary }, 'weather refresh run finished');
  return summary;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
