import { durableConsumers } from '@local-seo/contracts';
import { subscribeToEvents, type Consumer, type ServiceContext } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';
import { applyCityFacts } from './city-projection.js';

/** Keeps the local projection of cities current from the cities service's events. */
export function consumeCityEvents(ctx: ServiceContext<PrismaClient>, onChange: () => void): Promise<Consumer> {
  return subscribeToEvents(ctx.bus, ctx.db, {
    durable: durableConsumers.catalogCities.durable,
    events: durableConsumers.catalogCities.events,
    async handle(event, tx) {
      if (await applyCityFacts(tx, event.data.city, new Date(event.occurredAt))) onChange();
    },
  });
}
