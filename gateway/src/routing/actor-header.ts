import type { IncomingHttpHeaders } from 'node:http';
import { actorHeaderName, actorHeaderValue } from '@local-seo/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The actor header a service is given: the member of staff the door let in
 * (request.staffAccount, read by enforceAccess), built here and only here. A
 * client's own header of that name is never passed on (forwardedRequestHeaders
 * passes an allow-list that does not name it), so a service can record it as who
 * made a change. A public route's request has no actor.
 */
export function actorHeaders(request: FastifyRequest): IncomingHttpHeaders {
  const account = request.staffAccount;
  if (!account) return {};
  return { [actorHeaderName]: actorHeaderValue({ id: account.id, email: account.email, name: account.name }) };
}
