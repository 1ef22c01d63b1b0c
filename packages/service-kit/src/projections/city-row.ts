import type { CityFacts } from '@local-seo/contracts';
import type { SqlClient } from '../db/sql-client.js';

/**
 * The first step of applying what the cities service says of a city to a service's own
 * `cities` projection (columns id, slug, source_version, and `columns` read back). Locks the
 * city's row and answers what it held, or `stale` when a newer version is already stored
 * (events may arrive out of order, and the start-up backfill may race them). Otherwise the
 * city's slug is freed from another city that still holds it here: that city was renamed
 * and its own event has not come yet.
 */
export async function claimCityRow<Row extends object>(
  tx: SqlClient,
  city: CityFacts,
  version: Date,
  columns = 'slug',
): Promise<{ stale: true } | { stale: false; before: Row | undefined }> {
  const [before] = await tx.$queryRawUnsafe<(Row & { source_version: Date })[]>(
    `SELECT ${columns}, source_version FROM cities WHERE id = $1 FOR UPDATE`,
    city.id,
  );
  if (before && before.source_version > version) return { stale: true };
  await tx.$executeRawUnsafe(`UPDATE cities SET slug = '~' || id WHERE slug = $1 AND id <> $2`, city.citySlug, city.id);
  return { stale: false, before };
}
