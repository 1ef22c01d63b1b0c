import type { EventEnvelope } from '@local-seo/contracts';
import type { TransactOptions } from '@local-seo/service-kit';
import type { ListingRefresher } from '../availability/refresher.js';
import type { Tx, Context } from './db.js';

/** What the routes work with, and what the service's owner and tests reach as `service.parts.catalog`. */
export interface Catalog {
  readonly ctx: Context;
  readonly refresher: ListingRefresher;
  /** How many products of a city's list are its top products. */
  readonly topCount: number;
  /**
   * Runs a change in one transaction (its events go to the outbox, the city lists
   * it touches are marked stale in it), then wakes the refresher.
   */
  write<R>(work: (tx: Tx, emit: (event: EventEnvelope) => void) => Promise<R>, options?: TransactOptions): Promise<R>;
}

export function createCatalog(ctx: Context, refresher: ListingRefresher, topCount: number): Catalog {
  return {
    ctx,
    refresher,
    topCount,
    async write(work, options) {
      const result = await ctx.transact(work, options);
      refresher.wake();
      return result;
    },
  };
}
