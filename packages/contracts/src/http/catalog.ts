import { z } from 'zod';
import { versionedRecordFields } from './versions.js';
import { fieldIssueSchema } from './errors.js';
import { importTallyFields } from './imports.js';
import { linkUrl } from './link-url.js';
import { freeText, int4Max, storableText } from './text.js';
import { pagedQuerySchema } from './paging.js';

// ---------------------------------------------------------------------------
// The lists the back office offers (docs/behaviour/admin-back-office.md#products)

/** Categories that exist from the start; 'Uncategorized' is the create view's default. */
export const defaultCategories = [
  'Soils and Soil Mixtures',
  'Aggregates',
  'Mulch',
  'Sand',
  'Decorative Stone and Landscaping Products',
  'Compost',
  'Animal Bedding',
  'Tools',
  'Seeds',
  'Fertilizer',
  'Amendments',
  'Uncategorized',
] as const;
export const defaultUnitTypes = ['Cubic Yard', 'Metric Tonne', 'Bag', 'Each', 'Linear Foot', 'Square Foot'] as const;
export const defaultBrandStatuses = ['Available', 'Out of Stock', 'Seasonal', 'Special Order', 'Discontinued'] as const;
export const seasonalAvailabilities = [
  'Year-round',
  'Spring/Summer',
  'Fall/Winter',
  'Spring only',
  'Summer only',
  'Fall only',
  'Winter only',
] as const;
export type SeasonalAvailability = (typeof seasonalAvailabilities)[number];

/** Where a product with an empty category shows on public pages. */
export const otherCategory = 'Other';
/** Where the fix-river-rock import puts every river rock product. */
export const riverRockCategory = 'River Rock';

// ---------------------------------------------------------------------------
// Field rules shared by the JSON bodies and the CSV imports

const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');
/** undefined stays undefined (not sent); null, '' and spaces become null (cleared). */
const blankToNull = (value: unknown) => (value === undefined ? undefined : isBlank(value) ? null : value);
/** The UI's 'none' choice of a select is stored as null too. */
const noneToNull = (value: unknown) =>
  typeof value === 'string' && value.trim().toLowerCase() === 'none' ? null : blankToNull(value);

export type DecimalParse = { ok: true; value: string | null } | { ok: false; message: string };

/**
 * A money-like decimal as sent by a form or a spreadsheet ('45', '45.5', '$1,234.50'),
 * checked against its column's precision and returned as exact text with `scale`
 * decimals ('1234.50'); never through a float's rounding. Blank is null.
 */
export function parseDecimal(input: unknown, label: string, precision: number, scale: number): DecimalParse {
  if (input === null || input === undefined || isBlank(input)) return { ok: true, value: null };
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: `${label} must be a number` };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim().replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  } else {
    return { ok: false, message: `${label} must be a number` };
  }
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return { ok: false, message: `${label} must be a number` };
  if (match[1]) return { ok: false, message: `${label} cannot be negative` };
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) return { ok: false, message: `${label} must have at most ${scale} decimals` };
  if (whole.length > precision - scale) return { ok: false, message: `${label} must be less than ${'1'.padEnd(precision - scale + 1, '0')}` };
  return { ok: true, value: scale === 0 ? whole : `${whole}.${fraction.padEnd(scale, '0')}` };
}

/** A number from a form field or a CSV cell; NaN when it is not one. */
const asNumber = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : Number.NaN;

/** A whole number from min to max; anything that is not a number falls back to min ('Priority must be between 1 and 9999'). */
const wholeInRange = (label: string, min: number, max: number) =>
  z
    .unknown()
    .transform((value, ctx): number | undefined => {
      const n = asNumber(value);
      if (!Number.isFinite(n)) return min;
      if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
      else if (n < min || n > max) ctx.addIssue({ code: 'custom', message: `${label} must be between ${min} and ${max}` });
      return n;
    })
    .optional()
    .meta({ minimum: min, maximum: max });

