import { isPathUnder, requiredRole, staffApiPath } from '@local-seo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The policy of every answer that brings none of its own (JSON, errors, XML, text):
 * such a document may load and run nothing, nor be framed. The frontends' pages set
 * their own (the public pages name their inline scripts by hash, the admin app its
 * files), which the gateway keeps.
 */
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * A staff answer: of a route that needs a member of staff, or under /api/admin/ (sign-in and
 * the session, which carries the CSRF token, are open to anyone but are staff matters).
 */
function isStaffAnswer(request: FastifyRequest): boolean {
  const access = request.routeOptions?.config?.access;
  if (access !== undefined && requiredRole({ access }) !== undefined) return true;
  const path = (request.raw.url ?? '').split('?', 1)[0]!;
  return isPathUnder(path, staffApiPath);
}

/**
 * Headers every answer carries, the router's own refusals included (createHttpApp's
 * answerHeaders); HSTS only where the request came over TLS (directly, or per
 * X-Forwarded-Proto with TRUST_PROXY). A staff answer is never stored by a browser or a
 * cache between (`no-store`): it may hold the CSRF token, staff accounts, unpublished
 * cities, and it must not be shown again from a shared computer's history after sign-out.
 */
export function securityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', apiContentSecurityPolicy);
  if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  if (isStaffAnswer(request)) reply.header('cache-control', 'no-store');
}
