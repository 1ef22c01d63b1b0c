import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const requestIdHeader = 'x-request-id';
const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps the caller's request id (the gateway's) so one request is traceable across services. */
export function requestIdFrom(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  return typeof incoming === 'string' && acceptable.test(incoming) ? incoming : randomUUID();
}
