import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import { toErrorResponse } from './error-handler.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a file upload: its body may take the server's (long) request timeout to arrive. */
    upload?: boolean;
  }
}

/** Route config of a route that takes a file upload. */
export const uploadRouteConfig = { upload: true };

const takesUploads = (request: FastifyRequest) => request.routeOptions.config?.upload === true;

/**
 * Every request but an upload must have arrived whole within `deadlineMs` of its
 * first byte: a client that sends a login or a JSON body a byte at a time (to hold
 * connections and memory) is answered 408 and disconnected. The server's own
 * request timeout stays long, for uploads.
 */
export function enforceReceiveDeadline(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.complete || takesUploads(request)) return done();
    const timer = setTimeout(() => {
      if (request.raw.complete || reply.sent) return;
      reply.hijack(); // answered here, not by the handler still waiting for the body
      const body = toErrorResponse(new HttpError(408, `The request took longer than ${deadlineMs / 1000} s to arrive`));
      reply.raw.shouldKeepAlive = false;
      reply.raw.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      reply.raw.end(JSON.stringify(body), () => request.raw.socket?.destroy());
    }, deadlineMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    request.raw.once('end', clear);
    request.raw.once('close', clear);
    reply.raw.once('finish', clear);
    done();
  });
}
