import { failedAddresses, mayRetry } from '@local-seo/contracts';
import { callerIdleConnectionMs, replicas } from '@local-seo/service-kit';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

/**
 * The one-retry rule for what the gateway passes on (docs/decisions.md, decision 13):
 * reply-from's connections find a service's replicas in turn (one that refused is tried
 * last), and a request whose connection failed is sent once more, to the next replica: a
 * read whatever the failure, a write only when it never reached a server and its body
 * can be sent again (a buffered JSON body, not a streamed upload).
 * A connection idle for a while is dropped before a replica's drain ends, so the gateway
 * never holds one that the replica closes as it stops, just as a write goes out on it.
 */
export const replicaAgentOptions = { keepAlive: true, timeout: callerIdleConnectionMs, lookup: replicas.lookup };

export function retryOnce(method: string, body: unknown) {
  const replayable = !(body && typeof (body as Readable).pipe === 'function');
  return ({ err, attempt }: { err?: Error | null; attempt: number }): number | null => {
    if (attempt > 0 || !err || !mayRetry(method, err)) return null;
    if (method !== 'GET' && method !== 'HEAD' && !replayable) return null;
    for (const address of failedAddresses(err)) replicas.failed(address);
    return 1; // reply-from waits this many ms; 0 would mean "no retry"
  };
}

/**
 * An answer that closes its connection comes from a replica draining before it stops: new
 * connections go to the other replicas, as Kubernetes takes a terminating pod out of its
 * Service (compose's DNS keeps naming it until it is gone).
 */
export function noteLeavingReplica(upstream: { stream: IncomingMessage }): void {
  const { socket, headers } = upstream.stream;
  if (socket?.remoteAddress && headers.connection?.toLowerCase() === 'close') replicas.leaving(socket.remoteAddress);
}
