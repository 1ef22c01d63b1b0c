import type { Sql } from '../data/db.js';

/** Which cities' product lists a change touches: some, or all of them. */
export type AffectedCities = number[] | 'all';

export function unionCities(...sets: AffectedCities[]): AffectedCities {
  if (sets.includes('all')) return 'all';
  return [...new Set((sets as number[][]).flat())];
}

/**
 * Marks the product lists of these cities as out of date, in the transaction of
 * the change: the refresher rebuilds them after it commits, and a request for one
 * of them before that rebuilds it first.
 */
export async function markCitiesStale(tx: Sql, cities: AffectedCities): Promise<void> {
  if (cities === 'all') {
    await tx.$executeRawUnsafe(`UPDATE city_listings SET wanted_version = wanted_version + 1`);
  } else if (cities.length > 0) {
    await tx.$executeRawUnsafe(`UPDATE city_listings SET wanted_version = wanted_version + 1 WHERE city_id = ANY($1::int[])`, cities);
  }
}

/** The cities where these locations deliver now (from the coverage table). */
export async function citiesOfLocations(tx: Sql, locationIds: readonly number[]): Promise<number[]> {
  if (locationIds.length === 0) return [];
  const rows = await tx.$queryRawUnsafe<{ city_id: number }[]>(
    `SELECT DISTINCT city_id FROM city_locations WHERE location_id = ANY($1::int[])`,
    [...locationIds],
  );
  return rows.map((r) => r.city_id);
}

/**
 * The cities whose lists may show these products: every city when one of them is
 * shown in all cities (now, or before the change: `wasEverywhere`), else the cities
 * covered by the locations that carry them.
 */
export async function citiesOfProducts(tx: Sql, productIds: readonly number[], wasEverywhere = false): Promise<AffectedCities> {
  if (productIds.length === 0) return wasEverywhere ? 'all' : [];
  if (wasEverywhere) return 'all';
  const [everywhere] = await tx.$queryRawUnsafe<{ any: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM products WHERE id = ANY($1::int[]) AND show_on_all_cities) AS any`,
    [...productIds],
  );
  if (everywhere?.any) return 'all';
  const rows = await tx.$queryRawUnsafe<{ city_id: number }[]>(
    `SELECT DISTINCT cl.city_id FROM location_products lp JOIN city_locations cl ON cl.location_id = lp.location_id
     WHERE lp.product_id = ANY($1::int[])`,
    [...productIds],
  );
  return rows.map((r) => r.city_id);
}
