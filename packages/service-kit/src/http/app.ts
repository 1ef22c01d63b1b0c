import type { Actor } from '@local-seo/contracts';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { closeConnectionsAsResponsesFinish } from './closing-connections.js';
import { answerUnreadBodiesInOrder } from './refusals.js';
import { registerErrorHandling, toErrorResponse } from './error-handler.js';
import { registerHealthRoutes, type ReadinessCheck } from './health.js';
import { requestIdFrom, requestIdHeader } from './request-id.js';
import { trackRequestOrigin } from './request-context.js';
import { refuseAmbiguousPaths } from './path-guard.js';
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
  readiness: Record<string, ReadinessCheck>;
  /** Largest accepted body in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Which X-Forwarded-* hops to believe: false, a hop count, or the proxies' addresses/CIDRs (never every hop). */
  trustProxy?: false | number | string[];
  /** How long receiving one whole upload may take (default 30 s; longer where CSV files are uploaded). */
  requestTimeoutMs?: number;
  /** How long receiving any other request may take (default 10 s; see enforceReceiveDeadline). */
  receiveDeadlineMs?: number;
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
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    return503OnClosing: true,
    // Errors of the router itself (a path part too long, bad percent-encoding) in the same shape and words.
    frameworkErrors: (error, _request, reply) => {
      const body = toErrorResponse(error);
      void (reply as unknown as FastifyReply).status(body.statusCode).send(body);
    },
  }) as unknown as FastifyInstance;
  app.server.headersTimeout = Math.min(headersTimeoutMs, options.requestTimeoutMs ?? 30_000);
  useRouteSchemas(app);
  recordRoutes(app);
  refuseAmbiguousPaths(app);
  enforceReceiveDeadline(app, options.receiveDeadlineMs ?? 10_000);
  closeConnectionsAsResponsesFinish(app);
  answerUnreadBodiesInOrder(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
  trackRequestOrigin(app, { edge: options.edge ?? false, ...(options.actorOf ? { actorOf: options.actorOf } : {}) });
  const name = options.name ?? (options.logger.bindings().service as string | undefined) ?? 'app';
  observeHttp(app, { service: name, edge: options.edge ?? false, readiness: options.readiness });
  registerErrorHandling(app);
  registerHealthRoutes(app, options.readiness);
  return app;
}
