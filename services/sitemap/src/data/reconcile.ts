import type { CityIndexEntry } from '@local-seo/contracts';
import type { Db } from './db.js';
import { cityPath, deliveryPath, lockPages, touchListingPages } from './page-store.js';

interface StoredCityPage {
  id: number;
  city_id: number;
  path: string;
  listed: boolean;
  lastmod: Date;
  changed_at: Date;
  city_changed_at: Date | null;
}

interface ReconcileResult {
  added: number;
  changed: number;
  removed: number;
}

/**
 * Brings the stored pages in line with the cities service's full list (a
 * missed event, a start on an empty database). A city's lastmod is its
 * updated_at; a page only moves when the city moved, went live or dark, or
 * changed after what is stored. The first sync into an empty table is
 * IndexNow's baseline: only changes after it are announced.
 *
 * The list was asked for at `askedAt`, before the pages were locked: what the
 * cities' events recorded since is newer than the list and stays (a city created
 * meanwhile is not "gone", a city changed meanwhile is not put back).
 */
export async function reconcileWithCities(tx: Db, cities: readonly CityIndexEntry[], now: Date, askedAt: Date = now): Promise<ReconcileResult> {
  await lockPages(tx);
  const stored = await tx.$queryRawUnsafe<StoredCityPage[]>(
    `SELECT id, city_id, path, listed, lastmod, changed_at, city_changed_at FROM sitemap_pages WHERE city_id IS NOT NULL`,
  );
  // The terms and privacy pages are listed at start, before any sync: they do not end the baseline.
  const firstSync = stored.length === 0 && (await tx.sitemapPage.count({ where: { kind: { not: 'legal' } } })) === 0;
  const byCity = new Map(stored.map((page) => [page.city_id, page]));

  const moved: StoredCityPage[] = [];
  const updates = { id: [] as number[], path: [] as string[], listed: [] as boolean[], lastmod: [] as string[], changedAt: [] as string[] };
  const cityInserts = newRows();
  const formerInserts = newRows();
  let listingLastmod: Date | null = null;
  const noteListing = (at: Date) => (listingLastmod = listingLastmod && listingLastmod > at ? listingLastmod : at);
  const result: ReconcileResult = { added: 0, changed: 0, removed: 0 };

  for (const city of cities) {
    const path = cityPath(city.url_slug);
    const updatedAt = new Date(city.updated_at);
    const page = byCity.get(city.id);
    byCity.delete(city.id);
    if (!page) {
      pushRow(cityInserts, path, city.id, city.page_active, updatedAt, now);
      result.added += 1;
      if (city.page_active) noteListing(updatedAt);
      continue;
    }
    // An event told of a newer change of this city than the list holds.
    if (page.city_changed_at && page.city_changed_at > updatedAt) continue;
    const pathChanged = page.path !== path;
    if (!pathChanged && page.listed === city.page_active && updatedAt <= page.lastmod) continue;
    const announce = city.page_active || page.listed;
    updates.id.push(page.id);
    updates.path.push(path);
    updates.listed.push(city.page_active);
    updates.lastmod.push((updatedAt > page.lastmod ? updatedAt : page.lastmod).toISOString());
    updates.changedAt.push((announce ? now : page.changed_at).toISOString());
    result.changed += 1;
    if (pathChanged) moved.push(page);
    if (page.listed !== city.page_active || (city.page_active && pathChanged)) noteListing(updatedAt);
  }
  // Cities the service no longer lists: their pages are gone, unless an event recorded them after the list was asked for.
  const vanished = [...byCity.values()].filter((page) => page.changed_at < askedAt);
  for (const page of vanished) {
    if (page.listed) noteListing(now);
    result.removed += 1;
  }
  // A former path is announced as removed unless a city now lives there.
  const claimed = new Set([...cityInserts.path, ...updates.path]);
  for (const page of moved) {
    if (page.listed && !claimed.has(page.path)) pushRow(formerInserts, page.path, null, false, now, now);
  }

  if (vanished.length > 0) {
    await tx.$executeRawUnsafe(
      `UPDATE sitemap_pages SET city_id = NULL,
              changed_at = CASE WHEN listed THEN $2::timestamptz ELSE changed_at END, listed = false
        WHERE id = ANY($1::int[])`,
      vanished.map((p) => p.id),
      now.toISOString(),
    );
  }
  // Paths move in two steps so that two cities swapping slugs never collide.
  if (moved.length > 0) {
    await tx.$executeRawUnsafe(`UPDATE sitemap_pages SET path = '~' || id::text WHERE id = ANY($1::int[])`, moved.map((p) => p.id));
  }
  await tx.$executeRawUnsafe(`DELETE FROM sitemap_pages WHERE city_id IS NULL AND path = ANY($1::text[])`, [...claimed]);
  if (updates.id.length > 0) {
    await tx.$executeRawUnsafe(
      `UPDATE sitemap_pages AS p SET path = u.path, listed = u.listed, lastmod = u.lastmod, changed_at = u.changed_at
         FROM unnest($1::int[], $2::text[], $3::boolean[], $4::text[]::timestamptz[], $5::text[]::timestamptz[])
           AS u(id, path, listed, lastmod, changed_at)
        WHERE p.id = u.id`,
      updates.id,
      updates.path,
      updates.listed,
      updates.lastmod,
      updates.changedAt,
    );
  }
  // Baseline rows and cities that were never listed have nothing to announce; former paths do.
  for (const rows of [cityInserts, formerInserts]) {
    if (rows.path.length === 0) continue;
    await tx.$executeRawUnsafe(
      `INSERT INTO sitemap_pages (path, kind, city_id, listed, lastmod, changed_at, indexnow_at)
       SELECT u.path, 'city', u.city_id, u.listed, u.lastmod, u.changed_at,
              CASE WHEN $6 OR (u.city_id IS NOT NULL AND NOT u.listed) THEN u.changed_at END
         FROM unnest($1::text[], $2::int[], $3::boolean[], $4::text[]::timestamptz[], $5::text[]::timestamptz[])
           AS u(path, city_id, listed, lastmod, changed_at)`,
      rows.path,
      rows.cityId,
      rows.listed,
      rows.lastmod,
      rows.changedAt,
      firstSync,
    );
  }

  await ensureListingPages(tx, cities, now, firstSync);
  if (listingLastmod && !firstSync) await touchListingPages(tx, listingLastmod, now);
  return result;
}

