import { durableConsumers } from '@local-seo/contracts';
import { cityProjection, type CitiesClientOptions, type Task } from '@local-seo/service-kit';
import type { Context } from '../data/db.js';
import { forgetWeatherOfMovedCity } from './city-copy.js';

/**
 * Everything the weather service listens to, in one list: the cities' events, which keep its copy
 * of the cities (a city that moved forgets its weather); `onCitiesChanged` runs once a change committed.
 */
export function weatherSubscriptions(ctx: Context, cities: CitiesClientOptions, onCitiesChanged: () => void): Task[] {
  return [cityProjection(ctx, { consumer: durableConsumers.weatherCities, cities, onChange: forgetWeatherOfMovedCity, afterCommit: onCitiesChanged })];
}
