import type { DeliveryAnswer, deliveryQuerySchema } from '@local-seo/contracts';
import { notFound } from '@local-seo/service-kit';
import type { z } from 'zod';
import { selectCandidates } from '../availability/listing-store.js';
import { buildPublicListing, deliveryDistance, type ListingCandidate } from '../domain/index.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { answerSql, productColumn } from './product-columns.js';

interface LocationRow {
  id: number;
  location_name: string;
  supplier_name: string | null;
  city: string | null;
  latitude: number;
  longitude: number;
  radius: number;
  hours: string | null;
  product_count: number;
}

/** The active locations whose delivery radius reaches a point, nearest first (the calculator's and the public check's rule). */
export async function yardsDeliveringTo(db: PrismaClient, point: { latitude: number; longitude: number }): Promise<{ row: LocationRow; km: number }[]> {
  const rows = await db.$queryRawUnsafe<LocationRow[]>(
    `SELECT l.id, l.location_name, s.supplier_name, l.city, l.latitude::float8 AS latitude, l.longitude::float8 AS longitude,
            l.delivery_radius::float8 AS radius, l.hours_of_operation AS hours,
            (SELECT count(*)::int FROM location_products lp WHERE lp.location_id = l.id) AS product_count
     FROM supplier_locations l LEFT JOIN suppliers s ON s.id = l.supplier_id
     WHERE l.active AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL AND l.delivery_radius IS NOT NULL`,
  );
  return rows
    .map((row) => ({ row, km: deliveryDistance({ id: row.id, latitude: row.latitude, longitude: row.longitude, deliveryRadiusKm: row.radius }, point) }))
    .filter((entry): entry is { row: LocationRow; km: number } => entry.km !== null)
    .sort((a, b) => a.km - b.km || a.row.location_name.localeCompare(b.row.location_name));
}

/**
 * The delivery calculator (docs/decisions.md, decision 7): the active locations whose
 * radius reaches a city or a point, nearest first, and what can be delivered there
 * (carried by those locations, or shown in all cities).
 */
export async function deliveryTo(db: PrismaClient, query: z.output<typeof deliveryQuerySchema>): Promise<DeliveryAnswer> {
  let origin: DeliveryAnswer['origin'];
  if (query.city) {
    const city = await db.city.findUnique({ where: { slug: query.city } });
    if (!city) throw notFound('City not found');
    origin = { city_slug: city.slug, city_name: city.name, latitude: city.latitude.toNumber(), longitude: city.longitude.toNumber() };
  } else {
    origin = { city_slug: null, city_name: null, latitude: query.latitude!, longitude: query.longitude! };
  }
  const locations = await yardsDeliveringTo(db, origin);
  const candidates = await db.$queryRawUnsafe<(ListingCandidate & { fromPrice: string | null })[]>(
    selectCandidates(`${answerSql(productColumn('from_price'))} AS "fromPrice"`) +
      ` WHERE p.active AND (p.show_on_all_cities OR p.id IN (SELECT product_id FROM location_products WHERE location_id = ANY($1::int[])))`,
    locations.map((l) => l.row.id),
  );
  const fromPrice = new Map(candidates.map((c) => [c.id, c.fromPrice]));
  return {
    origin,
    locations: locations.map(({ row, km }) => ({
      id: row.id,
      location_name: row.location_name,
      supplier_name: row.supplier_name,
      city: row.city,
      distance_km: Math.round(km * 10) / 10,
      delivery_radius: row.radius.toFixed(2),
      product_count: row.product_count,
    })),
    products: buildPublicListing(candidates).map((product) => ({ ...product, from_price: fromPrice.get(product.id) ?? null })),
  };
}
