import type { FieldIssue } from '@local-seo/contracts';
import { type z } from 'zod';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function reasonPhrase(statusCode: number): string {
  return reasonPhrases[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request');
}

/** An error meant for the caller: its status and message are answered as they are. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** Headers the answer carries (e.g. Retry-After of a 429 or 503). */
  headers: Record<string, string> = {};
  /** More the answer carries beside the error shape (the current record of a 412). */
  extra: Record<string, unknown> = {};
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
  }

  /** The same error, answered with `Retry-After: seconds`. */
  retryAfter(seconds: number): this {
    this.headers['retry-after'] = String(Math.max(1, Math.ceil(seconds)));
    return this;
  }
}

export const badRequest = (message: string, details?: FieldIssue[]) => new HttpError(400, message, details);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * A write based on an older version than the record's (If-Match): 412 with the record as
 * it is now (`current`) and its ETag, so the form can show what changed and apply on top
 * (packages/contracts/src/http/versions.ts).
 */
export function preconditionFailed(message: string, current: unknown, etag: string): HttpError {
  const error = new HttpError(412, message);
  error.extra = { current };
  error.headers.etag = etag;
  return error;
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** zod's own wording ("Invalid input: expected string, received number") names no field: say which, plainly. */
function plainMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type' || !issue.message.startsWith('Invalid input')) return issue.message;
  const field = issue.path.join('.');
  if (!field) return 'The request body must be a JSON object';
  if (issue.message.endsWith('received undefined')) return `${field} is required`;
  return `${field} must be ${article(issue.expected)}`;
}

/** Turns zod issues into the `details` of the error shape: which field and why. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : '(body)',
    message: plainMessage(issue),
  }));
}

/**
 * Validates a request part with a zod schema. On failure: 400 whose message is the
 * first reason in the rule's own words (e.g. 'Latitude must be between -90 and 90').
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details = fieldIssues(result.error);
  throw badRequest(details[0]?.message ?? 'Invalid request', details);
}
