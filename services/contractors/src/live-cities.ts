import { cityNotFound, type LiveCityLookup } from './cities.js';
import type { PrismaClient } from './generated/prisma/client.js';

export interface ProjectedCities extends LiveCityLookup {
  /** The projection is filled (or needed no fill): from now on every lookup is answered from it. */
  filled(): void;
}

/**
 * Public reads look the slug up in the local projection of cities, without
 * a call to the cities service. Until the projection was filled at start (a
 * first start while the cities service is away), they ask the cities service as
 * before, rather than call every city unknown.
 */
export function createProjectedCities(db: PrismaClient, beforeFilled: LiveCityLookup): ProjectedCities {
  let ready = false;
  return {
    async live(slug) {
      if (!ready) return beforeFilled.live(slug);
      const city = await db.city.findUnique({ where: { slug }, select: { id: true, slug: true, pageActive: true } });
      if (!city?.pageActive) throw cityNotFound();
      return { id: city.id, url_slug: city.slug };
    },
    async isLive(cityId) {
      if (!ready) return beforeFilled.isLive(cityId);
      const city = await db.city.findUnique({ where: { id: cityId }, select: { pageActive: true } });
      return city?.pageActive === true;
    },
    filled() {
      ready = true;
    },
  };
}
