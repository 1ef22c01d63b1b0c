interface LatLng {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), km. */
const earthRadiusKm = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
/** Kilometres per degree of latitude, rounded up: a safe bound for the quick pre-check. */
const kmPerDegreeLatitude = 111.2;

/** Great-circle distance in km (haversine), the delivery calculator's distance (docs/decisions.md, decision 7). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface DeliveringLocation extends LatLng {
  id: number;
  /** km; a location without a radius delivers nowhere. */
  deliveryRadiusKm: number;
}

export interface Place extends LatLng {
  id: number;
}

interface Coverage {
  cityId: number;
  locationId: number;
  distanceKm: number;
}

/** Whether a location delivers to a point: its distance is within the location's delivery radius. */
export function deliveryDistance(location: DeliveringLocation, point: LatLng): number | null {
  // Far apart in latitude alone: no need for the trigonometry.
  if (Math.abs(location.latitude - point.latitude) * kmPerDegreeLatitude > location.deliveryRadiusKm + 1) return null;
  const km = distanceKm(location, point);
  return km <= location.deliveryRadiusKm ? km : null;
}

/** Every (city, location) pair where the location delivers to the city. */
export function coveragePairs(cities: readonly Place[], locations: readonly DeliveringLocation[]): Coverage[] {
  const pairs: Coverage[] = [];
  for (const location of locations) {
    for (const city of cities) {
      const km = deliveryDistance(location, city);
      if (km !== null) pairs.push({ cityId: city.id, locationId: location.id, distanceKm: Math.round(km * 1000) / 1000 });
    }
  }
  return pairs;
}
