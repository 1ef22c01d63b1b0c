import type { SupplierLocationView } from '@local-seo/contracts';

type Location = SupplierLocationView;

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const cityKey = (city: string) => city.trim().toLocaleLowerCase('en-CA');

/** The analytics tab lists this many cities. */
export const topCityLimit = 8;

interface CityCount {
  city: string;
  count: number;
}

/**
 * Locations per city, most first (ties by name), the top `limit` of them.
 * 'Barrie' and ' barrie ' are one city, named as it is first written.
 */
export function topCities(locations: readonly Location[], limit = topCityLimit): CityCount[] {
  const counts = new Map<string, CityCount>();
  for (const { city } of locations) {
    if (!filled(city)) continue;
    const key = cityKey(city);
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { city: city.trim(), count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.city.localeCompare(b.city)).slice(0, limit);
}

const hasCoordinates = (location: Pick<Location, 'latitude' | 'longitude'>): boolean =>
  location.latitude !== null && location.longitude !== null;

interface Coverage {
  withCoordinates: number;
  total: number;
  /** Whole percent, 0 when there is no location. */
  percent: number;
}

/** How many locations can be placed on a map (both coordinates known): the delivery calculator needs them. */
export function coordinateCoverage(locations: readonly Location[]): Coverage {
  const withCoordinates = locations.filter(hasCoordinates).length;
  const total = locations.length;
  return { withCoordinates, total, percent: total === 0 ? 0 : Math.round((withCoordinates / total) * 100) };
}

interface ContactCounts {
  phone: number;
  email: number;
  dispatch: number;
  sales: number;
}

/** How many locations can be reached each way: a phone, an e-mail, dispatch (phone or e-mail), sales (contact, phone or e-mail). */
export function contactCounts(locations: readonly Location[]): ContactCounts {
  const count = (reachable: (location: Location) => boolean) => locations.filter(reachable).length;
  return {
    phone: count((l) => filled(l.phone_number)),
    email: count((l) => filled(l.email)),
    dispatch: count((l) => filled(l.dispatch_phone) || filled(l.dispatch_email)),
    sales: count((l) => filled(l.sales_contact) || filled(l.sales_phone) || filled(l.sales_email)),
  };
}

/** The city filter's choices: each city once, alphabetically. */
export function cityChoices(locations: readonly Location[]): string[] {
  const names = new Map<string, string>();
  for (const { city } of locations) if (filled(city) && !names.has(cityKey(city))) names.set(cityKey(city), city.trim());
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}

interface LocationStats {
  total: number;
  active: number;
  cities: number;
  /** Average delivery radius in km, one decimal; '0.0' when no location has one (as /api/stats says). */
  avgDeliveryRadius: string;
}

/** The four stat cards of the Supplier Locations tab. */
export function locationStats(locations: readonly Location[]): LocationStats {
  const radii = locations.map((l) => l.delivery_radius).filter(filled).map(Number).filter(Number.isFinite);
  const average = radii.length === 0 ? 0 : radii.reduce((sum, r) => sum + r, 0) / radii.length;
  return {
    total: locations.length,
    active: locations.filter((l) => l.active).length,
    cities: cityChoices(locations).length,
    avgDeliveryRadius: average.toFixed(1),
  };
}