/**
 * Field builders, so a JSON body and a CSV row apply the very same rule and message.
 * Each maximum is its column's (services/catalog/prisma/schema.prisma), checked by
 * packages/contracts/test; the numeric ones carry their range as JSON Schema metadata.
 */
export const catalogFields = {
  /** Non-blank text, trimmed ('Product name is required'). */
  requiredText: (message: string, label: string, max: number) =>
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(max, `${label} must be at most ${max} characters`)
      .superRefine(storableText(label)),

  /** Text that may be cleared: blank becomes null. Without a maximum: free text of a text column (descriptions, notes). */
  optionalText: (label: string, max?: number) => {
    const text = z.string({ error: `${label} must be text` }).trim();
    return z.preprocess(
      blankToNull,
      (max ? text.max(max, `${label} must be at most ${max} characters`).superRefine(storableText(label)) : freeText(text, label))
        .nullable()
        .optional(),
    );
  },

  /** A decimal column (money, radius, multiplier): exact text or null. */
  decimal: (label: string, precision: number, scale: number) =>
    z
      .unknown()
      .transform((value, ctx): string | null | undefined => {
        const parsed = parseDecimal(value, label, precision, scale);
        if (parsed.ok) return parsed.value;
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      })
      .optional()
      .meta({ minimum: 0, exclusiveMaximum: 10 ** (precision - scale), multipleOf: 10 ** -scale }),

  /** Latitude or longitude, or null; the cities' messages ('Latitude must be between -90 and 90'). */
  coordinate: (label: 'Latitude' | 'Longitude') => {
    const limit = label === 'Latitude' ? 90 : 180;
    const range = `${label} must be between -${limit} and ${limit}`;
    return z
      .unknown()
      .transform((value, ctx): number | null | undefined => {
        if (isBlank(value)) return null;
        const n = asNumber(value);
        if (!Number.isFinite(n) || n < -limit || n > limit) {
          ctx.addIssue({ code: 'custom', message: range });
          return z.NEVER;
        }
        return n;
      })
      .optional()
      .meta({ minimum: -limit, maximum: limit });
  },

  /** 1..9999, lower first; anything that is not a number falls back to 1 (docs/behaviour/admin-back-office.md#products). */
  priority: () => wholeInRange('Priority', 1, 9999),

  /** 0..100, higher first, 0 = not ranked; anything that is not a number becomes 0 (docs/behaviour/admin-back-office.md#products). */
  ranking: () => wholeInRange('Ranking', 0, 100),

  /** One of the seasons the back office offers (any case), or none (null). */
  seasonalAvailability: () =>
    z.preprocess(
      noneToNull,
      z
        .string({ error: 'Seasonal availability must be text' })
        .trim()
        .max(50, 'Seasonal availability must be at most 50 characters')
        .transform((value, ctx) => {
          const season = seasonalAvailabilities.find((s) => s.toLowerCase() === value.toLowerCase());
          if (season) return season;
          ctx.addIssue({ code: 'custom', message: `Seasonal availability must be one of: none, ${seasonalAvailabilities.join(', ')}` });
          return z.NEVER;
        })
        .nullable()
        .optional(),
    ),

  /** A brand status name or none (null); which names exist is the catalog's to check. */
  brandStatus: () =>
    z.preprocess(
      noneToNull,
      z
        .string({ error: 'Brand status must be text' })
        .trim()
        .max(100, 'Brand status must be at most 100 characters')
        .superRefine(storableText('Brand status'))
        .nullable()
        .optional(),
    ),

  /** A valid http(s) URL or empty (null). */
  url: (label: string) =>
    z.preprocess(
      blankToNull,
      linkUrl(label, 1000).nullable().optional(),
    ),

  /** Comma-separated aliases (or a list), tidied to 'a, b, c'; empty is null. */
  aliases: () =>
    z.preprocess(
      (value) => (Array.isArray(value) ? value.join(',') : blankToNull(value)),
      z
        .string({ error: 'Aliases must be comma-separated text' })
        .superRefine(storableText('Aliases'))
        .transform((text) => {
          const parts = text.split(',').map((part) => part.trim().replace(/\s+/g, ' ')).filter(Boolean);
          return parts.length > 0 ? [...new Set(parts)].join(', ') : null;
        })
        .nullable()
        .optional(),
    ),

  flag: (name: string) => z.boolean({ error: `${name} must be true or false` }).optional(),
};

