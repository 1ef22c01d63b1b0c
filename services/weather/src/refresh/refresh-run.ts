import type { CitiesClient } from '@local-seo/contracts';
import type { Logger } from '@local-seo/service-kit';
import { cacheStateOf } from '../cache-state.js';
import { isDueForRefresh, type CachePolicy } from '../domain/freshness.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { syncActiveCities } from './city-sync.js';
import type { Refresher } from './refresher.js';

export interface RefreshRunOptions {
  db: PrismaClient;
  cities: CitiesClient;
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
 * One run of the refresh job: syncs the active cities, then renews each city
 * whose weather is about to expire, oldest first, one at a time with a pause between.
 */
export async function runRefresh(options: RefreshRunOptions): Promise<RefreshRunSummary> {
  const { db, refresher, policy, logger } = options;
  try {
    await syncActiveCities(db, options.cities);
  } catch (err) {
    // The cities we already know still get their weather.
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'weather refresh: could not list the active cities; using the ones known');
  }
  const cities = await db.weatherCity.findMany({
    where: { active: true },
    select: {
      id: true,
      latitude: true,
      longitude: true,
      lastAttemptAt: true,
      lastError: true,
      lastProvider: true,
      weather: { select: { requestTimestamp: true } },
    },
  });
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
