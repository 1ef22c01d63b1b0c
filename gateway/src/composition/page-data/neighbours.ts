import { distanceKm, nearbyCityCount, type CityFacts, type PageData } from '@local-seo/contracts';

/**
 * Whether a change of `city` (created, moved, renamed, (de)activated) changes the
 * "Nearby service areas" of this page (docs/behaviour/public-site.md#nearby-service-areas):
 * it is one of the page's neighbours (by its slug, or the one it had), or, live, it is
 * now nearer than the page's farthest neighbour (or the page has fewer than six).
 */
export function changesNeighbours(page: Pick<PageData, 'city' | 'nearby'>, city: CityFacts, previousSlug?: string | null): boolean {
  if (page.city.id === city.id) return false; // its own page is dropped by id
  if (page.nearby.some((n) => n.url_slug === city.citySlug || n.url_slug === previousSlug)) return true;
  if (!city.pageActive) return false;
  const farthest = page.nearby.at(-1);
  return page.nearby.length < nearbyCityCount || !farthest || distanceKm(page.city, city) <= farthest.distance_km;
}
