import { z } from 'zod';
import { int4Max } from './text.js';

/**
 * `:id` of a record's path, e.g. `recordIdParams('Product')`: a positive whole number
 * no larger than any id can be (a larger one would fail in the database, not here).
 */
export const recordIdParams = (what: string) => {
  const message = `${what} id must be a positive whole number`;
  return z.object({
    id: z.coerce.number({ error: message }).int(message).positive(message).max(int4Max, `${what} id must be at most ${int4Max}`),
  });
};

/** `:slug` of a city's path, as the router decoded it. */
export const slugParams = z.object({ slug: z.string() });
