import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../data/catalog.js';
import type { GeocodingOptions } from '../config.js';
import { cityCoverage } from '../data/city-coverage.js';
import { deliveryTo } from '../data/delivery.js';
import { createAddressCheck } from '../delivery-check/address-check.js';
import { createGeocoder } from '../delivery-check/geocoder.js';

/** The delivery calculator (who delivers to a city or a point, and what), a city's coverage facts and the public address check. */
export function registerDeliveryRoutes(app: FastifyInstance, { ctx }: Catalog, geocoding: GeocodingOptions): void {
  serve(app, catalogRoutes.deliveryCalculate, ({ query }) => deliveryTo(ctx.db, query));
  const geocoder = createGeocoder(geocoding, ctx.logger);
  serve(app, catalogRoutes.cityCoverage, ({ params }) => cityCoverage(ctx.db, params.slug, geocoder.configured));
  const check = createAddressCheck(ctx.db, geocoder, { maxPerMinute: geocoding.maxPerMinute });
  serve(app, catalogRoutes.deliveryCheck, ({ query }) => check(query.address));
}
