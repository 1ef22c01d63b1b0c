import { deliveryQuerySchema, type AdminProduct, type PublicCity, type SupplierView } from '@local-seo/contracts';
import { firstMessages, issuesOf, sameNamed } from '../../lib/form-check';

const normalize = (text: string) => text.trim().toLocaleLowerCase('en-CA');

/** What the Suppliers search looks through: the supplier's name and address. */
export const supplierSearchText = (supplier: Pick<SupplierView, 'supplier_name' | 'address'>): string =>
  `${supplier.supplier_name} ${supplier.address ?? ''}`;

/** The Products tab shows this many products of the chosen category. */
export const productPreviewLimit = 10;
export const allCategories = '';

interface ProductPreview {
  shown: readonly AdminProduct[];
  /** How many active products the category has in all. */
  total: number;
}

/** The first 10 active products of a category (or of every category), in the catalogue's order. */
export function previewProducts(products: readonly AdminProduct[], category: string, limit = productPreviewLimit): ProductPreview {
  const wanted = normalize(category);
  const matching = products.filter((p) => p.active && (wanted === allCategories || normalize(p.category) === wanted));
  return { shown: matching.slice(0, limit), total: matching.length };
}

/**
 * Where a service area's page lives. The original linked `/{city name lowercased}`,
 * which breaks for names with spaces ('Parry Sound'); the pages answer at the slug.
 */
export const serviceAreaPath = (city: Pick<PublicCity, 'url_slug'>): string => `/${city.url_slug}`;

/** Cities with a live page, alphabetically: the delivery hub's service areas. */
export function serviceAreas<City extends Pick<PublicCity, 'city_name' | 'page_active'>>(cities: readonly City[]): City[] {
  return cities.filter((city) => city.page_active).sort((a, b) => a.city_name.localeCompare(b.city_name));
}

/** What the calculator asks: a city by slug, or a point. */
export type DeliveryQuery = { city: string } | { latitude: number; longitude: number };

export interface CalculatorForm {
  mode: 'city' | 'coordinates';
  city: string;
  latitude: string;
  longitude: string;
}

type CalculatorCheck = { ok: true; query: DeliveryQuery } | { ok: false; errors: Partial<Record<'city' | 'latitude' | 'longitude', string>> };

/** Checks the calculator's form with the server's own rules and messages (deliveryQuerySchema). */
export function checkCalculatorForm(form: CalculatorForm): CalculatorCheck {
  if (form.mode === 'city') {
    return form.city === '' ? { ok: false, errors: { city: 'Choose a city' } } : { ok: true, query: { city: form.city } };
  }
  const parsed = deliveryQuerySchema.safeParse({ latitude: form.latitude, longitude: form.longitude });
  if (parsed.success && typeof parsed.data.latitude === 'number' && typeof parsed.data.longitude === 'number') {
    return { ok: true, query: { latitude: parsed.data.latitude, longitude: parsed.data.longitude } };
  }
  const errors = firstMessages(issuesOf(parsed.error), sameNamed(['latitude', 'longitude'] as const));
  // Only the whole-form rule failed: a blank coordinate.
  if (form.latitude.trim() === '') errors.latitude ??= 'Latitude is required';
  if (form.longitude.trim() === '') errors.longitude ??= 'Longitude is required';
  return { ok: false, errors };
}

/** The calculator's query string. */
export const deliveryQueryString = (query: DeliveryQuery): string =>
  new URLSearchParams('city' in query ? { city: query.city } : { latitude: String(query.latitude), longitude: String(query.longitude) }).toString();
