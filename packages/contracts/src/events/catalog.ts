import { z } from 'zod';
import { changeSummarySchema } from './change-summary.js';
import { defineEvent } from './envelope.js';

const ids = z.array(z.number().int().positive());

/** Products were created, changed or removed (moved to the Trash: 'trashed'; back from it: 'restored'); pages that list them and the sitemap react. */
export const productsChanged = defineEvent(
  'catalog.products.changed',
  1,
  z.object({
    productIds: ids,
    reason: z.enum(['created', 'updated', 'deleted', 'imported', 'merged', 'cleaned', 'recategorized', 'trashed', 'restored']),
    /** One product's change (created, updated, trashed, restored): the audit trail's summary. */
    summary: changeSummarySchema.optional(),
  }),
);

/** Supplier locations (and what they stock) changed, so availability by city may have too ('trashed' and 'restored' as a delete and a create). */
export const locationsChanged = defineEvent(
  'catalog.locations.changed',
  1,
  z.object({
    locationIds: ids,
    reason: z.enum(['created', 'updated', 'deleted', 'imported', 'stock-imported', 'trashed', 'restored']),
    /** One location's change (trashed, restored: its name): the audit trail's summary. */
    summary: changeSummarySchema.optional(),
  }),
);

/** A category, unit type or brand status was created or deleted. */
export const taxonomyChanged = defineEvent(
  'catalog.taxonomy.changed',
  1,
  z.object({
    kind: z.enum(['category', 'unit_type', 'brand_status']),
    name: z.string().min(1),
    change: z.enum(['created', 'deleted']),
  }),
);

/**
 * The products deliverable to these cities changed: their public lists were rebuilt
 * with a different content. Page caches of exactly these city pages can drop them now
 * (the rebuild follows products/locations/cities changes, so it is the later signal).
 */
export const cityProductsChanged = defineEvent(
  'catalog.city-products.changed',
  1,
  z.object({
    cities: z.array(z.object({ id: z.number().int().positive(), slug: z.string().min(1) })).min(1),
  }),
);

/** The events the catalog service publishes (listed in the README's events table). */
export const catalogEvents = [productsChanged, locationsChanged, taxonomyChanged, cityProductsChanged] as const;
