import { durableConsumers } from '@local-seo/contracts';
import { cityProjection, type CitiesClientOptions, type Task } from '@local-seo/service-kit';
import type { Context } from '../data/db.js';
import { forgetWeatherOfMovedCity, wantsWeather } from './city-copy.js';

/**
 * Everything the weather service listens to, in one list: the cities' events, which keep its copy
 * of the cities (a city that moved forgets its weather). `onCitiesChanged` runs once a change
 * committed, told whether a city wants weather now (it went live or moved): any other change,
 * a city's description for one, leaves the forecasts as they are.
 */
export function weatherSubscriptions(ctx: Context, cities: CitiesClientOptions, onCitiesChanged: (wantsWeather: boolean) => void): Task[] {
  // A consumer handles one event at a time, so this carries one event's answer from its transaction to
  // its afterCommit; a transaction rolled back leaves it set, which costs one run of the due cities at most.
  let wanted = false;
  return [
    cityProjection(ctx, {
      consumer: durableConsumers.weatherCities,
      cities,
      onChange: async (tx, city, before) => {
        await forgetWeatherOfMovedCity(tx, city, before);
        if (wantsWeather(city, before)) wanted = true;
      },
      afterCommit: () => {
        const now = wanted;
        wanted = false;
        onCitiesChanged(now);
      },
    }),
  ];
}
