import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog.js';
import { supplierInclude, toRawSupplier, toSupplierView } from '../data/supplier-mapping.js';

/** The supplier list (the supplier upload) and its raw view. */
export function registerSupplierRoutes(app: FastifyInstance, { ctx }: Catalog): void {
  const listSuppliers = async () =>
    (await ctx.db.supplier.findMany({ include: supplierInclude, orderBy: [{ supplierName: 'asc' }, { id: 'asc' }] })).map(toSupplierView);

  app.get('/api/suppliers', listSuppliers);

  /** The raw suppliers of the upload; added_to_v2 'checked' means imported into the supplier locations. */
  app.get('/api/suppliers/raw', async () => (await listSuppliers()).map(toRawSupplier));
}
