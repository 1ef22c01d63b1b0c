import { pollTask, type Logger, type PollTask } from '@local-seo/service-kit';
import { buildCityListing, staleCities, type BuildOptions } from './listing-store.js';
import type { Context } from '../data/db.js';

/** The task that rebuilds stale city lists (wake it after a change), and the rebuild of one list on demand. */
export interface ListingRefresher extends PollTask {
  /** Rebuilds one city's list now if it is stale; concurrent calls for a city share one build. */
  ensureFresh(cityId: number): Promise<void>;
}

/**
 * Keeps the per-city product lists current off the request path: woken after
 * each change, and every `intervalMs` for changes made elsewhere (another
 * replica, an event consumer).
 */
export function createListingRefresher(
  ctx: Context,
  options: BuildOptions & { intervalMs: number; logger: Logger },
): ListingRefresher {
  const building = new Map<number, Promise<void>>();

  const ensureFresh = (cityId: number): Promise<void> => {
    const current = building.get(cityId);
    if (current) return current;
    const build = ctx
      .transact((tx, emit) => buildCityListing(tx, cityId, emit, options))
      .then(() => undefined)
      .finally(() => building.delete(cityId));
    building.set(cityId, build);
    return build;
  };

  const task = pollTask({
    name: 'rebuilding city product lists',
    everyMs: options.intervalMs,
    logger: options.logger,
    async run() {
      for (;;) {
        const ids = await staleCities(ctx.db, 50);
        if (ids.length === 0) return;
        for (const id of ids) await ensureFresh(id);
      }
    },
  });

  return {
    ...task,
    ensureFresh,
    async stop() {
      await task.stop();
      await Promise.allSettled(building.values());
    },
  };
}
