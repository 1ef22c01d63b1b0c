import { z } from 'zod';
import { changeSummarySchema } from './change-summary.js';
import { defineEvent } from './envelope.js';

/** What other services need to know of a city (no SEO texts). */
export const cityFactsSchema = z.object({
  id: z.number().int().positive(),
  citySlug: z.string().min(1),
  cityName: z.string().min(1),
  province: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  population: z.number().int().nullable(),
  pageActive: z.boolean(),
  template: z.string(),
});
export type CityFacts = z.infer<typeof cityFactsSchema>;

export const cityCreated = defineEvent(
  'cities.city.created',
  1,
  z.object({ city: cityFactsSchema, summary: changeSummarySchema.optional() }),
);

export const cityUpdated = defineEvent(
  'cities.city.updated',
  1,
  z.object({
    city: cityFactsSchema,
    /** Names of the fields that changed, as in the HTTP shape (snake_case). */
    changed: z.array(z.string()).min(1),
    /** Set when page_active changed: true when the page went live, false when it went dark. */
    activation: z.enum(['activated', 'deactivated']).nullable(),
    /** The slug before the change, when it changed. */
    previousSlug: z.string().nullable(),
    /** The changed fields before and after (the audit trail's summary). */
    summary: changeSummarySchema.optional(),
    /**
     * Set when the change is the city going to the Trash or coming back from it (docs/decisions.md, decision 11).
     * A trashed city is told as a city whose page is not live (`city.pageActive` false,
     * `activation` 'deactivated' when it was live): every copy keeps it, and what it keeps
     * beside it, hidden from the public, so a restore (its facts as they were) brings all of
     * it back. `cities.city.purged` tells when it is gone for good.
     */
    trash: z.enum(['trashed', 'restored']).optional(),
  }),
);

/**
 * A city kept in the Trash for 30 days was purged: it is gone for good, and so is its
 * page. Every copy of the cities drops it (and what it keeps of it alone).
 */
export const cityPurged = defineEvent(
  'cities.city.purged',
  1,
  z.object({ city: z.object({ id: z.number().int().positive(), citySlug: z.string().min(1), cityName: z.string().min(1) }) }),
);

/** The cities service's events. */
export const cityEvents = [cityCreated, cityUpdated, cityPurged] as const;
