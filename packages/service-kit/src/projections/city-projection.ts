import { cityCreated, cityPurged, cityUpdated, createCitiesClient, type CityFacts, type DurableConsumer } from '@local-seo/contracts';
import type { CitiesClientOptions } from '../config.js';
import type { SqlClient, TransactionalDb } from '../db/sql-client.js';
import type { Consumer } from '../events/bus.js';
import { subscribeToEvents } from '../events/inbox.js';
import type { ServiceContext, TxOf } from '../service.js';
import type { Task } from '../tasks.js';
import { backfillCities, type Backfill } from './city-backfill.js';
import { claimCityRow } from './city-row.js';

/** A city as every service's copy holds it (table `cities`). */
export interface ProjectedCity {
  slug: string;
  latitude: number;
  longitude: number;
  page_active: boolean;
}

export interface CityProjectionOptions<Tx> {
  /** The service's durable consumer of the cities' events (from `durableConsumers`). */
  consumer: DurableConsumer;
  /** The cities service, asked once when the copy is empty (a first start), with the service's own time limit. */
  cities: CitiesClientOptions;
  /** In the same transaction, after the row was written: what the service keeps beside it. */
  onChange?(tx: Tx, city: CityFacts, before: ProjectedCity | undefined): Promise<void>;
  /** Once a change committed (wake a worker that reads the copy). */
  afterCommit?(): void;
}

/**
 * Applies what the cities service says of a city to the service's `cities` table
 * (id, slug, name, province, latitude, longitude, page_active, source_version,
 * synced_at), unless a newer version is already there. Answers whether it wrote.
 */
export async function applyCityToProjection<Tx extends SqlClient>(
  tx: Tx,
  city: CityFacts,
  version: Date,
  onChange?: CityProjectionOptions<Tx>['onChange'],
): Promise<boolean> {
  const claim = await claimCityRow<ProjectedCity>(tx, city, version, 'slug, latitude::float8 AS latitude, longitude::float8 AS longitude, page_active');
  if (claim.stale) return false;
  await tx.$executeRawUnsafe(
    `INSERT INTO cities (id, slug, name, province, latitude, longitude, page_active, source_version, synced_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, province = EXCLUDED.province,
       latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, page_active = EXCLUDED.page_active,
       source_version = EXCLUDED.source_version, synced_at = now()`,
    city.id,
    city.citySlug,
    city.cityName,
    city.province,
    city.latitude,
    city.longitude,
    city.pageActive,
    version,
  );
  await onChange?.(tx, city, claim.before);
  return true;
}

/**
 * Drops a city purged from the Trash from the copy: what the service keeps of it alone
 * goes with it where its table's foreign key says so (the catalog's lists, the weather's
 * forecasts); what refers to it by id only stays, unreachable by any public read.
 */
export async function dropCityFromProjection(tx: SqlClient, cityId: number): Promise<boolean> {
  return (await tx.$executeRawUnsafe(`DELETE FROM cities WHERE id = $1`, cityId)) > 0;
}

/**
 * A service's copy of the cities, kept by one task: filled from the cities service
 * when empty, then kept current by the cities' events (version-guarded: events may
 * come out of order or race the fill). Every service that needs cities reads its
 * own copy, never the cities service on a request. A city in the Trash is told as one
 * whose page is not live (kept, hidden); its purge drops it.
 */
export interface CityProjection extends Task {
  /** Resolves once the copy holds every city the cities service had at start (at once when it was not empty). */
  readonly filled: Promise<void>;
}

export function cityProjection<Db extends TransactionalDb<any>>(
  ctx: ServiceContext<Db>,
  options: CityProjectionOptions<TxOf<Db>>,
): CityProjection {
  const apply = (tx: TxOf<Db>, city: CityFacts, version: Date) => applyCityToProjection(tx, city, version, options.onChange);
  let consumer: Consumer | undefined;
  let backfill: Backfill | undefined;
  let markFilled: () => void = () => undefined;
  const filled = new Promise<void>((resolve) => (markFilled = resolve));
  return {
    filled,
    async start() {
      // Whether the copy is empty is decided before any event can land in it: an event
      // first would otherwise make the fill skip every older city.
      const empty = (await ctx.db.$queryRawUnsafe<unknown[]>('SELECT 1 FROM cities LIMIT 1')).length === 0;
      consumer = await subscribeToEvents(ctx.bus, ctx.db as TransactionalDb<TxOf<Db>>, {
        durable: options.consumer.durable,
        events: [cityCreated, cityUpdated, cityPurged],
        handle: async (event, tx) => {
          if (event.type === cityPurged.type) await dropCityFromProjection(tx, event.data.city.id);
          else await apply(tx, event.data.city, new Date(event.occurredAt));
        },
        afterCommit: options.afterCommit,
      });
      backfill = backfillCities({
        db: ctx.db as TransactionalDb<TxOf<Db>>,
        cities: createCitiesClient({ baseUrl: options.cities.citiesUrl, timeoutMs: options.cities.citiesTimeoutMs }),
        hasCities: async () => !empty,
        apply,
        logger: ctx.logger,
        onFilled: options.afterCommit,
      });
      void backfill.done.then(markFilled);
    },
    async stop() {
      backfill?.stop();
      await backfill?.done;
      await consumer?.stop();
    },
  };
}
