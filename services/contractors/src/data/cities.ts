import type { CitiesClient, PublicCity } from '@local-seo/contracts';
import { askCities, notFound } from '@local-seo/service-kit';

export const cityNotFound = () => notFound('City not found');

/**
 * What staff writes ask the cities service itself (a city created a moment ago
 * must be found at once, before its event reaches the copy): any city by slug,
 * and every city for imports. A cities service that cannot answer is a 503.
 */
export interface CityDirectory {
  /** Any city by slug, live or not (staff populate cities before they go live). */
  any(slug: string): Promise<PublicCity>;
  /** Every city, for imports. */
  all(): Promise<PublicCity[]>;
}

export function createCityDirectory(client: CitiesClient): CityDirectory {
  return {
    async any(slug) {
      const live = await askCities(() => client.bySlug(slug));
      if (live) return live;
      const city = (await askCities(() => client.listAll())).find((c) => c.url_slug === slug);
      if (!city) throw cityNotFound();
      return city;
    },
    all: () => askCities(() => client.listAll()),
  };
}