const f = catalogFields;

// ---------------------------------------------------------------------------
// Products

const productFields = {
  product_name: f.requiredText('Product name is required', 'Product name', 255),
  description: f.optionalText('Description'),
  category: f.requiredText('Category is required', 'Category', 255),
  size_attributes: f.optionalText('Size or attributes', 255),
  unit_type: f.requiredText('Unit type is required', 'Unit type', 100),
  customer_pricing: f.decimal('Customer pricing', 10, 2),
  contractor_pricing: f.decimal('Contractor pricing', 10, 2),
  fob_price: f.decimal('FOB price', 10, 2),
  from_price: f.decimal('From price', 10, 2),
  brand_status: f.brandStatus(),
  brand_product_name: f.optionalText('Brand product name', 255),
  product_url: f.url('Product URL'),
  priority: f.priority(),
  ranking: f.ranking(),
  seasonal_availability: f.seasonalAvailability(),
  show_on_all_cities: f.flag('show_on_all_cities'),
  active: f.flag('active'),
  aliases: f.aliases(),
  on_brand_site: f.flag('on_brand_site'),
};

/** What staff send to create a product (the rules of docs/behaviour/admin-back-office.md#products). */
export const productCreateSchema = z.object(productFields);
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;

/** A change to a product: any subset of the fields, with the same rules. */
export const productUpdateSchema = z
  .object({
    ...productFields,
    product_name: productFields.product_name.optional(),
    category: productFields.category.optional(),
    unit_type: productFields.unit_type.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one field',
  });
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/** A product with every field, for staff. Money is exact decimal text ('45.00'). */
export const adminProductSchema = z.object({
  id: z.number().int(),
  product_name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  category_id: z.number().int(),
  size_attributes: z.string().nullable(),
  unit_type: z.string(),
  unit_type_id: z.number().int(),
  customer_pricing: z.string().nullable(),
  contractor_pricing: z.string().nullable(),
  fob_price: z.string().nullable(),
  from_price: z.string().nullable(),
  brand_status: z.string().nullable(),
  brand_product_name: z.string().nullable(),
  product_url: z.string().nullable(),
  priority: z.number().int(),
  ranking: z.number().int(),
  seasonal_availability: z.string().nullable(),
  show_on_all_cities: z.boolean(),
  active: z.boolean(),
  aliases: z.string().nullable(),
  on_brand_site: z.boolean(),
  location_count: z.number().int(),
  ...versionedRecordFields,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/**
 * A product as a visitor sees it (docs/decisions.md, decision 2: no pricing, no internal fields): the staff product's
 * public fields, and the name to show.
 */
export const publicProductSchema = adminProductSchema
  .pick({ id: true, product_name: true, brand_product_name: true })
  .extend({
    /** The name to show: the brand product name when present, else the product name. */
    display_name: z.string(),
    ...adminProductSchema.pick({ category: true, unit_type: true, product_url: true, ranking: true, seasonal_availability: true, show_on_all_cities: true }).shape,
    /** What the availability badge follows (docs/decisions.md, decision 10); absent in lists built before it was kept. */
    brand_status: adminProductSchema.shape.brand_status.optional(),
  });
export type PublicProduct = z.infer<typeof publicProductSchema>;

/** What the staff product list can be narrowed to; every part is optional. */
export const productListQuerySchema = z.object({
  /** Part of the product name, the brand product name or the aliases, in any case. */
  search: z.string().trim().optional(),
  /** A category name, in any case. */
  category: z.string().trim().optional(),
  active: z
    .enum(['true', 'false'])
    .transform((flag) => flag === 'true')
    .optional(),
});

/** How the paged staff product list can be sorted; 'category' is the whole list's order (category, priority, name). */
export const productSortKeys = ['category', 'name', 'unit_type', 'price', 'from_price', 'ranking', 'brand_status'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];

/** One page of the staff product list (GET /api/products/paged): searched, narrowed and sorted by the catalog. */
export const productPageQuerySchema = pagedQuerySchema(productSortKeys).extend({
  category: productListQuerySchema.shape.category,
  active: productListQuerySchema.shape.active,
});
export type ProductPageQuery = z.input<typeof productPageQuerySchema>;

const topLimit = 'limit must be a whole number from 1 to 50';
/** The top products of a city (its stored top list), or of the whole catalogue. */
export const topProductsQuerySchema = z.object({
  city: z.string().trim().min(1).optional(),
  limit: z.coerce.number({ error: topLimit }).int().min(1, topLimit).max(50, topLimit).default(10),
});

// ---------------------------------------------------------------------------
// Taxonomy (docs/decisions.md, decision 4)

export const taxonomyKinds = ['category', 'unit_type', 'brand_status'] as const;
export type TaxonomyKind = (typeof taxonomyKinds)[number];
export const taxonomyLabels: Record<TaxonomyKind, string> = {
  category: 'Category',
  unit_type: 'Unit type',
  brand_status: 'Brand status',
};

/** Creating a category, unit type or brand status: a non-empty trimmed name. */
export const taxonomyCreateSchema = (kind: TaxonomyKind) => {
  const message = `${taxonomyLabels[kind]} name is required`;
  const max = kind === 'category' ? 255 : 100;
  return z.object({
    name: z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(max, `${taxonomyLabels[kind]} name must be at most ${max} characters`)
      .superRefine(storableText(`${taxonomyLabels[kind]} name`)),
  });
};

/** A taxonomy entry with its product count and up to 3 recent product names. */
export const taxonomyEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  product_count: z.number().int(),
  recent_products: z.array(z.string()),
  created_at: z.string(),
});
export type TaxonomyEntry = z.infer<typeof taxonomyEntrySchema>;

