import { nearbyCityCount, nearestPlaces } from '@local-seo/contracts';
import type { Db } from './db.js';

interface Row {
  slug: string;
  name: string;
  province: string;
  latitude: number;
  longitude: number;
}

/** Boxes tried around the city, in degrees of latitude, before every live city is read (100,000 cities stay cheap). */
const boxes = [1, 4, null] as const;
/** Fewer km than any degree of latitude, or of longitude once widened, spans inside a box (a margin for the box's varying width). */
const kmPerDegreeSafe = 95;

/**
 * "Nearby service areas" (docs/behaviour/public-site.md#nearby-service-areas): the six
 * nearest other live cities of a live city. The live cities in a box around it are read
 * first; the box grows until it holds enough of them. Null when the city is not live.
 */
export async function nearbyCitiesOf(db: Db, slug: string): Promise<ReturnType<typeof nearestPlaces<Row>> | null> {
  const city = await db.city.findUnique({ where: { urlSlug: slug }, select: { pageActive: true, latitude: true, longitude: true } });
  if (!city || !city.pageActive) return null;
  const origin = { slug, latitude: city.latitude.toNumber(), longitude: city.longitude.toNumber() };
  let nearest: ReturnType<typeof nearestPlaces<Row>> = [];
  for (const box of boxes) {
    // A degree of longitude is shorter away from the equator: the box is widened by 1/cos(latitude).
    const lngBox = box === null ? null : box / Math.max(0.2, Math.cos((origin.latitude * Math.PI) / 180));
    const rows = await db.$queryRawUnsafe<Row[]>(
      `SELECT url_slug AS slug, city_name AS name, province, latitude::float8 AS latitude, longitude::float8 AS longitude
       FROM cities WHERE page_active AND url_slug <> $1
         AND ($2::float8 IS NULL OR (latitude BETWEEN $3::float8 - $2 AND $3::float8 + $2
                                     AND longitude BETWEEN $4::float8 - $5::float8 AND $4::float8 + $5::float8))`,
      slug,
      box,
      origin.latitude,
      origin.longitude,
      lngBox,
    );
    nearest = nearestPlaces(origin, rows, nearbyCityCount);
    // A city just outside the box may be nearer than one in its corner: the answer is final once
    // the farthest of the six is within the circle the box surely holds (with a margin).
    if (box === null || (nearest.length === nearbyCityCount && nearest.at(-1)!.distanceKm <= box * kmPerDegreeSafe)) break;
  }
  return nearest;
}
