import { z } from 'zod';
import { industries } from '../http/contractors.js';
import { changeSummarySchema } from './change-summary.js';
import { defineEvent } from './envelope.js';

/** Contractors of these cities were added, changed, or moved to the Trash and back: page caches for them may refresh. */
export const contractorDirectoryChanged = defineEvent(
  'contractors.directory.changed',
  1,
  z.object({
    cityIds: z.array(z.number().int().positive()).min(1),
    reason: z.enum(['populated', 'imported', 'trashed', 'restored']),
    /** The one contractor trashed or restored. */
    contractorIds: z.array(z.number().int().positive()).optional(),
    /** Its name: the audit trail's summary. */
    summary: changeSummarySchema.optional(),
  }),
);

/** A population from the places provider ended in failure (after its retries); nothing was written. */
export const contractorPopulationFailed = defineEvent(
  'contractors.population.failed',
  1,
  z.object({
    jobId: z.number().int().positive(),
    cityId: z.number().int().positive(),
    citySlug: z.string().min(1),
    industry: z.enum(industries),
    error: z.string().min(1),
  }),
);

/** The events the contractors service publishes (listed in the README's events table). */
export const contractorEvents = [contractorDirectoryChanged, contractorPopulationFailed] as const;