type NewRows = ReturnType<typeof newRows>;
const newRows = () => ({ path: [] as string[], cityId: [] as (number | null)[], listed: [] as boolean[], lastmod: [] as string[], changedAt: [] as string[] });

function pushRow(rows: NewRows, path: string, cityId: number | null, listed: boolean, lastmod: Date, changedAt: Date) {
  rows.path.push(path);
  rows.cityId.push(cityId);
  rows.listed.push(listed);
  rows.lastmod.push(lastmod.toISOString());
  rows.changedAt.push(changedAt.toISOString());
}

/**
 * The delivery page always exists; when first created its lastmod is the
 * newest change among the live cities it lists (the best real date known).
 */
async function ensureListingPages(tx: Db, cities: readonly CityIndexEntry[], now: Date, baseline: boolean): Promise<void> {
  let newest: Date | null = null;
  for (const city of cities) {
    if (!city.page_active) continue;
    const at = new Date(city.updated_at);
    if (!newest || at > newest) newest = at;
  }
  const lastmod = newest ?? now;
  for (const [path, kind] of [[deliveryPath, 'delivery']] as const) {
    await tx.sitemapPage.upsert({
      where: { path },
      create: { path, kind, listed: true, lastmod, changedAt: now, indexNowAt: baseline ? now : null },
      update: {},
    });
  }
}
