import { z } from 'zod';
import {
  adminProductSchema,
  catalogStatsSchema,
  cleanNamesResultSchema,
  consolidateResultSchema,
  deliveryAnswerSchema,
  deliveryQuerySchema,
  importResultSchema,
  locationProductsResultSchema,
  locationProductsSchema,
  maintenanceTimeLimitMs,
  productCreateSchema,
  productListQuerySchema,
  productPageQuerySchema,
  locationPageQuerySchema,
  productUpdateSchema,
  publicProductSchema,
  rawSupplierSchema,
  supplierLocationCreateSchema,
  supplierLocationDetailSchema,
  supplierLocationListQuerySchema,
  supplierLocationSchema,
  supplierLocationUpdateSchema,
  supplierSchema,
  taxonomyCreateSchema,
  taxonomyEntrySchema,
  taxonomyLabels,
  topProductsQuerySchema,
  type CatalogImportType,
  type TaxonomyKind,
} from '../http/catalog.js';
import { cityCoverageSchema, deliveryCheckAnswerSchema, deliveryCheckQuerySchema } from '../http/local-facts.js';
import { pageSchema } from '../http/paging.js';
import { recordIdParams, slugParams } from '../http/params.js';
import { gatewayGraceMs, importTimeLimitsMs } from '../http/time-limits.js';
import { csvExport, csvImportRoutes, route, trashRoutes } from './route.js';
import { publicPaths } from './paths.js';

const productId = recordIdParams('Product');
const locationId = recordIdParams('Supplier location');
const productTrash = trashRoutes('catalog', 'product');
const locationTrash = trashRoutes('catalog', 'location');

/** The list and create routes of a kind of taxonomy (categories, unit types, brand statuses are real records). */
const listTaxonomy = (kind: TaxonomyKind, path: string) =>
  route({
    method: 'GET',
    path,
    service: 'catalog',
    access: 'viewer',
    summary: `Every ${taxonomyLabels[kind].toLowerCase()} by name, with its product count and up to 3 recent products`,
    answer: z.array(taxonomyEntrySchema),
  });
const createTaxonomy = (kind: TaxonomyKind, path: string) =>
  route({
    method: 'POST',
    path,
    service: 'catalog',
    access: 'editor',
    summary: `Creates a ${taxonomyLabels[kind].toLowerCase()} (409 when one of that name exists, whatever its case)`,
    body: taxonomyCreateSchema(kind),
    answer: taxonomyEntrySchema,
    status: 201,
  });

/** An import type's upload and template: the import's own limit in the catalog, and a minute more for its answer. */
const catalogImport = (type: CatalogImportType, what: string) =>
  csvImportRoutes({
    service: 'catalog',
    type,
    imports: `${what} from a CSV matched by name`,
    label: type,
    answer: importResultSchema,
    timeLimitMs: importTimeLimitsMs.catalog + gatewayGraceMs,
  });

const productsImport = catalogImport('products', 'products (a category or unit type named for the first time is created)');
const brandProductsImport = catalogImport('brand-products', 'which products each supplier location carries (links only added)');
const brandCategoriesImport = catalogImport('brand-categories', "corrected categories: every product of a name goes to its row's category");
const fixRiverRockImport = catalogImport('fix-river-rock', 'the products to move to the River Rock category, with every "river rock" product');
const suppliersImport = catalogImport('suppliers', 'the raw supplier list');
const supplierLocationsImport = catalogImport('supplier-locations', 'supplier locations (a supplier named for the first time is created)');

/** A clean-up's or a consolidation's own limit in the catalog, and a minute more for its answer. */
const maintenanceLimitMs = maintenanceTimeLimitMs + gatewayGraceMs;

/**
 * The catalog service: products and their taxonomy, suppliers and their locations,
 * the CSV imports, and what each city can order. Only the two product lists a
 * visitor's page reads are public (no pricing, no internal fields).
 */
