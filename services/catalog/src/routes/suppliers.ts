import { catalogRoutes } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog.js';
import { supplierInclude, toRawSupplier, toSupplierView } from '../data/supplier-mapping.js';

/** The supplier list (the supplier upload) and its raw view. */
export function registerSupplierRoutes(app: FastifyInstance, { ctx }: Catalog): void {
  const listSuppliers = async () =>
    (await ctx.db.supplier.findMany({ include: supplierInclude, orderBy: [{ supplierName: 'asc' }, { id: 'asc' }] })).map(toSupplierView);

  serve(app, catalogRoutes.listSuppliers, listSuppliers);

  /** The raw suppliers of the upload; added_to_v2 'checked' means imported into the supplier locations. */
  serve(app, catalogRoutes.rawSuppliers, async () => (await listSuppliers()).map(toRawSupplier));
}
