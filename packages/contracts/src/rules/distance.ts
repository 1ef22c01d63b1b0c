export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), km. */
const earthRadiusKm = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine): the delivery calculator's and the nearby cities' distance (docs/decisions.md, decision 7). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as pages show it: km to one decimal. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;

/**
 * The `count` places nearest to `origin`, nearest first (equal distances by name),
 * leaving out the origin itself (same slug) and places at the very same spot
 * (a duplicate record of the same town is no neighbour).
 */
export function nearestPlaces<T extends LatLng & { slug: string; name: string }>(
  origin: LatLng & { slug: string },
  places: readonly T[],
  count: number,
): (T & { distanceKm: number })[] {
  return places
    .filter((place) => place.slug !== origin.slug)
    .map((place) => ({ ...place, distanceKm: roundKm(distanceKm(origin, place)) }))
    .filter((place) => place.distanceKm > 0)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name))
    .slice(0, count);
}