// ---------------------------------------------------------------------------
// Suppliers and supplier locations

export const supplierSchema = z.object({
  id: z.number().int(),
  supplier_name: z.string(),
  address: z.string().nullable(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  hours_of_operation: z.string().nullable(),
  supplier_locations: z.string().nullable(),
  trucks: z.string().nullable(),
  supplier_locations_2: z.string().nullable(),
  added_to_v2: z.string().nullable(),
  asked_for_2025_price_list: z.string().nullable(),
  location_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupplierView = z.infer<typeof supplierSchema>;

/** The raw supplier list of the supplier upload: added_to_v2 'checked' means imported. */
export const rawSupplierSchema = supplierSchema.pick({
  id: true,
  supplier_name: true,
  address: true,
  phone_number: true,
  added_to_v2: true,
});
export type RawSupplier = z.infer<typeof rawSupplierSchema>;

const locationFields = {
  supplier_id: z
    .number({ error: 'supplier_id must be a supplier id' })
    .int('supplier_id must be a supplier id')
    .positive('supplier_id must be a supplier id')
    .max(int4Max, 'supplier_id must be a supplier id')
    .nullable()
    .optional(),
  location_name: f.requiredText('Location name is required', 'Location name', 255),
  address: f.optionalText('Address'),
  city: f.optionalText('City', 255),
  province: f.optionalText('Province', 100),
  postal_code: f.optionalText('Postal code', 20),
  latitude: f.coordinate('Latitude'),
  longitude: f.coordinate('Longitude'),
  phone_number: f.optionalText('Phone number', 100),
  email: f.optionalText('Email', 255),
  dispatch_email: f.optionalText('Dispatch email', 255),
  dispatch_phone: f.optionalText('Dispatch phone', 100),
  sales_email: f.optionalText('Sales email', 255),
  sales_contact: f.optionalText('Sales contact', 255),
  sales_phone: f.optionalText('Sales phone', 100),
  hours_of_operation: f.optionalText('Hours of operation'),
  location_type: f.optionalText('Location type', 100),
  added_to_v2: f.optionalText('Added to V2', 50),
  pricing_requested_2025: f.optionalText('Pricing requested 2025', 50),
  pit_status: f.optionalText('Pit status', 100),
  brand_status: f.optionalText('Brand status', 100),
  shipping_drive_time_multiplier: f.decimal('Shipping drive time multiplier', 4, 2),
  minimum_units: f.decimal('Minimum units', 8, 2),
  fuel_surcharge: f.decimal('Fuel surcharge', 8, 2),
  delivery_radius: f.decimal('Delivery radius', 6, 2),
  products_at_location: f.optionalText('Products at location'),
  product_names: f.optionalText('Product names'),
  notes: f.optionalText('Notes'),
  map_cache: f.optionalText('Map cache'),
  active: f.flag('active'),
};

export const supplierLocationCreateSchema = z.object(locationFields);
export type SupplierLocationCreate = z.output<typeof supplierLocationCreateSchema>;
export const supplierLocationUpdateSchema = z
  .object({ ...locationFields, location_name: locationFields.location_name.optional() })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one field',
  });
export type SupplierLocationUpdate = z.output<typeof supplierLocationUpdateSchema>;

/** The products a location carries, replaced as a whole. */
export const locationProductsSchema = z.object({
  product_ids: z
    .array(
      z
        .number({ error: 'product_ids must be a list of product ids' })
        .int('product_ids must be a list of product ids')
        .positive('product_ids must be a list of product ids')
        .max(int4Max, 'product_ids must be a list of product ids'),
      { error: 'product_ids must be a list of product ids' },
    )
    .max(100_000, 'product_ids may name at most 100000 products'),
});

export const supplierLocationSchema = z.object({
  id: z.number().int(),
  supplier_id: z.number().int().nullable(),
  supplier_name: z.string().nullable(),
  location_name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  dispatch_email: z.string().nullable(),
  dispatch_phone: z.string().nullable(),
  sales_email: z.string().nullable(),
  sales_contact: z.string().nullable(),
  sales_phone: z.string().nullable(),
  hours_of_operation: z.string().nullable(),
  location_type: z.string().nullable(),
  added_to_v2: z.string().nullable(),
  pricing_requested_2025: z.string().nullable(),
  pit_status: z.string().nullable(),
  brand_status: z.string().nullable(),
  shipping_drive_time_multiplier: z.string().nullable(),
  minimum_units: z.string().nullable(),
  fuel_surcharge: z.string().nullable(),
  delivery_radius: z.string().nullable(),
  products_at_location: z.string().nullable(),
  product_names: z.string().nullable(),
  notes: z.string().nullable(),
  map_cache: z.string().nullable(),
  active: z.boolean(),
  product_count: z.number().int(),
  ...versionedRecordFields,
});
export type SupplierLocationView = z.infer<typeof supplierLocationSchema>;

/** How the paged supplier location list can be sorted. */
export const locationSortKeys = ['name', 'supplier', 'city', 'type', 'radius', 'products', 'status', 'updated'] as const;
export type LocationSortKey = (typeof locationSortKeys)[number];

/** One location with the products it carries, by name. */
export const supplierLocationDetailSchema = supplierLocationSchema.extend({
  products: z.array(z.object({ id: z.number().int(), product_name: z.string() })),
});

export const supplierLocationListQuerySchema = z.object({
  /** Part of the location's name, its address or its supplier's name, in any case. */
  search: z.string().trim().optional(),
  /** The location's city, in any case. */
  city: z.string().trim().optional(),
  active: z.enum(['true', 'false']).optional(),
});

/** One page of the supplier locations (GET /api/supplier-locations/paged). */
export const locationPageQuerySchema = pagedQuerySchema(locationSortKeys).extend({
  city: supplierLocationListQuerySchema.shape.city,
  active: supplierLocationListQuerySchema.shape.active,
});
export type LocationPageQuery = z.input<typeof locationPageQuerySchema>;

/** What replacing a location's products did. */
export const locationProductsResultSchema = z.object({
  location_id: z.number().int(),
  product_ids: z.array(z.number().int()),
  added: z.number().int(),
  removed: z.number().int(),
});

// ---------------------------------------------------------------------------
// Delivery calculator (docs/decisions.md, decision 7), statistics, imports, maintenance

export const deliveryQuerySchema = z
  .object({
    city: z.string().trim().min(1).optional(),
    latitude: f.coordinate('Latitude'),
    longitude: f.coordinate('Longitude'),
  })
  .refine((q) => q.city !== undefined || (typeof q.latitude === 'number' && typeof q.longitude === 'number'), {
    message: 'Choose a city, or give both latitude and longitude',
  });

export const deliveryAnswerSchema = z.object({
  origin: z.object({
    city_slug: z.string().nullable(),
    city_name: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** The active locations that deliver there, nearest first. */
  locations: z.array(
    supplierLocationSchema.pick({ id: true, location_name: true, supplier_name: true, city: true }).extend({
      distance_km: z.number(),
      delivery_radius: z.string(),
      product_count: supplierLocationSchema.shape.product_count,
    }),
  ),
  /** What can be delivered there: carried by those locations, or shown in all cities. */
  products: z.array(publicProductSchema.extend(adminProductSchema.pick({ from_price: true }).shape)),
});
export type DeliveryAnswer = z.infer<typeof deliveryAnswerSchema>;

/** The catalog's part of GET /api/stats. */
export const catalogStatsSchema = z.object({
  activeProducts: z.number().int(),
  totalProducts: z.number().int(),
  totalLocations: z.number().int(),
  locationProducts: z.number().int(),
  /** Average delivery radius in km, one decimal ('0.0' when no location has one). */
  avgDeliveryRadius: z.string(),
  /**
   * Percent change against last month's stored figures, one decimal (docs/decisions.md, decision 6);
   * null when there is no figure for last month (or it was 0): the card shows a dash.
   */
  trends: z.object({
    totalLocations: z.number().nullable(),
    activeProducts: z.number().nullable(),
    locationProducts: z.number().nullable(),
    avgDeliveryRadius: z.number().nullable(),
  }),
});
export type CatalogStats = z.infer<typeof catalogStatsSchema>;

/** The catalog's import types (weather-suggestions belongs to the weather service). */
export const catalogImportTypes = [
  'products',
  'brand-products',
  'brand-categories',
  'fix-river-rock',
  'suppliers',
  'supplier-locations',
] as const;
export type CatalogImportType = (typeof catalogImportTypes)[number];

/** What an import answers (docs/decisions.md, decision 9). */
export const importResultSchema = z.object({
  ...importTallyFields,
  /** Rows left out with ?skipInvalid=true: line, column, reason (in that order, as the import lists them). */
  refused: z.array(fieldIssueSchema),
  /** Categories and unit types the file named that did not exist yet. */
  created_taxonomy: z.array(z.object({ kind: z.enum(taxonomyKinds), name: z.string() })).optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** How long a clean-up of the product names or a consolidation may run in the catalog (one transaction). */
export const maintenanceTimeLimitMs = 2 * 60_000;

export const cleanNamesResultSchema = z.object({
  message: z.string(),
  productNamesUpdated: z.number().int(),
  brandNamesUpdated: z.number().int(),
});

export const consolidateResultSchema = z.object({
  message: z.string(),
  groupsMerged: z.number().int(),
  productsRemoved: z.number().int(),
  merged: z.array(
    z.object({
      kept_id: z.number().int(),
      product_name: z.string(),
      category: z.string(),
      removed_ids: z.array(z.number().int()),
    }),
  ),
});
export type ConsolidateResult = z.infer<typeof consolidateResultSchema>;
