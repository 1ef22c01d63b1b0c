import { durableConsumers } from '@local-seo/contracts';
import { cityProjection, type CitiesClientOptions, type Task } from '@local-seo/service-kit';
import { noteCityPagesChanged } from '../data/near-duplicates.js';
import type { Context } from '../data/db.js';
import { keepCityKeywords } from './city-keywords.js';

/**
 * Everything the seo service listens to, in one list: the cities' events, which keep its copy of
 * the cities and each city's keywords, and note that the city pages changed (a near-duplicate run follows).
 */
export function seoSubscriptions(ctx: Context, cities: CitiesClientOptions): Task[] {
  return [
    cityProjection(ctx, {
      consumer: durableConsumers.seoCityPages,
      cities,
      onChange: async (tx, city, before) => {
        await keepCityKeywords(tx, city, before);
        await noteCityPagesChanged(tx);
      },
    }),
  ];
}
