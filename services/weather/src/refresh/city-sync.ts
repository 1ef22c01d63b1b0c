import type { CitiesClient, CityFacts, PublicCity } from '@local-seo/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

/** What the weather service keeps of a city. */
export interface CityPlace {
  id: number;
  citySlug: string;
  cityName: string;
  latitude: number;
  longitude: number;
  active: boolean;
}

export const placeFromFacts = (city: CityFacts): CityPlace => ({
  id: city.id,
  citySlug: city.citySlug,
  cityName: city.cityName,
  latitude: city.latitude,
  longitude: city.longitude,
  active: city.pageActive,
});

export const placeFromPublicCity = (city: PublicCity): CityPlace => ({
  id: city.id,
  citySlug: city.url_slug,
  cityName: city.city_name,
  latitude: city.latitude,
  longitude: city.longitude,
  active: city.page_active,
});

/**
 * Records a city as the cities service last described it. When it moved, its
 * stored weather is for another place: it is dropped, not served.
 */
export async function recordCity(tx: Prisma.TransactionClient, city: CityPlace): Promise<void> {
  const before = await tx.weatherCity.findUnique({ where: { id: city.id }, select: { latitude: true, longitude: true } });
  const { id, ...facts } = city;
  await tx.weatherCity.upsert({ where: { id }, create: city, update: facts });
  if (before && (before.latitude !== city.latitude || before.longitude !== city.longitude)) {
    await tx.weatherData.deleteMany({ where: { cityId: id } });
    await tx.weatherCity.update({ where: { id }, data: { lastError: null, lastAttemptAt: null } });
  }
}

/**
 * Brings the local list in line with the cities service's active cities (the
 * events keep it current; this catches anything missed). Answers how many are active.
 */
export async function syncActiveCities(db: PrismaClient, cities: CitiesClient): Promise<number> {
  const active = (await cities.listActive()).map(placeFromPublicCity);
  await db.$transaction(async (tx) => {
    for (const city of active) await recordCity(tx, city);
    await tx.weatherCity.updateMany({ where: { active: true, id: { notIn: active.map((c) => c.id) } }, data: { active: false } });
  }, { timeout: 30_000 });
  return active.length;
}
