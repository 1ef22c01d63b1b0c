import { z } from 'zod';

/** One field that failed validation, and why, in words a person understands (with its line, for a CSV row). */
export const fieldIssueSchema = z.object({ line: z.number().int().optional(), field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The one error shape every service and the gateway answer with. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.array(fieldIssueSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
