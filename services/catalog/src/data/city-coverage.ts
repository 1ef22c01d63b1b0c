import { roundKm, type CityCoverage } from '@local-seo/contracts';
import { notFound } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';

interface YardRow {
  location_name: string;
  supplier_name: string | null;
  city: string | null;
  distance_km: number;
  hours: string | null;
  yards: number;
  suppliers: number;
}

/**
 * Who delivers to a live city, for its page's local facts
 * (docs/behaviour/public-site.md, "Local facts"): from the coverage kept per city
 * (city_locations, recomputed when a yard or the city changes), the nearest active
 * yard and how many yards and suppliers reach it.
 */
export async function cityCoverage(db: PrismaClient, slug: string, addressCheck: boolean): Promise<CityCoverage> {
  const city = await db.city.findUnique({ where: { slug }, select: { id: true, pageActive: true } });
  if (!city || !city.pageActive) throw notFound('City not found');
  const [nearest] = await db.$queryRawUnsafe<YardRow[]>(
    `SELECT l.location_name, s.supplier_name, l.city, cl.distance_km, l.hours_of_operation AS hours,
            count(*) OVER ()::int AS yards,
            (SELECT count(DISTINCT coalesce(l2.supplier_id, -l2.id))::int FROM city_locations c2
               JOIN supplier_locations l2 ON l2.id = c2.location_id WHERE c2.city_id = $1 AND l2.active) AS suppliers
     FROM city_locations cl JOIN supplier_locations l ON l.id = cl.location_id LEFT JOIN suppliers s ON s.id = l.supplier_id
     WHERE cl.city_id = $1 AND l.active
     ORDER BY cl.distance_km, l.location_name LIMIT 1`,
    city.id,
  );
  return {
    nearest_yard: nearest
      ? { location_name: nearest.location_name, supplier_name: nearest.supplier_name, city: nearest.city, distance_km: roundKm(nearest.distance_km), hours: nearest.hours }
      : null,
    yards: nearest?.yards ?? 0,
    suppliers: nearest?.suppliers ?? 0,
    address_check: addressCheck,
  };
}
