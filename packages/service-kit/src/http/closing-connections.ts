import type { FastifyInstance } from 'fastify';
import { isDraining } from '../lifecycle.js';

/**
 * How connections end when the process stops (docs/decisions.md, decision 13).
 *
 * - While it drains, every answer closes its connection (`Connection: close`, set on
 *   Node's response before any handler runs, so the fast paths that write their own head
 *   do it too). When the drain is over, no client still holds an idle keep-alive
 *   connection that this process would close under it just as the client sends a write
 *   on it (a write that may have arrived is never sent again, so it would fail): every
 *   connection used meanwhile is closed by its answer, and the callers drop connections
 *   idle for `callerIdleConnectionMs`.
 * - Closing the server closes the connections idle at that moment and waits for the
 *   rest. A connection whose response is still streaming (a sitemap file read from disk:
 *   the client may hold every byte before the file's end is read) turns idle only later,
 *   and Node then keeps it open for the keep-alive timeout (72 s), which close() waits
 *   out. Closing each connection as its response finishes bounds close() by the
 *   responses in flight.
 */
/**
 * How long a caller of a service keeps a connection idle (the gateway's agent): shorter
 * than the drain (SHUTDOWN_DRAIN_MS, 5 s), so none is left idle when the drain ends.
 */
export const callerIdleConnectionMs = 2000;

export function closeConnectionsAsResponsesFinish(app: FastifyInstance): void {
  app.server.prependListener('request', (_request, response) => {
    if (isDraining()) response.shouldKeepAlive = false;
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });
}
