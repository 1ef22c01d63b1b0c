import { createHash } from 'node:crypto';
import { cityProductsChanged, type EventEnvelope, type PublicProduct } from '@local-seo/contracts';
import { productColumns, taxonomyColumns, taxonomyJoin, type ProductColumn } from '../data/product-columns.js';
import type { Sql } from '../data/db.js';
import { buildPublicListing, topProducts, type ListingCandidate } from '../domain/index.js';

/** A column a visitor's list reads, under its ListingCandidate name (Prisma's; a taxonomy entry's name under its relation's). */
const candidateItem = (c: ProductColumn) => (c.taxonomy ? `${c.taxonomy.alias}.name AS "${c.taxonomy.relation}"` : `p.${c.column} AS "${c.field}"`);

/** What the listing rules read of products (ListingCandidate), with `extra` select items first. */
export const selectCandidates = (...extra: string[]) => `
  SELECT ${[...extra, 'p.id', ...productColumns.filter((c) => c.listed).map(candidateItem)].join(', ')}
  FROM products p
  ${taxonomyColumns.filter((c) => c.listed).map(taxonomyJoin).join('\n  ')}`;

export const candidateSelect = selectCandidates();

/**
 * The active products a city can order (docs/decisions.md, decision 7): shown in all cities, or
 * carried by an active location that delivers there (the coverage table holds
 * only active locations whose radius reaches the city).
 */
const candidatesOfCity = `${candidateSelect}
  WHERE p.active AND (p.show_on_all_cities OR p.id IN (
    SELECT lp.product_id FROM city_locations cl JOIN location_products lp ON lp.location_id = cl.location_id
    WHERE cl.city_id = $1))`;

interface BuildState {
  wanted: number;
  built: number;
  hash: string | null;
  slug: string;
  page_active: boolean;
}

export interface BuildOptions {
  /** How many products of the list are kept as the city's top products. */
  topCount: number;
  /** The `source` of the events it emits. */
  source: string;
}

/**
 * Rebuilds one city's public product list and its top products, if it is stale.
 * The listing row is locked meanwhile: a change that marks the city stale waits
 * for this to commit and then marks it again, so no change is ever lost.
 * Emits catalog.city-products.changed when the list's content changed.
 */
export async function buildCityListing(
  tx: Sql,
  cityId: number,
  emit: (event: EventEnvelope) => void,
  options: BuildOptions,
): Promise<boolean> {
  const [state] = await tx.$queryRawUnsafe<BuildState[]>(
    `SELECT l.wanted_version AS wanted, l.built_version AS built, l.hash, c.slug, c.page_active
     FROM city_listings l JOIN cities c ON c.id = l.city_id WHERE l.city_id = $1 FOR UPDATE OF l`,
    cityId,
  );
  if (!state || state.built >= state.wanted) return false;
  const listing = state.page_active ? buildPublicListing(await tx.$queryRawUnsafe<ListingCandidate[]>(candidatesOfCity, cityId)) : [];
  const body = JSON.stringify(listing);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 32);
  await tx.$executeRawUnsafe(
    `UPDATE city_listings SET body = $2, product_count = $3, hash = $4, built_version = $5, built_at = now() WHERE city_id = $1`,
    cityId,
    body,
    listing.length,
    hash,
    state.wanted,
  );
  if (hash === state.hash) return true;
  await replaceTopProducts(tx, cityId, listing, options.topCount);
  if (state.page_active) emit(cityProductsChanged.create({ cities: [{ id: cityId, slug: state.slug }] }, options.source));
  return true;
}

async function replaceTopProducts(tx: Sql, cityId: number, listing: PublicProduct[], count: number): Promise<void> {
  const top = topProducts(listing, count);
  await tx.$executeRawUnsafe(`DELETE FROM city_top_products_cache WHERE city_id = $1`, cityId);
  if (top.length === 0) return;
  await tx.$executeRawUnsafe(
    `INSERT INTO city_top_products_cache (city_id, product_id, ranking_position, popularity_score, last_updated)
     SELECT $1, t.product_id, t.position, t.score, now() FROM unnest($2::int[], $3::int[], $4::numeric[]) AS t(product_id, position, score)`,
    cityId,
    top.map((t) => t.product.id),
    top.map((t) => t.position),
    top.map((t) => t.product.ranking.toFixed(2)),
  );
}

export interface ListingState {
  cityId: number;
  pageActive: boolean;
  /** The content's hash: its ETag, and the key of the body cache. */
  hash: string | null;
  stale: boolean;
}

/** A city's list state by slug (one small indexed read), or null for a city this service does not know. */
export async function readListingState(db: Sql, slug: string): Promise<ListingState | null> {
  const [row] = await db.$queryRawUnsafe<{ id: number; page_active: boolean; hash: string | null; wanted: number | null; built: number | null }[]>(
    `SELECT c.id, c.page_active, l.hash, l.wanted_version AS wanted, l.built_version AS built
     FROM cities c LEFT JOIN city_listings l ON l.city_id = c.id WHERE c.slug = $1`,
    slug,
  );
  if (!row) return null;
  return { cityId: row.id, pageActive: row.page_active, hash: row.hash, stale: row.wanted === null || (row.built ?? 0) < row.wanted };
}

/** The stored list itself, and the hash it was stored with. */
export async function readListingBody(db: Sql, cityId: number): Promise<{ body: string; hash: string | null }> {
  const [row] = await db.$queryRawUnsafe<{ body: string; hash: string | null }[]>(`SELECT body, hash FROM city_listings WHERE city_id = $1`, cityId);
  return row ?? { body: '[]', hash: null };
}

/** Active cities whose lists are stale, oldest first. */
export async function staleCities(db: Sql, limit: number): Promise<number[]> {
  const rows = await db.$queryRawUnsafe<{ city_id: number }[]>(
    `SELECT l.city_id FROM city_listings l JOIN cities c ON c.id = l.city_id
     WHERE l.wanted_version > l.built_version AND c.page_active ORDER BY l.city_id LIMIT $1`,
    limit,
  );
  return rows.map((r) => r.city_id);
}
