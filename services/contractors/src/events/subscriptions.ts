import { durableConsumers } from '@local-seo/contracts';
import { cityProjection, consumerTask, type CitiesClientOptions, type Task } from '@local-seo/service-kit';
import type { Context } from '../data/db.js';
import { subscribeCityCreated } from './city-created.js';

/**
 * Everything the contractors service listens to, in one list: the cities' events for its copy of
 * the cities, and a city created, which asks for its population (`onPopulationAsked` wakes the worker).
 */
export function contractorsSubscriptions(ctx: Context, cities: CitiesClientOptions, onPopulationAsked: () => void): Task[] {
  return [
    cityProjection(ctx, { consumer: durableConsumers.contractorsCities, cities }),
    consumerTask(() => subscribeCityCreated(ctx, onPopulationAsked)),
  ];
}
