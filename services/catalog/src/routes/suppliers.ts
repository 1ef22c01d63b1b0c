import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../data/catalog.js';
import { listRawSuppliers, listSuppliers } from '../data/suppliers.js';

/** The supplier list (the supplier upload) and its raw view. */
export function registerSupplierRoutes(app: FastifyInstance, { ctx }: Catalog): void {
  serve(app, catalogRoutes.listSuppliers, () => listSuppliers(ctx.db));
  serve(app, catalogRoutes.rawSuppliers, () => listRawSuppliers(ctx.db));
}
