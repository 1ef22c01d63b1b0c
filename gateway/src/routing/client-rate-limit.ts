import { HttpError } from '@local-seo/service-kit';
import type { FastifyRequest } from 'fastify';
import type { LoginLimiter } from '../auth/login-limiter.js';
import type { ProxiedRoute } from './route-table.js';

const minuteMs = 60_000;

/**
 * The door of a route that limits each caller (its declared perClientPerMinute): every call
 * takes a place in a sliding minute under the route and the client's address, before its
 * body is read, and one past the limit is refused with 429 and Retry-After. The counts are
 * the sign-in limiter's shared ones (every replica sees them; their keys never meet its own),
 * whose entries live a whole sign-in window, never less than a minute.
 */
export function perClientLimit(counts: LoginLimiter, route: ProxiedRoute): ((request: FastifyRequest) => Promise<void>) | undefined {
  const limit = route.perClientPerMinute;
  if (limit === undefined) return undefined;
  return async (request) => {
    const wait = await counts.take(`route:${route.method} ${route.path}:${request.ip}`, limit, minuteMs);
    if (wait > 0) throw new HttpError(429, `Too many requests from this address. Try again in ${wait} second(s).`).retryAfter(wait);
  };
}
