import type { CityFacts } from '@local-seo/contracts';
import type { Sql } from '../db.js';
import { refreshCoverageOfCity } from '../availability/coverage.js';
import { markCitiesStale } from '../availability/stale.js';

interface Stored {
  slug: string;
  latitude: number;
  longitude: number;
  page_active: boolean;
}

/**
 * Applies what the cities service says of a city to the local projection, unless
 * a newer version is already there (events may arrive out of order, and the
 * start-up backfill may race them). When its place or activation changed, the
 * locations delivering there are recomputed and its product list marked stale.
 * Answers whether anything changed.
 */
export async function applyCityFacts(tx: Sql, city: CityFacts, version: Date): Promise<boolean> {
  const [before] = await tx.$queryRawUnsafe<(Stored & { source_version: Date })[]>(
    `SELECT slug, latitude::float8 AS latitude, longitude::float8 AS longitude, page_active, source_version
     FROM cities WHERE id = $1 FOR UPDATE`,
    city.id,
  );
  if (before && before.source_version > version) return false;
  // A slug freed by another city's rename may still sit on that city here until its own event comes.
  await tx.$executeRawUnsafe(`UPDATE cities SET slug = '~' || id WHERE slug = $1 AND id <> $2`, city.citySlug, city.id);
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
  await tx.$executeRawUnsafe(`INSERT INTO city_listings (city_id) VALUES ($1) ON CONFLICT (city_id) DO NOTHING`, city.id);
  const moved = !before || before.latitude !== city.latitude || before.longitude !== city.longitude;
  if (moved) await refreshCoverageOfCity(tx, { id: city.id, latitude: city.latitude, longitude: city.longitude });
  const changed = moved || !before || before.page_active !== city.pageActive || before.slug !== city.citySlug;
  if (changed) await markCitiesStale(tx, [city.id]);
  return changed;
}
