import { slugPattern } from '@local-seo/contracts';
import { citiesUnavailable } from '@local-seo/service-kit';
import { cityNotFound } from './cities.js';
import type { PrismaClient } from '../generated/prisma/client.js';

/** What public reads need of a live city. */
export interface LiveCity {
  id: number;
  url_slug: string;
}

/**
 * Public reads look cities up in the service's own copy (kept by cityProjection),
 * never in the cities service. An empty copy has not been filled yet (a first start
 * while the cities service is away): a city it does not hold then answers 503 rather
 * than a false 404.
 */
export interface LiveCities {
  /** A live city by slug: unknown or inactive is 404. */
  live(slug: string): Promise<LiveCity>;
  /** Whether the city of this id is known and live (public contractor details are only of live cities). */
  isLive(cityId: number): Promise<boolean>;
}

export function createLiveCities(db: PrismaClient): LiveCities {
  let filled = false;
  /** Throws when the copy holds no city yet; once it holds one it stays filled (events keep it current). */
  const mustBeFilled = async () => {
    filled ||= (await db.city.findFirst({ select: { id: true } })) !== null;
    if (!filled) throw citiesUnavailable();
  };
  return {
    async live(slug) {
      if (!slugPattern.test(slug)) throw cityNotFound();
      const city = await db.city.findUnique({ where: { slug }, select: { id: true, slug: true, pageActive: true } });
      if (city?.pageActive) return { id: city.id, url_slug: city.slug };
      if (!city) await mustBeFilled();
      throw cityNotFound();
    },
    async isLive(cityId) {
      const city = await db.city.findUnique({ where: { id: cityId }, select: { pageActive: true } });
      if (!city) await mustBeFilled();
      return city?.pageActive === true;
    },
  };
}
