import type { FastifyInstance } from 'fastify';

/**
 * The policy of every answer that brings none of its own (JSON, errors, XML, text):
 * such a document may load and run nothing, nor be framed. The frontends' pages set
 * their own (the public pages name their inline scripts by hash, the admin app its
 * files), which the gateway keeps.
 */
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Headers every answer carries; HSTS only where the request came over TLS (directly, or per X-Forwarded-Proto with TRUST_PROXY). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', apiContentSecurityPolicy);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
