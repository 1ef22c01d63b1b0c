import { z } from 'zod';
import { changeSummarySchema } from './change-summary.js';
import { defineEvent } from './envelope.js';

/**
 * The schema (structured-data) settings got a new version: pages whose JSON-LD
 * is built from them (every public page) must drop their cached copies.
 */
export const schemaSettingsUpdated = defineEvent(
  'seo.schema-settings.updated',
  1,
  z.object({
    version: z.number().int().positive(),
    previousVersion: z.number().int().nonnegative(),
    /** The top-level sections that changed: businessDetails, messaging, pageTypes. */
    changedSections: z.array(z.string()).min(1),
  }),
);

/** A tracked keyword was moved to the Trash or back from it: the audit trail records it. */
export const keywordsChanged = defineEvent(
  'seo.keywords.changed',
  1,
  z.object({
    keywordIds: z.array(z.number().int().positive()).min(1),
    reason: z.enum(['trashed', 'restored']),
    /** The keyword (and its page): the audit trail's summary. */
    summary: changeSummarySchema.optional(),
  }),
);

/** The events the seo service publishes (listed in the README's events table). */
export const seoEvents = [schemaSettingsUpdated, keywordsChanged] as const;
