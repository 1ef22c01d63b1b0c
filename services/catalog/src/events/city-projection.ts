import type { CityFacts } from '@local-seo/contracts';
import type { ProjectedCity } from '@local-seo/service-kit';
import type { Sql } from '../data/db.js';
import { refreshCoverageOfCity } from '../availability/coverage.js';
import { markCitiesStale } from '../availability/stale.js';

/**
 * What the catalog keeps beside its copy of a city, in the transaction that wrote it:
 * the city's product list (its row), which locations deliver there when its place
 * changed, and its list marked stale when its place, slug or activation changed.
 */
export async function keepCityListing(tx: Sql, city: CityFacts, before: ProjectedCity | undefined): Promise<void> {
  await tx.$executeRawUnsafe(`INSERT INTO city_listings (city_id) VALUES ($1) ON CONFLICT (city_id) DO NOTHING`, city.id);
  const moved = !before || before.latitude !== city.latitude || before.longitude !== city.longitude;
  if (moved) await refreshCoverageOfCity(tx, { id: city.id, latitude: city.latitude, longitude: city.longitude });
  const changed = moved || !before || before.page_active !== city.pageActive || before.slug !== city.citySlug;
  if (changed) await markCitiesStale(tx, [city.id]);
}
