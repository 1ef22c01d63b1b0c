import { z } from 'zod';

/** The largest id a PostgreSQL integer (serial) column holds. */
export const maxRecordId = 2_147_483_647;

/**
 * `:id` of a record's path, e.g. `recordIdParams('Product')`: a positive whole number
 * no larger than any id can be (a larger one would fail in the database, not here).
 */
export const recordIdParams = (what: string) => {
  const message = `${what} id must be a positive whole number`;
  return z.object({
    id: z.coerce
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(maxRecordId, `${what} id must be at most ${maxRecordId}`),
  });
};
