import type { PublicCity } from '@local-seo/contracts';

/** The delivery page's city groups by slug, each in its order (docs/behaviour/public-site.md#delivery-page). */
export const deliveryGroupSlugs = {
  cottageCountry: ['gravenhurst', 'muskoka', 'parry-sound', 'huntsville', 'haliburton'],
  rural: ['creemore', 'puslinch', 'kleinburg', 'orangeville', 'elmvale', 'erin', 'fergus', 'king-city', 'mono', 'new-tecumseth', 'shelburne'],
  majorUrban: ['toronto', 'hamilton', 'ottawa', 'london'],
  regional: ['aurora', 'barrie', 'guelph', 'kitchener', 'markham', 'milton', 'oakville', 'georgina', 'grimsby'],
} as const;

type DeliveryGroupKey = keyof typeof deliveryGroupSlugs | 'additional';
type DeliveryGroups<City> = Record<DeliveryGroupKey, City[]>;

const byName = new Intl.Collator('en-CA', { sensitivity: 'base' });

/**
 * Sorts the cities into the delivery page's groups: the named groups keep their
 * order and hold only cities that exist; every other city is an
 * additional service area, by name.
 */
export function groupDeliveryCities<City extends Pick<PublicCity, 'url_slug' | 'city_name'>>(
  cities: readonly City[],
): DeliveryGroups<City> {
  const bySlug = new Map(cities.map((city) => [city.url_slug, city]));
  const pick = (slugs: readonly string[]) => slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  const named = new Set<string>(Object.values(deliveryGroupSlugs).flat());
  return {
    cottageCountry: pick(deliveryGroupSlugs.cottageCountry),
    rural: pick(deliveryGroupSlugs.rural),
    majorUrban: pick(deliveryGroupSlugs.majorUrban),
    regional: pick(deliveryGroupSlugs.regional),
    additional: cities.filter((city) => !named.has(city.url_slug)).sort((a, b) => byName.compare(a.city_name, b.city_name)),
  };
}
