import type { CitiesClient, CityFacts, PublicCity } from '@local-seo/contracts';
import type { Logger } from 'pino';
import type { SqlClient, TransactionalDb } from '../db/sql-client.js';

export interface Backfill {
  /** Resolves once the projection was filled (or did not need to be), or the backfill was stopped. */
  readonly done: Promise<void>;
  stop(): void;
}

export interface CityBackfillOptions<Tx extends SqlClient> {
  db: TransactionalDb<Tx>;
  cities: Pick<CitiesClient, 'listAll'>;
  /** Whether the projection holds any city yet: then the events keep it current and nothing is asked. */
  hasCities(): Promise<boolean>;
  /** Stores what the cities service says of a city, unless a newer version is already there. */
  apply(tx: Tx, city: CityFacts, version: Date): Promise<unknown>;
  logger: Logger;
  /** Called after cities were written. */
  onFilled?(): void;
}

/** What the cities service's events say of a city, from its answers (a public city has every field needed). */
export const cityFactsOf = (city: PublicCity): CityFacts => ({
  id: city.id,
  citySlug: city.url_slug,
  cityName: city.city_name,
  province: city.province,
  latitude: city.latitude,
  longitude: city.longitude,
  population: city.population,
  pageActive: city.page_active,
  template: city.template,
});

/**
 * Fills a service's empty projection of cities from the cities service (a first
 * start, or cities that existed before the service did), retrying with back-off
 * while the cities service cannot answer. Each city is stored with its
 * `updated_at` as version, so an event racing the fill is never overwritten by
 * an older row. Events keep the projection current afterwards.
 */
export function backfillCities<Tx extends SqlClient>(options: CityBackfillOptions<Tx>): Backfill {
  const { db, cities, logger } = options;
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const run = async () => {
    for (let attempt = 1; !stopped; attempt++) {
      try {
        if (await options.hasCities()) return;
        const all = await cities.listAll();
        if (all.length === 0) return;
        await db.$transaction(
          async (tx) => {
            for (const city of all) await options.apply(tx, cityFactsOf(city), new Date(city.updated_at));
          },
          { timeout: 120_000, maxWait: 10_000 },
        );
        logger.info({ count: all.length }, 'projection of cities filled from the cities service');
        options.onFilled?.();
        return;
      } catch (err) {
        const delay = Math.min(30_000, 500 * 2 ** Math.min(attempt, 6));
        logger.warn({ err, retryInMs: delay }, 'could not fill the projection of cities yet');
        await pause(delay);
      }
    }
  };

  return {
    done: run(),
    stop() {
      stopped = true;
      wake?.();
    },
  };
}
