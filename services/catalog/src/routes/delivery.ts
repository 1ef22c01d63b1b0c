import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog.js';
import { deliveryTo } from '../data/delivery.js';

/** The delivery calculator: who delivers to a city or a point, and what. */
export function registerDeliveryRoutes(app: FastifyInstance, { ctx }: Catalog): void {
  serve(app, catalogRoutes.deliveryCalculate, ({ query }) => deliveryTo(ctx.db, query));
}
