import type { CityFacts } from '@local-seo/contracts';
import { claimCityRow, type SqlClient } from '@local-seo/service-kit';

/**
 * Applies what the cities service says of a city to the local projection, unless
 * a newer version is already there (see claimCityRow). Answers whether it was written.
 */
export async function applyCityFacts(tx: SqlClient, city: CityFacts, version: Date): Promise<boolean> {
  if ((await claimCityRow(tx, city, version)).stale) return false;
  await tx.$executeRawUnsafe(
    `INSERT INTO cities (id, slug, name, province, page_active, source_version, synced_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, province = EXCLUDED.province,
       page_active = EXCLUDED.page_active, source_version = EXCLUDED.source_version, synced_at = now()`,
    city.id,
    city.citySlug,
    city.cityName,
    city.province,
    city.pageActive,
    version,
  );
  return true;
}
