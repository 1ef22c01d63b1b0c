import { z } from 'zod';
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

/** The events the seo service publishes (listed in the README's events table). */
export const seoEvents = [schemaSettingsUpdated] as const;
