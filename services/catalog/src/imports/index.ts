import { brandCategoriesImport, fixRiverRockImport } from './brand-categories-import.js';
import { brandProductsImport } from './brand-products-import.js';
import type { ImportDefinition } from './definition.js';
import { supplierLocationsImport } from './locations-import.js';
import { productsImport } from './products-import.js';
import { suppliersImport } from './suppliers-import.js';

/** Every import type this service answers at POST /api/import/{type}. */
export const importDefinitions: readonly ImportDefinition<any>[] = [
  productsImport,
  brandProductsImport,
  brandCategoriesImport,
  fixRiverRockImport,
  suppliersImport,
  supplierLocationsImport,
];
