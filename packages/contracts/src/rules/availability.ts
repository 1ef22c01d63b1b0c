/**
 * What a visitor is told of a product's availability (docs/decisions.md, decision 10):
 * its brand status decides. Names compare without case and with runs of spaces made one,
 * as taxonomy names do.
 */
export type AvailabilityKind = 'in-stock' | 'seasonal' | 'special-order' | 'out-of-stock' | 'discontinued' | 'other';

export interface Availability {
  kind: AvailabilityKind;
  /** The badge: 'In Stock', 'Seasonal', 'Special order', 'Out of stock' (another status: its own name). */
  label: string;
  /** The season, for a seasonal product that has one stored; else null. */
  detail: string | null;
}

const kinds: Record<string, AvailabilityKind> = {
  available: 'in-stock',
  seasonal: 'seasonal',
  'special order': 'special-order',
  'out of stock': 'out-of-stock',
  discontinued: 'discontinued',
};

const key = (status: string) => status.trim().replace(/\s+/g, ' ').toLowerCase();

export function availabilityKind(brandStatus: string | null | undefined): AvailabilityKind {
  if (!brandStatus || key(brandStatus) === '') return 'in-stock';
  return kinds[key(brandStatus)] ?? 'other';
}

interface AvailabilityInput {
  brand_status?: string | null;
  seasonal_availability: string | null;
}

export function availabilityOf(product: AvailabilityInput): Availability {
  const kind = availabilityKind(product.brand_status);
  switch (kind) {
    case 'seasonal':
      return { kind, label: 'Seasonal', detail: product.seasonal_availability?.trim() || null };
    case 'special-order':
      return { kind, label: 'Special order', detail: null };
    case 'out-of-stock':
      return { kind, label: 'Out of stock', detail: null };
    case 'discontinued':
      return { kind, label: 'Discontinued', detail: null };
    case 'other':
      return { kind, label: product.brand_status!.trim().replace(/\s+/g, ' '), detail: null };
    default:
      return { kind, label: 'In Stock', detail: null };
  }
}

/** Discontinued products leave public pages, their JSON-LD and the page data. */
export const isPubliclyListed = (product: { brand_status?: string | null }) => availabilityKind(product.brand_status) !== 'discontinued';

/** Sorts products out of stock after the others (0 before 1); nothing else moves. */
export const availabilityOrder = (product: { brand_status?: string | null }) => (availabilityKind(product.brand_status) === 'out-of-stock' ? 1 : 0);
