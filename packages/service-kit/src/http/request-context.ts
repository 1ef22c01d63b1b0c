import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import { actorHeaderName, parseActorHeader, type Actor } from '@local-seo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who made the request being handled and its id, for the events its changes emit
 * (outbox.ts writes them into each envelope, so the audit service can record who
 * changed what). The actor is the gateway's header (packages/contracts/src/http/actor.ts):
 * only the gateway builds it, and a service is reached only through the gateway.
 */
export interface RequestOrigin {
  readonly requestId: string;
  readonly actor?: Actor;
}

const storage = new AsyncLocalStorage<RequestOrigin>();

/** Who a request says made it: the gateway's actor header; none on a call that did not come through the gateway. */
export const actorOf = (headers: IncomingHttpHeaders): Actor | undefined => parseActorHeader(headers[actorHeaderName]);

/** The origin of the request being handled, or undefined outside one (a task, a consumer). */
export const requestOriginOf = (): RequestOrigin | undefined => storage.getStore();

/**
 * Runs `work` outside any request: background work started from a request (a relay
 * nudge, a task's wake) must not carry that request's actor into the events it emits.
 */
export const outsideRequest = <T>(work: () => T): T => storage.exit(work);

/**
 * Makes each request's origin known while its handler runs. Callback style on purpose:
 * the rest of the request (other hooks, the handler) runs inside done(). The edge (the
 * gateway) never believes an actor header: it is the one that builds it, and names the
 * actor itself (`actorOf`: the member of staff its door let in), for the events of its
 * own changes (the staff accounts).
 */
export function trackRequestOrigin(app: FastifyInstance, options: { edge: boolean; actorOf?: (request: FastifyRequest) => Actor | undefined }): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const actor = options.edge ? options.actorOf?.(request) : actorOf(request.headers);
    storage.run(actor ? { requestId: request.id, actor } : { requestId: request.id }, done);
  });
}
