import type { Logger, ServiceContext } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';
import { buildCityListing, staleCities, type BuildOptions } from './listing-store.js';

export interface ListingRefresher {
  /** Rebuilds one city's list now if it is stale; concurrent calls for a city share one build. */
  ensureFresh(cityId: number): Promise<void>;
  /** Asks for a pass soon (after a change committed). */
  notify(): void;
  /** Rebuilds every stale list of an active city, then resolves. */
  settle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Keeps the per-city product lists current off the request path: woken after
 * each change, and every `intervalMs` for changes made elsewhere (another
 * replica, an event consumer).
 */
export function createListingRefresher(
  ctx: ServiceContext<PrismaClient>,
  options: BuildOptions & { intervalMs: number; logger: Logger },
): ListingRefresher {
  const building = new Map<number, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let stopped = true;

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

  const runPass = async () => {
    for (;;) {
      const ids = await staleCities(ctx.db, 50);
      if (ids.length === 0) return;
      for (const id of ids) await ensureFresh(id);
    }
  };

  const settle = (): Promise<void> => {
    pass ??= runPass().finally(() => (pass = undefined));
    return pass;
  };

  const tick = () => {
    settle().catch((err: unknown) => options.logger.warn({ err }, 'rebuilding city product lists failed; will retry'));
  };

  return {
    ensureFresh,
    settle,
    notify() {
      if (stopped || soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        tick();
      }, 25);
    },
    start() {
      stopped = false;
      timer = setInterval(tick, options.intervalMs);
      tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(soon);
      await Promise.allSettled([pass, ...building.values()]);
    },
  };
}
