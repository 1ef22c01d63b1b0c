import { UpstreamError, type CitiesClient, type PublicCity } from '@local-seo/contracts';
import { HttpError, notFound } from '@local-seo/service-kit';

/** What public reads need of a live city. */
export interface LiveCity {
  id: number;
  url_slug: string;
}

/** A live city by slug, for public reads: unknown or inactive is 404. */
export interface LiveCityLookup {
  live(slug: string): Promise<LiveCity>;
  /** Whether the city of this id is known and live (public contractor details are only of live cities). */
  isLive(cityId: number): Promise<boolean>;
}

/** City lookups through the cities service's client (never its tables). */
export interface CityDirectory extends LiveCityLookup {
  live(slug: string): Promise<PublicCity>;
  /** Any city by slug, live or not (staff populate cities before they go live). */
  any(slug: string): Promise<PublicCity>;
  /** Every city, for imports. */
  all(): Promise<PublicCity[]>;
}

export const cityNotFound = () => notFound('City not found');

/** The cities service is down or slow: say so plainly, never a 500. */
async function asked<T>(question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (err) {
    if (err instanceof UpstreamError) throw new HttpError(503, 'The cities service is unavailable right now; please try again shortly.');
    throw err;
  }
}

export function createCityDirectory(client: CitiesClient): CityDirectory {
  return {
    async live(slug) {
      const city = await asked(() => client.bySlug(slug));
      if (!city) throw cityNotFound();
      return city;
    },
    async any(slug) {
      const live = await asked(() => client.bySlug(slug));
      if (live) return live;
      const city = (await asked(() => client.listAll())).find((c) => c.url_slug === slug);
      if (!city) throw cityNotFound();
      return city;
    },
    async isLive(cityId) {
      return (await asked(() => client.listIndex())).some((city) => city.id === cityId && city.page_active);
    },
    all: () => asked(() => client.listAll()),
  };
}
