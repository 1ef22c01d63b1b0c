import type { Db } from './db.js';

/**
 * The public site's root answers 301 to the delivery page (it has no home page of its own),
 * so the sitemap lists /delivery and the city pages, never '/'.
 */
export const deliveryPath = '/delivery';
export const cityPath = (slug: string) => `/${slug}`;

/** What the sitemap needs to know of a city, and when it last changed. */
interface CityListing {
  cityId: number;
  slug: string;
  active: boolean;
  /** When the city record changed (the event's time, or the city's updated_at). */
  changedAt: Date;
}

type ChangeOutcome = 'applied' | 'stale';

/**
 * Page changes from events and the sync with the cities service take turns
 * (a transaction-scoped advisory lock), so neither sees the other half-done.
 */
export async function lockPages(tx: Db): Promise<void> {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext('sitemap_pages'))`);
}

/**
 * Records a change of one city, as a city event tells it. The page's lastmod
 * becomes the time of the change; an event older than what is stored (a late
 * redelivery) changes nothing. A listed city whose slug changed leaves its
 * former path behind, unlisted, so that IndexNow hears of the removal.
 * `listingChanged` says that what the delivery page shows of the
 * city (name, province, slug, whether it is live) changed.
 */
export async function recordCityChange(tx: Db, city: CityListing, detectedAt: Date, listingChanged: boolean): Promise<ChangeOutcome> {
  const path = cityPath(city.slug);
  const existing = await tx.sitemapPage.findUnique({ where: { cityId: city.cityId } });
  // Products and contractors move lastmod too: the city's own version decides what is stale.
  if (existing && (existing.cityChangedAt ?? existing.lastmod) >= city.changedAt) return 'stale';

  await freePath(tx, path, city.cityId);
  const announce = city.active || (existing?.listed ?? false);
  const data = {
    path,
    listed: city.active,
    lastmod: existing && existing.lastmod > city.changedAt ? existing.lastmod : city.changedAt,
    cityChangedAt: city.changedAt,
    changedAt: announce ? detectedAt : (existing?.changedAt ?? detectedAt),
  };
  if (existing) await tx.sitemapPage.update({ where: { id: existing.id }, data });
  // A city never listed has nothing to announce.
  else await tx.sitemapPage.create({ data: { ...data, kind: 'city', cityId: city.cityId, indexNowAt: city.active ? null : data.changedAt } });

  if (existing && existing.path !== path && existing.listed) {
    await tx.sitemapPage.create({
      data: { path: existing.path, kind: 'city', cityId: null, listed: false, lastmod: city.changedAt, changedAt: detectedAt },
    });
  }
  const listingMoved = existing ? existing.listed !== city.active || (city.active && existing.path !== path) : city.active;
  if (listingMoved || (city.active && listingChanged)) await touchListingPages(tx, city.changedAt, detectedAt);
  return 'applied';
}

/**
 * A city purged from the Trash: its page is no one's any more. It was unlisted when the
 * city went to the Trash (told as a page taken offline); its row now names no city, as
 * for a city the cities service no longer lists, so a new city may take its path.
 * Answers whether the city had a page here.
 */
export async function forgetCityPage(tx: Db, cityId: number, detectedAt: Date): Promise<boolean> {
  const [page] = await tx.$queryRawUnsafe<{ listed: boolean }[]>(
    `UPDATE sitemap_pages SET city_id = NULL, changed_at = CASE WHEN listed THEN $2::timestamptz ELSE changed_at END, listed = false
      WHERE city_id = $1 RETURNING listed`,
    cityId,
    detectedAt.toISOString(),
  );
  return page !== undefined;
}

/**
 * Makes room for a city at `path`: a former path left there is superseded,
 * and another city still holding it (its own move not seen yet) is parked
 * until its event or the next sync with the cities service places it.
 */
async function freePath(tx: Db, path: string, cityId: number): Promise<void> {
  await tx.sitemapPage.deleteMany({ where: { path, cityId: null } });
  await tx.$executeRawUnsafe(
    `UPDATE sitemap_pages SET path = '~' || id::text, listed = false WHERE path = $1 AND city_id <> $2`,
    path,
    cityId,
  );
}

/**
 * The delivery page lists the live cities: their content changes
 * with that list (and only then, as far as this service can know). The
 * change is announced; lastmod never moves back.
 */
export async function touchListingPages(tx: Db, lastmod: Date, detectedAt: Date): Promise<void> {
  for (const [path, kind] of [[deliveryPath, 'delivery']] as const) {
    const page = await tx.sitemapPage.findUnique({ where: { path } });
    if (!page) await tx.sitemapPage.create({ data: { path, kind, listed: true, lastmod, changedAt: detectedAt } });
    else await tx.sitemapPage.update({ where: { path }, data: { lastmod: page.lastmod > lastmod ? page.lastmod : lastmod, changedAt: detectedAt } });
  }
}

/**
 * What a city page shows besides its city changed (its products, its
 * contractors): its lastmod moves to the time of the change, never back. A
 * listed page's change is announced (IndexNow); `announce` false only moves
 * lastmod (the structured data of every page, when the schema settings change).
 */
export async function touchCityPages(tx: Db, cityIds: readonly number[] | 'all', lastmod: Date, detectedAt: Date, announce: boolean): Promise<number> {
  const where = { cityId: cityIds === 'all' ? { not: null } : { in: [...cityIds] }, lastmod: { lt: lastmod } };
  const moved = await tx.sitemapPage.updateMany({ where, data: { lastmod } });
  if (announce) await tx.sitemapPage.updateMany({ where: { ...where, lastmod, listed: true }, data: { changedAt: detectedAt } });
  return moved.count;
}

interface ListedPage {
  path: string;
  kind: string;
  lastmod: Date;
}

/** One page of the listed pages in path order, after `afterPath` (keyset paging keeps memory flat). */
export function listedPagesAfter(db: Db, afterPath: string, limit: number): Promise<ListedPage[]> {
  return db.sitemapPage.findMany({
    where: { listed: true, path: { gt: afterPath } },
    orderBy: { path: 'asc' },
    take: limit,
    select: { path: true, kind: true, lastmod: true },
  });
}
