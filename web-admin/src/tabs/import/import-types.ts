import { catalogImportRoutes, contractorsRoutes, routePath, weatherRoutes, type CatalogImportType } from '@local-seo/contracts';

/**
 * What the Import CSV Data dialog can send to POST /api/import/{type}: the catalog's
 * imports (the raw supplier upload has its own section), the weather service's one,
 * and the contractors service's (opened from the Contractors tab).
 */
export type ImportType = Exclude<CatalogImportType, 'suppliers'> | 'weather-suggestions' | 'contractors';

/** The option labels; `brand` is the configured brand name (docs/decisions.md#names). */
const labels: Record<ImportType, (brand: string) => string> = {
  products: () => 'Products',
  'weather-suggestions': () => 'Weather Suggestions',
  'brand-products': (brand) => `${brand} Products (Location Data)`,
  'brand-categories': (brand) => `${brand} Products (Correct Categories)`,
  'fix-river-rock': () => 'Fix River Rock Category',
  'supplier-locations': () => 'Supplier Locations',
  contractors: () => 'Contractors',
};

export const importTypeLabel = (type: ImportType, brand: string): string => labels[type](brand);

/** What a file of each type does, in a line (the server matches rows by name: re-importing changes nothing). */
const descriptions: Record<ImportType, (brand: string) => string> = {
  products: (brand) => `Creates or updates products by name: category, unit type, pricing and ${brand} status and name.`,
  'weather-suggestions': () => 'Creates or updates the suggestion of each weather condition, with its related products.',
  'brand-products': () => 'Which products each supplier location carries: one row per location and product.',
  'brand-categories': () => 'Moves each named product to its correct category.',
  'fix-river-rock': () => 'Puts the named products, and every river rock product, in the River Rock category.',
  'supplier-locations': () => 'Creates or updates supplier locations by supplier and location name.',
  contractors: (brand) =>
    `Creates or updates authentic contractors by city, name and industry, with their contacts and ${brand} account ('checked' marks a customer).`,
};

export const importTypeDescription = (type: ImportType, brand: string): string => descriptions[type](brand);

/** The five types of the Data Import tab, in order (docs/behaviour/admin-back-office.md#data-import). */
export const dataImportTypes: readonly ImportType[] = ['products', 'weather-suggestions', 'brand-products', 'brand-categories', 'fix-river-rock'];

/** Each type's upload and template, as the service that imports it declares them. */
const importRoutes = {
  ...catalogImportRoutes,
  'weather-suggestions': { upload: weatherRoutes.importSuggestions, template: weatherRoutes.importTemplate },
  contractors: { upload: contractorsRoutes.importCsv, template: contractorsRoutes.importTemplate },
} satisfies Record<ImportType | 'suppliers', unknown>;

/** Where a file of this type is sent; `skipInvalid` writes only the valid rows (docs/decisions.md, decision 9). */
export const importPath = (type: ImportType | 'suppliers', skipInvalid = false): string =>
  routePath(importRoutes[type].upload, undefined, skipInvalid ? { skipInvalid: 'true' } : undefined);

/** A sample file with the type's columns, downloaded with the admin's session cookie. */
export const templatePath = (type: ImportType | 'suppliers'): string => routePath(importRoutes[type].template);
