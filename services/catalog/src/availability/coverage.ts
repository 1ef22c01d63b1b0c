import type { Sql } from '../data/db.js';
import { coveragePairs, type DeliveringLocation, type Place } from '../domain/index.js';

const deliveringLocations = `SELECT id, latitude::float8 AS latitude, longitude::float8 AS longitude,
  delivery_radius::float8 AS "deliveryRadiusKm" FROM supplier_locations
  WHERE active AND latitude IS NOT NULL AND longitude IS NOT NULL AND delivery_radius IS NOT NULL`;
const places = `SELECT id, latitude::float8 AS latitude, longitude::float8 AS longitude FROM cities`;

async function insertPairs(tx: Sql, pairs: ReturnType<typeof coveragePairs>): Promise<void> {
  for (let i = 0; i < pairs.length; i += 5000) {
    const chunk = pairs.slice(i, i + 5000);
    await tx.$executeRawUnsafe(
      `INSERT INTO city_locations (city_id, location_id, distance_km)
       SELECT * FROM unnest($1::int[], $2::int[], $3::float8[])`,
      chunk.map((p) => p.cityId),
      chunk.map((p) => p.locationId),
      chunk.map((p) => p.distanceKm),
    );
  }
}

/**
 * Recomputes which cities these locations deliver to (after a location was created,
 * moved, re-sized, (de)activated or deleted). Answers the cities covered before or
 * after: their product lists may have changed.
 */
export async function refreshCoverageOfLocations(tx: Sql, locationIds: readonly number[]): Promise<number[]> {
  if (locationIds.length === 0) return [];
  const ids = [...locationIds];
  const before = await tx.$queryRawUnsafe<{ city_id: number }[]>(
    `DELETE FROM city_locations WHERE location_id = ANY($1::int[]) RETURNING city_id`,
    ids,
  );
  const locations = await tx.$queryRawUnsafe<DeliveringLocation[]>(`${deliveringLocations} AND id = ANY($1::int[])`, ids);
  const pairs = locations.length > 0 ? coveragePairs(await tx.$queryRawUnsafe<Place[]>(places), locations) : [];
  await insertPairs(tx, pairs);
  return [...new Set([...before.map((r) => r.city_id), ...pairs.map((p) => p.cityId)])];
}

/** Recomputes which locations deliver to this city (after it was added or moved). */
export async function refreshCoverageOfCity(tx: Sql, city: Place): Promise<void> {
  await tx.$executeRawUnsafe(`DELETE FROM city_locations WHERE city_id = $1`, city.id);
  await insertPairs(tx, coveragePairs([city], await tx.$queryRawUnsafe<DeliveringLocation[]>(deliveringLocations)));
}
