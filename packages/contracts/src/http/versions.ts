import { z } from 'zod';
import { actorSchema } from './actor.js';
import { errorResponseSchema } from './errors.js';

/**
 * Edits that cannot overwrite each other (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other):
 * a record a form edits carries a version, a read of it answers `ETag: "<version>"`, and a
 * write may send it back in If-Match. A write based on an older version answers 412 with
 * the record as it is now (staleWriteSchema); a write without If-Match applies (scripts:
 * the last writer wins).
 */
export const etagOf = (version: number) => `"${version}"`;

/**
 * The fields of a record staff edit under versions: `version`, raised at every change (its
 * ETag, sent back in If-Match, refuses a write based on an older one), and `updated_by`, who
 * made the change that gave it (null when unknown: an import, a script, never saved).
 */
export const versionFields = { version: z.number().int(), updated_by: actorSchema.nullable() };

/** The bookkeeping of such a record as staff read it: when it was created and last changed, then its version fields. */
export const versionedRecordFields = { created_at: z.string(), updated_at: z.string(), ...versionFields };

/** The version an If-Match header names: undefined without one, null for a value that names none. */
export function ifMatchVersion(header: string | string[] | undefined): number | undefined | null {
  if (header === undefined) return undefined;
  if (typeof header !== 'string') return null;
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(header.trim());
  return match ? Number(match[1]) : null;
}

/** The message of an If-Match that names no version. */
export const badIfMatchMessage = 'If-Match must be the ETag of the record you loaded, such as "3"';

/** The 412 of a stale write: the error shape, with the record as it is now. */
export const staleWriteSchema = <T extends z.ZodType>(record: T) => errorResponseSchema.extend({ current: record });
export type StaleWrite<T> = z.infer<typeof errorResponseSchema> & { current: T };
