import type { FastifyInstance } from 'fastify';

/**
 * Closing the server closes the connections idle at that moment and waits
 * for the rest. A connection whose response is still streaming (a sitemap
 * file read from disk: the client may hold every byte before the file's end
 * is read) turns idle only later, and Node then keeps it open for the
 * keep-alive timeout (72 s), which close() waits out. Closing each connection
 * as its response finishes bounds close() by the responses in flight.
 */
export function closeConnectionsAsResponsesFinish(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });
}