export const catalogRoutes = {
  cityProducts: route({
    method: 'GET',
    path: '/api/products/city/:slug',
    service: 'catalog',
    access: 'public',
    summary: "What a visitor of a live city can order, one per name within a category, ranking descending then name (ETag; 304 on If-None-Match)",
    params: slugParams,
    answer: z.array(publicProductSchema),
  }),
  topProducts: route({
    method: 'GET',
    path: '/api/products/top',
    service: 'catalog',
    access: 'public',
    summary: "A city's top products, or the whole catalogue's",
    query: topProductsQuerySchema,
    answer: z.array(publicProductSchema),
  }),

  listProducts: route({
    method: 'GET',
    path: '/api/products',
    service: 'catalog',
    access: 'viewer',
    summary: 'Every product with every field, by category, priority and name; narrowed by search, category and activity',
    query: productListQuerySchema,
    answer: z.array(adminProductSchema),
  }),
  productPage: route({
    method: 'GET',
    path: '/api/products/paged',
    service: 'catalog',
    access: 'viewer',
    summary: 'One page of the products with every field and how many match: searched (every word in a name, alias, category, size or description), narrowed by category and activity, sorted by a column then id',
    query: productPageQuerySchema,
    answer: pageSchema(adminProductSchema),
  }),
  product: route({
    method: 'GET',
    path: '/api/products/:id',
    service: 'catalog',
    access: 'viewer',
    summary: 'A product with every field (ETag: its version)',
    params: productId,
    answer: adminProductSchema,
  }),
  createProduct: route({
    method: 'POST',
    path: '/api/products',
    service: 'catalog',
    access: 'editor',
    summary: 'Creates a product (its category, unit type and brand status must exist; 409 for the same name in its category)',
    body: productCreateSchema,
    answer: adminProductSchema,
    status: 201,
  }),
  updateProduct: route({
    method: 'PATCH',
    path: '/api/products/:id',
    service: 'catalog',
    access: 'editor',
    summary:
      'Changes some fields of a product; If-Match with the ETag refuses a change based on an older version (412 with the current product), without it the last writer wins',
    params: productId,
    body: productUpdateSchema,
    answer: adminProductSchema,
    versioned: true,
  }),
  deleteProduct: route({
    method: 'DELETE',
    path: '/api/products/:id',
    service: 'catalog',
    access: 'editor',
    summary: 'Moves a product, with its location links, to the Trash (restorable for 30 days; gone from every list and page meanwhile)',
    params: productId,
    status: 204,
  }),
  trashedProducts: productTrash.list,
  restoreProduct: productTrash.restore,

  listCategories: listTaxonomy('category', '/api/categories'),
  createCategory: createTaxonomy('category', '/api/categories'),
  deleteCategory: route({
    method: 'DELETE',
    path: '/api/categories/:id',
    service: 'catalog',
    access: 'editor',
    summary: 'Deletes a category that has no products (409 while it has some)',
    params: recordIdParams('Category'),
    status: 204,
  }),
  listUnitTypes: listTaxonomy('unit_type', '/api/unit-types'),
  createUnitType: createTaxonomy('unit_type', '/api/unit-types'),
  listBrandStatuses: listTaxonomy('brand_status', '/api/brand-statuses'),
  createBrandStatus: createTaxonomy('brand_status', '/api/brand-statuses'),

  cleanProductNames: route({
    method: 'POST',
    path: '/api/admin/clean-product-names',
    service: 'catalog',
    access: 'editor',
    summary: 'Trims, collapses whitespace and strips stray quotes from every product and brand product name',
    answer: cleanNamesResultSchema,
    timeLimitMs: maintenanceLimitMs,
  }),
  consolidateProducts: route({
    method: 'POST',
    path: '/api/admin/consolidate-products',
    service: 'catalog',
    access: 'editor',
    summary: 'Merges the products of the same name in a category into the richest record, which keeps every location link',
    answer: consolidateResultSchema,
    timeLimitMs: maintenanceLimitMs,
  }),

  listSuppliers: route({
    method: 'GET',
    path: '/api/suppliers',
    service: 'catalog',
    access: 'viewer',
    summary: 'The suppliers of the supplier upload, by name, with their location count',
    answer: z.array(supplierSchema),
  }),
  rawSuppliers: route({
    method: 'GET',
    path: '/api/suppliers/raw',
    service: 'catalog',
    access: 'viewer',
    summary: "The raw supplier list (added_to_v2 'checked': its locations were imported)",
    answer: z.array(rawSupplierSchema),
  }),

  listLocations: route({
    method: 'GET',
    path: '/api/supplier-locations',
    service: 'catalog',
    access: 'viewer',
    summary: 'The supplier locations by name; narrowed by search, city and activity',
    query: supplierLocationListQuerySchema,
    answer: z.array(supplierLocationSchema),
  }),
  locationPage: route({
    method: 'GET',
    path: '/api/supplier-locations/paged',
    service: 'catalog',
    access: 'viewer',
    summary: "One page of the supplier locations and how many match: searched (every word in the name, address, city, postal code or supplier's name), narrowed by city and activity, sorted by a column then id",
    query: locationPageQuerySchema,
    answer: pageSchema(supplierLocationSchema),
  }),
  location: route({
    method: 'GET',
    path: '/api/supplier-locations/:id',
    service: 'catalog',
    access: 'viewer',
    summary: 'A supplier location with the products it carries',
    params: locationId,
    answer: supplierLocationDetailSchema,
  }),
  createLocation: route({
    method: 'POST',
    path: '/api/supplier-locations',
    service: 'catalog',
    access: 'editor',
    summary: 'Creates a supplier location (its supplier must exist)',
    body: supplierLocationCreateSchema,
    answer: supplierLocationSchema,
    status: 201,
  }),
  updateLocation: route({
    method: 'PATCH',
    path: '/api/supplier-locations/:id',
    service: 'catalog',
    access: 'editor',
    summary:
      'Changes some fields of a supplier location; If-Match with the ETag refuses a change based on an older version (412 with the current location), without it the last writer wins',
    params: locationId,
    body: supplierLocationUpdateSchema,
    answer: supplierLocationSchema,
    versioned: true,
  }),
  deleteLocation: route({
    method: 'DELETE',
    path: '/api/supplier-locations/:id',
    service: 'catalog',
    access: 'editor',
    summary: 'Moves a supplier location, with its product links, to the Trash (restorable for 30 days; gone from every list and page meanwhile)',
    params: locationId,
    status: 204,
  }),
  trashedLocations: locationTrash.list,
  restoreLocation: locationTrash.restore,
  replaceLocationProducts: route({
    method: 'PUT',
    path: '/api/supplier-locations/:id/products',
    service: 'catalog',
    access: 'editor',
    summary: 'Replaces the products a location carries (every id must be a product)',
    params: locationId,
    body: locationProductsSchema,
    answer: locationProductsResultSchema,
  }),

  deliveryCalculate: route({
    method: 'GET',
    path: '/api/delivery/calculate',
    service: 'catalog',
    access: 'viewer',
    summary: 'Which active locations deliver to a city or a point, nearest first, and what can be delivered there',
    query: deliveryQuerySchema,
    answer: deliveryAnswerSchema,
  }),
  cityCoverage: route({
    method: 'GET',
    path: '/api/delivery/city/:slug',
    service: 'catalog',
    access: 'public',
    summary: "Who delivers to a live city: its nearest yard and distance, how many yards and suppliers reach it (the city page's local facts)",
    params: slugParams,
    answer: cityCoverageSchema,
  }),
  deliveryCheck: route({
    method: 'GET',
    path: publicPaths.deliveryCheck,
    service: 'catalog',
    access: 'public',
    summary: 'Whether a postal code or address is delivered to, and from which yards (geocoded; answers cached; 429 when the lookups of the minute are used up)',
    query: deliveryCheckQuerySchema,
    answer: deliveryCheckAnswerSchema,
  }),
  stats: route({
    method: 'GET',
    path: '/api/catalog/stats',
    service: 'catalog',
    access: 'viewer',
    summary: "The catalog's figures for the dashboard, with trends against last month",
    answer: catalogStatsSchema,
  }),

  // weather-suggestions is the weather service's import.
  importProducts: productsImport.upload,
  productsTemplate: productsImport.template,
  importBrandProducts: brandProductsImport.upload,
  brandProductsTemplate: brandProductsImport.template,
  importBrandCategories: brandCategoriesImport.upload,
  brandCategoriesTemplate: brandCategoriesImport.template,
  importFixRiverRock: fixRiverRockImport.upload,
  fixRiverRockTemplate: fixRiverRockImport.template,
  importSuppliers: suppliersImport.upload,
  suppliersTemplate: suppliersImport.template,
  importSupplierLocations: supplierLocationsImport.upload,
  supplierLocationsTemplate: supplierLocationsImport.template,
  exportProducts: csvExport('catalog', 'products', 'product'),
  exportSupplierLocations: csvExport('catalog', 'supplier-locations', 'supplier location'),
};

/** Each catalog import's upload and template by its type: what the catalog serves and the Data Import tab calls. */
export const catalogImportRoutes = {
  products: productsImport,
  'brand-products': brandProductsImport,
  'brand-categories': brandCategoriesImport,
  'fix-river-rock': fixRiverRockImport,
  suppliers: suppliersImport,
  'supplier-locations': supplierLocationsImport,
} satisfies Record<CatalogImportType, unknown>;
