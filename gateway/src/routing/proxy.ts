import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import replyFrom from '@fastify/reply-from';
import { maxCsvBytes, toErrorResponse, HttpError } from '@local-seo/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginLimiter } from '../auth/login-limiter.js';
import { perClientLimit } from './client-rate-limit.js';
import type { ProxiedRoute, Upstream } from './route-table.js';
import { actorHeaders } from './actor-header.js';
import { answeredHeaders, forwardedRequestHeaders } from './forwarded-headers.js';
import { upstreamTarget } from './upstream-target.js';
import { noteLeavingReplica, replicaAgentOptions, retryOnce } from './upstream-retry.js';

interface ProxyOptions {
  routes: readonly ProxiedRoute[];
  upstreams: Record<Upstream, string>;
  timeoutMs: number;
  /** The shared sliding-window counts of the routes that limit each client. */
  counts: LoginLimiter;
}

/**
 * Routes each declared route to its service (its access checked by the gateway's
 * door, enforceAccess, from the route config), at the path the route names
 * (upstreamTarget). Bodies stream through untouched (JSON,
 * CSV uploads alike): the service validates them.
 */
export async function registerProxiedRoutes(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Uploads stream through; other bodies (JSON, at most 1 MiB) are kept, so a write whose connection was refused can go to another replica.
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, detachedBody(payload)));
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    await scope.register(replyFrom, { http: { agentOptions: replicaAgentOptions, requestOptions: { timeout: options.timeoutMs } } });
    registerRoutes(scope, options);
  });
}

/** What every service accepts: JSON up to 1 MiB, a CSV upload up to its limit (plus 1 MiB for the multipart envelope). */
const jsonBodyLimit = 1024 * 1024;
const uploadBodyLimit = maxCsvBytes + 1024 * 1024;

/** The largest body a route takes: its own limit, else an upload's or a JSON body's. */
function bodyLimitOf(route: ProxiedRoute, request: FastifyRequest): number {
  if (route.bodyLimitBytes) return route.bodyLimitBytes;
  return String(request.headers['content-type']).toLowerCase().startsWith('multipart/') ? uploadBodyLimit : jsonBodyLimit;
}

const sizeInWords = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MiB` : `${Math.floor(bytes / 1024)} KiB`);

/**
 * A body declared larger than the service takes is refused here, before it is
 * streamed on: the service would refuse it too, but mid-stream, and the broken
 * upload would answer 503 instead of 413.
 */
function refuseOversizedBody(route: ProxiedRoute, request: FastifyRequest): void {
  const length = Number(request.headers['content-length'] ?? 0);
  const limit = bodyLimitOf(route, request);
  if (length > limit) throw new HttpError(413, `Request body is too large (at most ${sizeInWords(limit)})`);
}

/**
 * The client's body as the upstream request reads it, through a stream of its
 * own: reply-from destroys the body it was given when the upstream request
 * fails or closes (a service that refused an upload early closes its end), and
 * destroying the client's request would reset the client's connection before
 * it has read the answer. The client's connection is looked after where every
 * early answer's is (answerUnreadBodiesInOrder).
 */
function detachedBody(payload: IncomingMessage): PassThrough {
  const body = new PassThrough();
  payload.pipe(body);
  // pipe() passes no abort on: a client gone mid-body ends the upstream request too.
  payload.once('close', () => {
    if (!payload.complete) body.destroy(new Error('The client closed the request before its body ended'));
  });
  return body;
}

/** Once the answer is sent, the rest of a body the service did not read is not sent on: the upstream request ends. */
function endUnreadUpstreamBody(request: FastifyRequest): void {
  if (request.body instanceof PassThrough && !request.body.readableEnded) request.body.destroy();
}

function registerRoutes(app: FastifyInstance, options: ProxyOptions): void {
  for (const route of options.routes) {
    const base = options.upstreams[route.service].replace(/\/$/, '');
    const limitCallers = perClientLimit(options.counts, route);
    app.route({
      method: route.method,
      url: route.path,
      config: { upload: route.upload === true, access: route.access },
      // A body sent without its length is cut off at the route's own limit as it arrives.
      ...(route.bodyLimitBytes ? { bodyLimit: route.bodyLimitBytes } : {}),
      ...(limitCallers ? { onRequest: limitCallers } : {}),
      preHandler: async (request) => refuseOversizedBody(route, request),
      onResponse: async (request) => endUnreadUpstreamBody(request),
      handler: (request, reply) => {
        let answered = false;
        return reply.from(`${base}${upstreamTarget(route.path, request.params, request.query)}`, {
          ...(route.timeLimitMs ? { timeout: route.timeLimitMs } : {}),
          retryDelay: retryOnce(request.method, request.body),
          // A kept body goes as it came, bytes and type (reply-from would re-encode it as JSON).
          ...(Buffer.isBuffer(request.body) ? { body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
          rewriteRequestHeaders: (_req, headers) => ({ ...forwardedRequestHeaders(headers, request.id), ...actorHeaders(request) }),
          rewriteHeaders: answeredHeaders,
          onResponse: (_request, replyWithAnswer, upstream) => {
            answered = true;
            noteLeavingReplica(upstream);
            void replyWithAnswer.send(upstream.stream);
          },
          onError: (replyOnError, { error }) => {
            // The service answered early and closed while its request body was still being sent:
            // its answer is on the way to the client, which gets it rather than a 503.
            if (answered) {
              request.log.info({ err: error, upstream: route.service }, 'upstream closed after answering');
              return;
            }
            request.log.warn({ err: error, upstream: route.service }, 'upstream failed');
            const body = toErrorResponse(
              new HttpError(503, `The ${route.service} service is unavailable right now; please try again shortly.`),
            );
            replyOnError.status(body.statusCode).send(body);
          },
        });
      },
    });
  }
}
