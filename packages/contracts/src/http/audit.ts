import { z } from 'zod';

/** What an audit entry is about: the kinds of record staff change in the back office. */
export const auditEntities = ['city', 'product', 'location', 'taxonomy', 'weather-suggestion', 'schema-settings', 'contractors', 'keyword', 'staff'] as const;
export type AuditEntity = (typeof auditEntities)[number];

const day = /^\d{4}-\d{2}-\d{2}$/;

/** A day (YYYY-MM-DD, UTC) or an instant (ISO 8601); `to` given as a day means the end of that day. */
const moment = (name: string) =>
  z
    .string()
    .refine((value) => (day.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success) && !Number.isNaN(Date.parse(value)), {
      error: `${name} must be a date (YYYY-MM-DD) or a date and time (ISO 8601)`,
    })
    .optional();

export const auditQuerySchema = z
  .object({
    /** The person: their e-mail (any case) or their staff id. */
    actor: z.string().trim().min(1, { error: 'actor must not be empty' }).max(254, { error: 'actor must be at most 254 characters' }).optional(),
    entity: z.enum(auditEntities, { error: `entity must be one of ${auditEntities.join(', ')}` }).optional(),
    from: moment('from'),
    to: moment('to'),
    /** The nextCursor of the previous page. */
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'cursor must be the nextCursor of a previous page' })
      .optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be between 1 and 100' })
      .max(100, { error: 'limit must be between 1 and 100' })
      .default(50),
  })
  .refine((query) => !query.from || !query.to || auditRangeStart(query.from) <= auditRangeEnd(query.to), {
    error: 'from must not be after to',
    path: ['from'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The first instant a `from` names. */
export const auditRangeStart = (from: string): Date => new Date(day.test(from) ? `${from}T00:00:00.000Z` : from);
/** The last instant a `to` names (a day: its last millisecond). */
export const auditRangeEnd = (to: string): Date => new Date(day.test(to) ? `${to}T23:59:59.999Z` : to);

export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.iso.datetime(),
  actor: z.object({ id: z.number().int().positive(), email: z.string() }),
  /** The change as its event says it: created, updated, deleted, imported... */
  action: z.string(),
  entity: z.enum(auditEntities),
  /** The record's id; null when the change touched several (an import). */
  entityId: z.string().nullable(),
  /** The change: fields before and after, a created record, a deleted one's name, or the ids touched. */
  summary: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next, older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
