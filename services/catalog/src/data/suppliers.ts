import type { RawSupplier, SupplierView } from '@local-seo/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { supplierInclude, toRawSupplier, toSupplierView } from './supplier-mapping.js';

/** The suppliers of the supplier upload, by name. */
export const listSuppliers = async (db: PrismaClient): Promise<SupplierView[]> =>
  (await db.supplier.findMany({ include: supplierInclude, orderBy: [{ supplierName: 'asc' }, { id: 'asc' }] })).map(toSupplierView);

/** The raw suppliers of the upload; added_to_v2 'checked' means imported into the supplier locations. */
export const listRawSuppliers = async (db: PrismaClient): Promise<RawSupplier[]> => (await listSuppliers(db)).map(toRawSupplier);
