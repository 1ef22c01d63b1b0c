import { distanceKm, type LatLng } from '@local-seo/contracts';

// The distance is shared with the cities service's nearby cities (packages/contracts/src/rules/distance.ts).
export { distanceKm };

/** Kilometres per degree of latitude, rounded up: a safe bound for the quick pre-check. */
const kmPerDegreeLatitude = 111.2;

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
