import { durableConsumers } from '@local-seo/contracts';
import { subscribeToEvents, type Consumer, type ServiceContext } from '@local-seo/service-kit';
import type { PrismaClient } from '../generated/prisma/client.js';
import { applyCityFacts } from './city-projection.js';

export const citiesDurable = durableConsumers.contractorsCities.durable;

/** Keeps the local projection of cities (what public reads look slugs up in) current from the cities service's events. */
export function consumeCityEvents(ctx: ServiceContext<PrismaClient>): Promise<Consumer> {
  return subscribeToEvents(ctx.bus, ctx.db, {
    durable: citiesDurable,
    events: durableConsumers.contractorsCities.events,
    async handle(event, tx) {
      await applyCityFacts(tx, event.data.city, new Date(event.occurredAt));
    },
  });
}
