import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

const MiB = 1024 * 1024;

/** How much of an unread body is taken in after an early answer, and for how long. */
export interface UnreadBodyLimits {
  /** A body declared at most this long is read to its end after the answer, and the connection kept. */
  drainBytes: number;
  /** How long reading it may take before the connection is dropped. */
  drainMs: number;
  /** Any other body: at most this much more of it is read and thrown away while the connection closes... */
  lingerBytes: number;
  /** ...and the connection is dropped at the latest this long after the answer went out. */
  lingerMs: number;
}

const unreadBodyLimits: UnreadBodyLimits = { drainBytes: 1 * MiB, drainMs: 10_000, lingerBytes: 8 * MiB, lingerMs: 5_000 };

type ClosableSocket = Socket & { destroySoon?: () => void };

/**
 * An answer sent before its request's body has arrived (a refused upload: not a
 * CSV, too large, no session; an upstream that answered early) must reach the
 * client, and leave its connection either usable or closed in order:
 *
 * - Node would keep the connection and wait for the rest of the body, until
 *   its request timeout when a parser (busboy) stopped reading it: the next
 *   request on that connection is never read. So the rest is taken over here
 *   and thrown away.
 * - A body of at most `drainBytes` is read to its end (bounded by `drainMs`) and
 *   the connection kept alive.
 * - Any other answers `Connection: close`. Node would then destroy the socket
 *   as soon as the answer is written, with the body's bytes still unread: the
 *   kernel answers those with a reset, and a client that has not yet read the
 *   answer loses it (a browser shows "network error", not the message).
 *   Instead the socket is half-closed after the answer and what still arrives
 *   is read (at most `lingerBytes`) until the client closes, `lingerMs` at most:
 *   the lingering close of HTTP servers (RFC 9112, 9.6).
 */
export function answerUnreadBodiesInOrder(app: FastifyInstance, limits: UnreadBodyLimits = unreadBodyLimits): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const body = request.raw;
    const socket = body.socket as ClosableSocket | null;
    // An injected request (app.inject: tests, the launcher's demo data) has no connection to look after.
    const connection = socket !== null && typeof socket.destroy === 'function';
    if (body.complete || !connection || socket.destroyed || reply.raw.headersSent) return done(null, payload);
    const declared = Number(body.headers['content-length']);
    const closing = !reply.raw.shouldKeepAlive || /close/i.test(String(reply.getHeader('connection') ?? ''));
    if (!closing && Number.isFinite(declared) && declared <= limits.drainBytes) {
      discardRest(body);
      const timer = setTimeout(() => {
        if (!body.complete) socket.destroy();
      }, limits.drainMs);
      timer.unref();
      body.once('end', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    } else {
      reply.header('connection', 'close');
      discardRest(body, limits.lingerBytes);
      lingerOnClose(socket, limits.lingerMs);
    }
    done(null, payload);
  });
}

/** Takes the rest of the body from whoever was reading it and throws it away; past `maxBytes`, stops reading. */
function discardRest(body: IncomingMessage, maxBytes = Infinity): void {
  body.unpipe();
  let read = 0;
  const discard = (chunk: Buffer) => {
    read += chunk.length;
    if (read <= maxBytes) return;
    body.off('data', discard);
    body.pause(); // the client's sending stalls; the socket is dropped on its deadline
  };
  body.on('data', discard);
  body.on('error', () => {}); // a client that goes away now has its answer
  body.resume();
}

/**
 * Node closes a connection after its last answer with socket.destroySoon():
 * here it ends our side once the answer is flushed and keeps reading until the
 * client closes too, or `lingerMs` passes.
 */
function lingerOnClose(socket: ClosableSocket, lingerMs: number): void {
  socket.destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.end();
  };
}
