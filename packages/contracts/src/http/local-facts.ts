import { z } from 'zod';
import { supplierLocationSchema } from './catalog.js';
import { publicCitySchema } from './cities.js';

// What makes each city page its own: the yards that deliver there, the
// nearest other places, and the public delivery check (docs/behaviour/public-site.md#local-facts).

/** A yard as a visitor may see it: its supplier location's name, supplier and town (`city`), and no contacts, prices or internal fields. */
export const publicYardSchema = supplierLocationSchema.pick({ location_name: true, supplier_name: true, city: true }).extend({
  distance_km: z.number(),
  /** The yard's own opening hours as stored (free text); null when none. */
  hours: supplierLocationSchema.shape.hours_of_operation,
});
export type PublicYard = z.infer<typeof publicYardSchema>;

/** `GET /api/delivery/city/:slug`: who delivers to a city, from the catalog's coverage table. */
export const cityCoverageSchema = z.object({
  /** The nearest active yard whose delivery radius reaches the city; null when none does. */
  nearest_yard: publicYardSchema.nullable(),
  /** Active yards whose radius reaches the city. */
  yards: z.number().int(),
  /** Different suppliers among them (a yard without a supplier counts as its own). */
  suppliers: z.number().int(),
  /** Whether the public address check can be used (a geocoding key is configured). */
  address_check: z.boolean(),
});
export type CityCoverage = z.infer<typeof cityCoverageSchema>;

/** `GET /api/cities/:slug/nearby`: one of the nearest other live cities. */
export const nearbyCitySchema = publicCitySchema.pick({ city_name: true, province: true, url_slug: true }).extend({ distance_km: z.number() });
export type NearbyCity = z.infer<typeof nearbyCitySchema>;

/** How many nearby cities a page links to. */
export const nearbyCityCount = 6;

/** At most this many characters of an address (a postal code or a street address with its town). */
export const addressMaxLength = 120;

/** `GET /api/delivery/check?address=`: a postal code or an address, checked before anything is billed. */
export const deliveryCheckQuerySchema = z.object({
  address: z
    .string({ error: 'Enter a postal code or an address' })
    .trim()
    .min(3, 'Enter a postal code or an address of at least 3 characters')
    .max(addressMaxLength, `An address may have at most ${addressMaxLength} characters`)
    .regex(/^[\p{L}\p{N}\s.,'#/&()-]+$/u, 'An address may hold letters, digits, spaces and . , \' # / & ( ) - only')
    .regex(/\p{L}|\p{N}{3}/u, 'Enter a postal code or an address'),
});

/** What the delivery check answers. */
export const deliveryCheckAnswerSchema = z.object({
  /** False when no geocoding key is configured: nothing was looked up; offer the served cities instead. */
  configured: z.boolean(),
  address: z.string(),
  /** Where the address was found; null when it was not found (or not looked up). */
  place: z.object({ formatted_address: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
  /** Whether any active yard's delivery radius reaches the place. */
  delivered: z.boolean(),
  /** The yards that deliver there, nearest first (at most 3). */
  yards: z.array(publicYardSchema),
});
export type DeliveryCheckAnswer = z.infer<typeof deliveryCheckAnswerSchema>;
