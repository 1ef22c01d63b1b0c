import { durableConsumers } from '@local-seo/contracts';
import { subscribeToEvents, type ServiceContext } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';
import { placeFromFacts, recordCity, type CityPlace } from '../refresh/city-sync.js';

/**
 * Keeps the local copy of the cities current from the cities service's events:
 * a new or changed city, a page that went live or dark, a city that moved.
 */
export function consumeCityEvents(ctx: ServiceContext<PrismaClient>, onRecorded: (city: CityPlace) => void) {
  return subscribeToEvents(ctx.bus, ctx.db, {
    durable: durableConsumers.weatherCities.durable,
    events: durableConsumers.weatherCities.events,
    handle: async (event, tx) => {
      const city = placeFromFacts(event.data.city);
      await recordCity(tx, city);
      onRecorded(city);
    },
  });
}
