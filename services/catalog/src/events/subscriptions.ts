import { durableConsumers } from '@local-seo/contracts';
import { cityProjection, type CitiesClientOptions, type Task } from '@local-seo/service-kit';
import type { Context } from '../data/db.js';
import { keepCityListing } from './city-projection.js';

/**
 * Everything the catalog listens to, in one list: the cities' events, which keep its copy of the
 * cities and each city's product listing; `onCitiesChanged` wakes the listing refresher.
 */
export function catalogSubscriptions(ctx: Context, cities: CitiesClientOptions, onCitiesChanged: () => void): Task[] {
  return [cityProjection(ctx, { consumer: durableConsumers.catalogCities, cities, onChange: keepCityListing, afterCommit: onCitiesChanged })];
}
