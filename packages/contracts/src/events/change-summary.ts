import { z } from 'zod';

/**
 * What a change did, for the audit trail (services/audit): an update's changed fields
 * before and after, a created record whole (`after`), a deleted one's name. Fields are
 * named as in the HTTP shape (snake_case), as staff see them. Optional in every event
 * that has it: the services fill it where they have it at hand.
 */
export const changeSummarySchema = z.object({
  name: z.string().max(500).optional(),
  before: z.record(z.string(), z.unknown()).optional(),
  after: z.record(z.string(), z.unknown()).optional(),
});
export type ChangeSummary = z.infer<typeof changeSummarySchema>;

/** The summary of an update: only the fields named, before and after. */
export function fieldChanges<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[], name?: string): ChangeSummary {
  const pick = (record: T) => Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));
  return { ...(name ? { name } : {}), before: pick(before), after: pick(after) };
}
