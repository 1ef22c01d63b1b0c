import replyFrom from '@fastify/reply-from';
import { apiPath } from '@local-seo/contracts';
import { HttpError, toErrorResponse } from '@local-seo/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answeredHeaders, forwardedRequestHeaders } from './forwarded-headers.js';
import { upstreamTarget } from './upstream-target.js';
import { noteLeavingReplica, replicaAgentOptions, retryOnce } from './upstream-retry.js';

interface FrontendProxyOptions {
  /** The standalone public site: every page path the gateway does not answer itself. */
  webPublicUrl?: string | undefined;
  /** The standalone admin app: /admin and /admin/*. */
  webAdminUrl?: string | undefined;
}

/**
 * Without an ingress (compose): the gateway passes page requests on to the
 * frontend servers. Its own paths (/api/*, the sitemap files, /robots.txt,
 * health) keep precedence: they are more specific routes than these.
 */
export async function registerFrontendProxy(app: FastifyInstance, options: FrontendProxyOptions): Promise<void> {
  const { webPublicUrl, webAdminUrl } = options;
  if (!webPublicUrl && !webAdminUrl) return;
  await app.register(async (scope) => {
    await scope.register(replyFrom, { http: { agentOptions: replicaAgentOptions } });
    const forward = (base: string, name: string, pattern: string) => (request: FastifyRequest, reply: FastifyReply) =>
      reply.from(`${base.replace(/\/$/, '')}${upstreamTarget(pattern, request.params, request.query)}`, {
        rewriteRequestHeaders: (_req, headers) => ({
          ...forwardedRequestHeaders(headers, request.id),
          ...(headers['accept-encoding'] ? { 'accept-encoding': headers['accept-encoding'] } : {}),
        }),
        rewriteHeaders: answeredHeaders,
        retryDelay: retryOnce(request.method, undefined),
        onResponse: (_request, replyWithAnswer, upstream) => {
          noteLeavingReplica(upstream);
          void replyWithAnswer.send(upstream.stream);
        },
        onError: (replyOnError, { error }) => {
          request.log.warn({ err: error, frontend: name }, 'frontend failed');
          const body = toErrorResponse(new HttpError(503, 'This page is unavailable right now; please try again shortly.'));
          replyOnError.status(body.statusCode).send(body);
        },
      });
    if (webAdminUrl) {
      scope.route({ method: 'GET', url: '/admin', handler: forward(webAdminUrl, 'web-admin', '/admin') });
      scope.route({ method: 'GET', url: '/admin/*', handler: forward(webAdminUrl, 'web-admin', '/admin/*') });
    }
    if (webPublicUrl) {
      const toPublic = forward(webPublicUrl, 'web-public', '/*');
      scope.route({
        method: 'GET',
        url: '/*',
        handler: (request, reply) => {
          // An unknown API path stays an API 404, not a page.
          if (request.url.startsWith(`${apiPath}/`)) return reply.callNotFound();
          return toPublic(request, reply);
        },
      });
    }
  });
}
