import type { RequestOrigin } from '../http/request-context.js';
import type { FieldIssue } from '@local-seo/contracts';
import { HttpError } from '../http/errors.js';

/** Messages from the main thread to a job worker. */
export type ToWorker =
  | { type: 'run'; id: number; job: string; input: unknown; upload: boolean; traceparent: string | undefined; origin: RequestOrigin | undefined }
  | { type: 'chunk'; id: number; bytes: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'abort'; id: number; error: WireError }
  | { type: 'close' };

/** Messages from a job worker to the main thread. */
export type FromWorker =
  | { type: 'pull'; id: number }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'failed'; id: number; error: WireError };

/**
 * An error as it crosses threads. Structured cloning keeps only an Error's message and
 * stack, so what the error handler reads is carried explicitly: an HttpError's status,
 * details and headers (the same answer as in the main thread), and the codes, kinds and
 * causes by which a database out of reach is told apart (503, not 500).
 */
export interface WireError {
  name: string;
  message: string;
  stack?: string;
  http?: { statusCode: number; details?: FieldIssue[]; headers: Record<string, string> };
  props: Record<string, unknown>;
  cause?: WireError;
}

/** Own properties that survive JSON (Prisma's code and meta, pg's code...). */
function plainProps(err: object): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || key === 'stack' || key === 'message' || typeof value === 'function') continue;
    try {
      props[key] = JSON.parse(JSON.stringify(value, (_k, v: unknown) => (v instanceof Error ? { ...v, name: v.name, message: v.message } : v)) ?? 'null');
    } catch {
      // a value that cannot be copied (a cycle, a BigInt) is left behind
    }
  }
  return props;
}

export function toWire(err: unknown, depth = 0): WireError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), props: {} };
  const wire: WireError = { name: err.name, message: err.message, stack: err.stack, props: plainProps(err) };
  if (err instanceof HttpError) wire.http = { statusCode: err.statusCode, details: err.details, headers: err.headers };
  if (err.cause !== undefined && depth < 5) wire.cause = toWire(err.cause, depth + 1);
  return wire;
}

export function fromWire(wire: WireError): Error {
  if (wire.http) {
    const err = new HttpError(wire.http.statusCode, wire.message, wire.http.details);
    err.headers = { ...wire.http.headers };
    return err;
  }
  const err = Object.assign(new Error(wire.message), wire.props);
  Object.defineProperty(err, 'name', { value: wire.name, configurable: true, writable: true });
  if (wire.stack) err.stack = wire.stack;
  if (wire.cause) err.cause = fromWire(wire.cause);
  return err;
}
