import { slugMaxLength, type Actor } from '@local-seo/contracts';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { closeConnectionsAsResponsesFinish } from './closing-connections.js';
import { answerUnreadBodiesInOrder } from './refusals.js';
import { registerErrorHandling, toErrorResponse } from './error-handler.js';
import { registerHealthRoutes, type ReadinessCheck } from './health.js';
import { requestIdFrom, requestIdHeader } from './request-id.js';
import { trackRequestOrigin } from './request-context.js';
import { refusalOfAmbiguousPath } from './path-guard.js';
import { refusalOfQueryString } from './query-guard.js';
import { enforceReceiveDeadline } from './receive-deadline.js';
import { recordRoutes } from './route-registry.js';
import { useRouteSchemas } from './serve.js';
import { observeHttp } from '../observability/http.js';

export interface HttpAppOptions {
  logger: Logger;
  /** The `service` label of its metrics and spans (default: the logger's `service`). */
  name?: string;
  /** The public entry (the gateway): an incoming traceparent is ignored, each request starts its own trace. */
  edge?: boolean;
  /** At the edge, who made a request (the member of staff the gateway's door let in): the actor of the events its handler emits. */
  actorOf?: (request: FastifyRequest) => Actor | undefined;
  /** What the process needs to do its own work: /readyz fails while one fails (see health.ts). */
  readiness: Record<string, ReadinessCheck>;
  /** What it uses and can do without for a while: reported by /healthz, /readyz and the metrics, never making it unready. */
  dependencies?: Record<string, ReadinessCheck>;
  /** Largest accepted body in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Which X-Forwarded-* hops to believe: false, a hop count, or the proxies' addresses/CIDRs (never every hop). */
  trustProxy?: false | number | string[];
  /** How long receiving one whole upload may take (default 30 s; longer where CSV files are uploaded). */
  requestTimeoutMs?: number;
  /** How long receiving any other request may take (default 10 s; see enforceReceiveDeadline). */
  receiveDeadlineMs?: number;
  /**
   * Headers every answer carries (the gateway's security headers), set as it is sent: the
   * answers of routes, hooks and the error handler, and the router's own refusals (bad
   * percent-encoding, a path part too long), which skip every hook.
   */
  answerHeaders?: (request: FastifyRequest, reply: FastifyReply) => void;
}

const trustHops = (count: number) => (_address: string, hop: number) => hop < count;

/** How long a client may take to send its request headers. */
const headersTimeoutMs = 10_000;

/** The Fastify setup every service and the gateway share. */
export function createHttpApp(options: HttpAppOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: options.logger,
    genReqId: requestIdFrom,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // A hop count as Fastify reads it (its types omit numbers): the n proxies nearest to us.
    trustProxy: typeof options.trustProxy === 'number' ? trustHops(options.trustProxy) : (options.trustProxy ?? false),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: slugMaxLength },
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    return503OnClosing: true,
    // Errors of the router itself (a path part too long, bad percent-encoding) in the same shape and words,
    // with the request id and the headers of every answer: Fastify runs no hook for them.
    frameworkErrors: (error, request, reply) => {
      const body = toErrorResponse(error);
      const answer = reply as unknown as FastifyReply;
      answer.header(requestIdHeader, request.id);
      options.answerHeaders?.(request as unknown as FastifyRequest, answer);
      void answer.status(body.statusCode).send(body);
    },
  }) as unknown as FastifyInstance;
  app.server.headersTimeout = Math.min(headersTimeoutMs, options.requestTimeoutMs ?? 30_000);
  useRouteSchemas(app);
  recordRoutes(app);
  // First of the request hooks, so refusals before routing carry the request id too.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
  const { answerHeaders } = options;
  if (answerHeaders) {
    app.addHook('onSend', async (request, reply) => {
      answerHeaders(request, reply);
    });
  }
  // Before routing, one check of the request target for every route of every service and the
  // gateway: a path or a query string that is not plain text is a 400 in the error shape, so no
  // handler sees a NUL, a wrongly encoded value or a path another parser would read otherwise.
  app.addHook('onRequest', async (request) => {
    const target = request.raw.url ?? '/';
    const refusal = refusalOfAmbiguousPath(target) ?? refusalOfQueryString(target);
    if (refusal) throw refusal;
  });
  enforceReceiveDeadline(app, options.receiveDeadlineMs ?? 10_000);
  closeConnectionsAsResponsesFinish(app);
  answerUnreadBodiesInOrder(app);
  trackRequestOrigin(app, { edge: options.edge ?? false, ...(options.actorOf ? { actorOf: options.actorOf } : {}) });
  const name = options.name ?? (options.logger.bindings().service as string | undefined) ?? 'app';
  observeHttp(app, { service: name, edge: options.edge ?? false, readiness: { ...options.readiness, ...options.dependencies } });
  registerErrorHandling(app);
  registerHealthRoutes(app, { readiness: options.readiness, dependencies: options.dependencies });
  return app;
}
