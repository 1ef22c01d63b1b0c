import type { CityFacts } from '@local-seo/contracts';
import { claimCityRow } from '@local-seo/service-kit';
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
 * a newer version is already there (see claimCityRow). When its place or activation
 * changed, the locations delivering there are recomputed and its product list marked
 * stale. Answers whether anything changed.
 */
export async function applyCityFacts(tx: Sql, city: CityFacts, version: Date): Promise<boolean> {
  const claim = await claimCityRow<Stored>(tx, city, version, 'slug, latitude::float8 AS latitude, longitude::float8 AS longitude, page_active');
  if (claim.stale) return false;
  const { before } = claim;
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
