import { type AdminCity, type CitiesClient } from '@local-seo/contracts';
import type { Logger, ServiceContext } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';
import { applyCityFacts } from './city-projection.js';

export interface Backfill {
  /** Resolves once the projection was filled (or did not need to be). */
  readonly done: Promise<void>;
  stop(): void;
}

/**
 * Fills an empty projection of cities from the cities service (a first start, or
 * cities that existed before this service did), retrying with back-off while the
 * cities service cannot answer. Events keep it current afterwards.
 */
export function backfillCities(
  ctx: ServiceContext<PrismaClient>,
  client: CitiesClient,
  logger: Logger,
  onChange: () => void,
): Backfill {
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
        if ((await ctx.db.city.count()) > 0) return;
        const cities = await client.listAll();
        if (cities.length === 0) return;
        await ctx.transact(async (tx) => {
          for (const city of cities) await applyCityFacts(tx, toFacts(city), new Date(city.updated_at));
        }, { timeoutMs: 120_000 });
        logger.info({ count: cities.length }, 'projection of cities filled from the cities service');
        onChange();
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

const toFacts = (city: AdminCity) => ({
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
