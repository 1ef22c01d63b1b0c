import type { z } from 'zod';
import { errorResponseSchema, type ErrorResponse } from '../http/errors.js';
import { fillPath } from '../routes/paths.js';
import type { AnyRoute as AnyDeclaration, Method, RouteDeclaration } from '../routes/route.js';

/**
 * Calls over a route's declaration rather than a path written by hand: the path is built
 * from the declared one, and the answer read with the declared schema. Each caller keeps
 * its own transport (the back office its session handling, the services their retry and
 * time limits, the browser plain fetch); only the path, the request and the reading of the
 * answer are shared.
 */

/** The schema's input, or `undefined` where the route declares none (its type is then the bare ZodType). */
type DeclaredInput<S extends z.ZodType> = z.ZodType extends S ? undefined : z.input<S>;

export type RouteParams<R> = R extends RouteDeclaration<infer P, z.ZodType, z.ZodType, z.ZodType> ? DeclaredInput<P> : never;
export type RouteQuery<R> = R extends RouteDeclaration<z.ZodType, infer Q, z.ZodType, z.ZodType> ? DeclaredInput<Q> : never;
export type RouteBody<R> = R extends RouteDeclaration<z.ZodType, z.ZodType, infer B, z.ZodType> ? DeclaredInput<B> : never;
/** A success's answer as the declared schema reads it; `unknown` for a route that answers no JSON. */
export type RouteAnswer<R> = R extends RouteDeclaration<z.ZodType, z.ZodType, z.ZodType, infer A> ? z.output<A> : never;

/** Params or a query that the route's declaration refuses: no request is sent (the service would answer 400 with the first issue's message). */
export class RouteInputError extends TypeError {
  override readonly name = 'RouteInputError';
  constructor(
    declaration: Pick<AnyDeclaration, 'method' | 'path'>,
    readonly part: 'params' | 'query',
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${declaration.method} ${declaration.path}: ${part} the declaration refuses: ${issues.map((issue) => issue.message).join('; ')}`);
  }
}

function checked(declaration: AnyDeclaration, part: 'params' | 'query', schema: z.ZodType, values: unknown): void {
  const result = schema.safeParse(values);
  if (!result.success) throw new RouteInputError(declaration, part, result.error.issues);
}

/**
 * The path of a call: each `:name` of the declared path replaced by its parameter (checked by
 * the declared `params`, then encodeURIComponent'ed), and the query (checked by the declared
 * `query`) appended as the caller gave it, so a schema's defaults stay the server's business.
 */
export function routePath<R extends AnyDeclaration>(declaration: R, params?: RouteParams<R>, query?: RouteQuery<R>): string {
  if (declaration.params) checked(declaration, 'params', declaration.params, params ?? {});
  if (query !== undefined && declaration.query) checked(declaration, 'query', declaration.query, query);
  return fillPath(declaration.path, (params ?? {}) as Record<string, unknown>, query as Record<string, unknown> | undefined);
}

/** One request as a transport sends it. */
export interface RouteRequest {
  method: Method;
  /** The built path and query (the declared path with its params in place); the transport puts its base before it. */
  path: string;
  /** The JSON body, not yet serialised (undefined: none). */
  body?: unknown;
  /** Headers of this call beyond the transport's own (If-Match, If-None-Match). */
  headers: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/** What a transport got back: the status, the answer's headers and its JSON (undefined when it had none). */
export interface RouteReply {
  status: number;
  headers?: { get(name: string): string | null };
  json: unknown;
}

/** Sends a request its own way (base URL, retry, credentials, CSRF, time limits). */
export type RouteTransport = (request: RouteRequest) => Promise<RouteReply>;

/** A success's answer that the declared schema does not read: the declaration and the server disagree. */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
  constructor(
    readonly request: Pick<RouteRequest, 'method' | 'path'>,
    readonly status: number,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${request.method} ${request.path} answered ${status} with a shape its declaration does not have`);
  }
}

export type RouteOutcome<R> =
  | { ok: true; status: number; answer: RouteAnswer<R>; headers?: RouteReply['headers'] }
  /** Any other status (a 304 too): `error` is the shared error shape, or null when the answer had none (a proxy's page, an empty 404). */
  | { ok: false; status: number; error: ErrorResponse | null; headers?: RouteReply['headers'] };

/** A part a call gives: required where the route declares it, unless each of its fields may be left out. */
type Part<Name extends string, T> = T extends undefined ? { [K in Name]?: undefined } : object extends T ? { [K in Name]?: T } : { [K in Name]: T };

export type CallOptions<R> = { query?: RouteQuery<R>; ifMatch?: string; headers?: Readonly<Record<string, string>>; signal?: AbortSignal } & Part<'params', RouteParams<R>> &
  Part<'body', RouteBody<R>>;

/** Reads a success's JSON with the declared answer schema (as it is, where the route declares none). */
export function readAnswer<R extends AnyDeclaration>(declaration: R, request: Pick<RouteRequest, 'method' | 'path'>, status: number, json: unknown): RouteAnswer<R> {
  if (!declaration.answer) return json as RouteAnswer<R>;
  const parsed = declaration.answer.safeParse(json);
  if (!parsed.success) throw new UnexpectedAnswerError(request, status, parsed.error.issues);
  return parsed.data as RouteAnswer<R>;
}

/**
 * Calls a declared route over `transport`: the declared method to the built path, the body as
 * JSON, If-Match when given. A success comes back read by the declared answer schema (a shape it
 * does not read throws UnexpectedAnswerError); a failure comes back as the shared error shape.
 */
export async function callRoute<R extends AnyDeclaration>(declaration: R, options: CallOptions<R>, transport: RouteTransport): Promise<RouteOutcome<R>> {
  const request: RouteRequest = {
    method: declaration.method,
    path: routePath(declaration, options.params as RouteParams<R>, options.query),
    body: options.body,
    headers: { ...options.headers, ...(options.ifMatch === undefined ? {} : { 'if-match': options.ifMatch }) },
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const reply = await transport(request);
  if (reply.status < 200 || reply.status >= 300) {
    const error = errorResponseSchema.safeParse(reply.json);
    return { ok: false, status: reply.status, error: error.success ? error.data : null, headers: reply.headers };
  }
  return { ok: true, status: reply.status, answer: readAnswer(declaration, request, reply.status, reply.json), headers: reply.headers };
}
