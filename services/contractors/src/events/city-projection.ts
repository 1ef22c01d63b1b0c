import type { CityFacts } from '@local-seo/contracts';
import type { SqlClient } from '@local-seo/service-kit';

/**
 * Applies what the cities service says of a city to the local projection, unless
 * a newer version is already there (events may arrive out of order, and the
 * start-up backfill may race them). Answers whether it was written.
 */
export async function applyCityFacts(tx: SqlClient, city: CityFacts, version: Date): Promise<boolean> {
  const [before] = await tx.$queryRawUnsafe<{ source_version: Date }[]>(`SELECT source_version FROM cities WHERE id = $1 FOR UPDATE`, city.id);
  if (before && before.source_version > version) return false;
  // A slug freed by another city's rename may still sit on that city here until its own event comes.
  await tx.$executeRawUnsafe(`UPDATE cities SET slug = '~' || id WHERE slug = $1 AND id <> $2`, city.citySlug, city.id);
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
