import type { AnyRoute } from '../routes/route.js';
import { callRoute, routePath, UnexpectedAnswerError, type CallOptions, type RouteAnswer, type RouteOutcome, type RouteParams, type RouteTransport } from './call-route.js';
import { fetchWithRetry } from './retry.js';

/** A call to another service that did not answer as expected (down, slow, 5xx, bad shape). */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    readonly service: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${service}: ${message}`);
  }
}

/**
 * Whether `err` is an UpstreamError, by its name: the public site's server bundle carries a
 * copy of this module of its own, so `instanceof` fails for errors thrown by the in-process
 * page-data source of `npm start`.
 */
export function isUpstreamError(err: unknown): err is UpstreamError {
  return err instanceof Error && err.name === 'UpstreamError';
}

export interface ClientOptions {
  /** The service's base URL, e.g. http://cities:3001. */
  baseUrl: string;
  timeoutMs?: number;
}

/** The JSON of an answer, or undefined when it has none (an empty body, a file). */
async function jsonOf(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) {
    await response.body?.cancel();
    return undefined;
  }
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * The transport of calls between the parts: `baseUrl` before the path, JSON in and out, the
 * one-retry rule, and the time limit (default 3 s) over the whole exchange.
 */
export function serviceTransport(options: ClientOptions & { defaultTimeoutMs?: number }): RouteTransport {
  return async ({ method, path, body, headers, signal }) => {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? options.defaultTimeoutMs ?? 3000);
    const response = await fetchWithRetry(new URL(path, options.baseUrl), {
      method,
      headers: { ...headers, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return { status: response.status, headers: response.headers, json: await jsonOf(response) };
  };
}

/**
 * Calls a declared route of another service over `transport`, as an UpstreamError when it could
 * not be asked, failed or answered an unexpected shape. A 404 ("not there", distinct from "could
 * not ask") and a 304 come back as outcomes; every other failure is thrown.
 */
export async function askService<R extends AnyRoute>(service: string, transport: RouteTransport, declaration: R, options: CallOptions<R>): Promise<RouteOutcome<R>> {
  const what = () => `${declaration.method} ${routePath(declaration, options.params as RouteParams<R>)}`;
  let outcome: RouteOutcome<R>;
  try {
    outcome = await callRoute(declaration, options, transport);
  } catch (err) {
    const reason =
      err instanceof SyntaxError || err instanceof UnexpectedAnswerError ? 'answered an unexpected shape' : err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'is unreachable';
    throw new UpstreamError(service, `${what()} ${reason}`);
  }
  if (!outcome.ok && outcome.status !== 404 && outcome.status !== 304) throw new UpstreamError(service, `${what()} answered ${outcome.status}`, outcome.status);
  return outcome;
}

/** A declared route's JSON answer from another service (see askService); null for a 404. */
export async function getJson<R extends AnyRoute>(service: string, options: ClientOptions, declaration: R, call: CallOptions<R>): Promise<RouteAnswer<R> | null> {
  const outcome = await askService(service, serviceTransport(options), declaration, call);
  return outcome.ok ? outcome.answer : null;
}
