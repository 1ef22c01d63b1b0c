import type { z } from 'zod';
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

/**
 * GETs JSON from another service with a timeout and checks its shape. Answers
 * null for a 404, so "not there" and "could not ask" stay distinct.
 */
export async function getJson<T extends z.ZodType>(
  service: string,
  options: ClientOptions,
  path: string,
  schema: T,
): Promise<z.output<T> | null> {
  const url = new URL(path, options.baseUrl);
  let response: Response;
  try {
    response = await fetchWithRetry(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 3000), headers: { accept: 'application/json' } });
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'is unreachable';
    throw new UpstreamError(service, `GET ${url.pathname} ${reason}`);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(service, `GET ${url.pathname} answered ${response.status}`, response.status);
  }
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new UpstreamError(service, `GET ${url.pathname} answered an unexpected shape`);
  return parsed.data;
}
