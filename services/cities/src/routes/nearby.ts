import { citiesRoutes, slugPattern } from '@local-seo/contracts';
import { notFound, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../data/db.js';
import { nearbyCitiesOf } from '../data/nearby.js';

/** "Nearby service areas" (docs/behaviour/public-site.md#nearby-service-areas): the six nearest other live cities of a live city. */
export function registerNearbyRoute(app: FastifyInstance, { db }: Context): void {
  serve(app, citiesRoutes.nearby, async ({ params: { slug } }) => {
    if (!slugPattern.test(slug)) throw notFound('City not found');
    const nearest = await nearbyCitiesOf(db, slug);
    if (!nearest) throw notFound('City not found');
    return nearest.map((place) => ({
      city_name: place.name,
      province: place.province,
      url_slug: place.slug,
      distance_km: place.distanceKm,
    }));
  });
}
