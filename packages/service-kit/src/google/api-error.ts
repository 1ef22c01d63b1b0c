import { z } from 'zod';

/** The error body every Google API answers with: `{error: {code, message, status}}`. */
export const googleErrorSchema = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() }),
});

/** Search Console answered with an error, or could not be reached; the message is Google's own when it gave one. */
export class SearchConsoleError extends Error {
  override readonly name = 'SearchConsoleError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
