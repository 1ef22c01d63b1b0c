import type { CitiesClient, CityFacts } from '@local-seo/contracts';
import { applyCityToProjection, cityFactsOf, type ProjectedCity } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Tx } from '../data/db.js';

/** Whether the copy held the city at another place. */
const moved = (city: CityFacts, before: ProjectedCity | undefined): boolean =>
  before !== undefined && (before.latitude !== city.latitude || before.longitude !== city.longitude);

/** Whether a change makes the city want weather it may not have: it is new and live, went live, or moved while live. */
export const wantsWeather = (city: CityFacts, before: ProjectedCity | undefined): boolean =>
  city.pageActive && (!before || !before.page_active || moved(city, before));

/**
 * What changes beside the copy when a city changes: a city that moved has
 * weather stored for another place, so it is dropped (and its last failure
 * forgotten), not served.
 */
export async function forgetWeatherOfMovedCity(tx: Tx, city: CityFacts, before: ProjectedCity | undefined): Promise<void> {
  if (!moved(city, before)) return;
  await tx.weatherData.deleteMany({ where: { cityId: city.id } });
  await tx.weatherCity.updateMany({ where: { id: city.id }, data: { lastError: null, lastAttemptAt: null } });
}

/**
 * Holds the copy against the cities service's list (the events keep it current;
 * this catches a change whose event was lost), each city version-guarded as its
 * events are.
 */
export async function checkCopyOfCities(db: PrismaClient, cities: CitiesClient): Promise<void> {
  const listed = await cities.listAll();
  await db.$transaction(
    async (tx) => {
      for (const city of listed) await applyCityToProjection(tx, cityFactsOf(city), new Date(city.updated_at), forgetWeatherOfMovedCity);
    },
    { timeout: 30_000 },
  );
}

/** The version of a city learned by a lookup: the oldest there is, so its first event or check replaces it. */
const lookedUp = new Date(0);

/**
 * A city the copy does not know yet (created a moment ago, its event still on
 * the way), asked of the cities service: a live one is added to the copy.
 * Answers whether it was found live.
 */
export async function learnCity(db: PrismaClient, cities: CitiesClient, slug: string): Promise<boolean> {
  const city = await cities.bySlug(slug);
  if (!city) return false;
  await db.$transaction((tx) => applyCityToProjection(tx, cityFactsOf(city), lookedUp, forgetWeatherOfMovedCity));
  return true;
}
