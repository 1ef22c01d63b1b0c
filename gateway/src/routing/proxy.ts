import replyFrom from '@fastify/reply-from';
import { requestIdHeader, toErrorResponse, HttpError } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/guard.js';
import type { SessionStore } from '../auth/sessions.js';
import { isWrite, needsAdmin, type ProxiedRoute, type Upstream } from './route-table.js';

export interface ProxyOptions {
  routes: readonly ProxiedRoute[];
  upstreams: Record<Upstream, string>;
  sessions: SessionStore;
  timeoutMs: number;
}

/**
 * Routes each listed /api route to its service, after the admin check. Bodies
 * stream through untouched (JSON, CSV uploads alike): the service validates them.
 */
export async function registerProxiedRoutes(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scope.register(replyFrom, { http: { requestOptions: { timeout: options.timeoutMs } } });
    registerRoutes(scope, options);
  });
}

function registerRoutes(app: FastifyInstance, options: ProxyOptions): void {
  for (const route of options.routes) {
    const base = options.upstreams[route.upstream].replace(/\/$/, '');
    app.route({
      method: route.method,
      url: route.url,
      preHandler: async (request) => {
        if (needsAdmin(route, request.query as Record<string, unknown>)) {
          requireAdmin(request, options.sessions, isWrite(route.method));
        }
      },
      handler: (request, reply) =>
        reply.from(`${base}${request.url}`, {
          ...(route.timeoutMs ? { timeout: route.timeoutMs } : {}),
          rewriteRequestHeaders: (_req, headers) => {
            const { cookie: _cookie, ['x-csrf-token']: _csrf, ...forwarded } = headers;
            return { ...forwarded, [requestIdHeader]: request.id };
          },
          onError: (replyOnError, { error }) => {
            request.log.warn({ err: error, upstream: route.upstream }, 'upstream failed');
            const body = toErrorResponse(
              new HttpError(503, `The ${route.upstream} service is unavailable right now; please try again shortly.`),
            );
            replyOnError.status(body.statusCode).send(body);
          },
        }),
    });
  }
}
