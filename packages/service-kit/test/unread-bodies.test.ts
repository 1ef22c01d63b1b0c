import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { answerUnreadBodiesInOrder } from '../src/http/refusals.js';

/**
 * The bounds of answerUnreadBodiesInOrder, over raw sockets: after an early
 * answer a small body is read to its end and the connection kept, a stalled one
 * is dropped after drainMs; a large body gets `Connection: close`, at most
 * lingerBytes more of it are read, and the connection is gone after lingerMs.
 */

const KiB = 1024;
const limits = { drainBytes: 256 * KiB, drainMs: 400, lingerBytes: 512 * KiB, lingerMs: 600 };

let app: FastifyInstance | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});

/** A server that refuses every upload at once, before reading its body; `serverSockets` are its side of each connection. */
async function refusingServer(bounds = limits) {
  app = Fastify({ bodyLimit: 64 * KiB });
  answerUnreadBodiesInOrder(app, bounds);
  // Fastify's own refusal: a JSON body declared past the limit answers 413 with `Connection: close`, unread.
  app.post('/json', async () => ({ ok: true }));
  app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    uploads.post('/upload', async (_request, reply) => reply.status(415).send({ statusCode: 415, error: 'Unsupported Media Type', message: 'Not a CSV file' }));
  });
  const serverSockets: Socket[] = [];
  app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
  const url = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  return { port: Number(url.port), serverSockets };
}

/** A raw client: what it has received so far, and when the server closed. */
function client(port: number) {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  const state = { received: '', closedAt: 0, error: '' };
  socket.on('data', (chunk: Buffer) => (state.received += chunk.toString('latin1')));
  socket.on('error', (err: NodeJS.ErrnoException) => (state.error = err.code ?? err.message));
  socket.on('close', () => (state.closedAt = Date.now()));
  const answers = () => state.received.split('HTTP/1.1 ').slice(1);
  return { socket, state, answers };
}

const until = async (condition: () => boolean, timeoutMs = 5_000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const head = (length: number | 'chunked', path = '/upload', type = 'application/octet-stream') =>
  `POST ${path} HTTP/1.1\r\nhost: localhost\r\ncontent-type: ${type}\r\n${length === 'chunked' ? 'transfer-encoding: chunked' : `content-length: ${length}`}\r\n\r\n`;

describe('an answer sent before the body has arrived', () => {
  it('reads a small body to its end and keeps the connection for the next request', async () => {
    const { port } = await refusingServer();
    const { socket, state, answers } = client(port);
    socket.write(head(200 * KiB) + 'x'.repeat(1024));
    await until(() => answers().length === 1);
    expect(answers()[0]).toMatch(/^415 /);
    expect(answers()[0]).not.toMatch(/connection: close/i);
    socket.write('x'.repeat(200 * KiB - 1024));
    socket.write(head(3) + 'abc');
    await until(() => answers().length === 2);
    expect(answers()[1]).toMatch(/^415 /);
    expect(state.closedAt).toBe(0);
  });

  it('drops a connection whose small body stalls after the answer, after drainMs', async () => {
    const { port } = await refusingServer();
    const { socket, state, answers } = client(port);
    const sentAt = Date.now();
    socket.write(head(200 * KiB) + 'x'.repeat(1024));
    await until(() => answers().length === 1);
    await until(() => state.closedAt > 0);
    expect(state.closedAt - sentAt).toBeGreaterThanOrEqual(limits.drainMs - 50);
    expect(state.closedAt - sentAt).toBeLessThan(limits.drainMs + 1_000);
  });

  for (const length of [64 * 1024 * KiB, 'chunked'] as const) {
    it(`closes a connection whose body is ${length === 'chunked' ? 'of unknown length' : 'large'} after the answer, reading at most lingerBytes of it, within lingerMs`, async () => {
      const { port, serverSockets } = await refusingServer();
      const { socket, answers } = client(port);
      // A client that goes on sending and never closes by itself.
      const chunk = Buffer.alloc(64 * KiB, 'x');
      const framed = length === 'chunked' ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
      let sending = true;
      const send = () => {
        while (sending && !socket.destroyed && socket.write(framed));
      };
      socket.on('drain', send);
      socket.write(head(length));
      send();
      await until(() => answers().length === 1);
      const answeredAt = Date.now();
      expect(answers()[0]).toMatch(/^415 /);
      expect(answers()[0]).toMatch(/connection: close/i);
      expect(answers()[0]).toContain('"message":"Not a CSV file"');
      await until(() => serverSockets[0]!.destroyed);
      sending = false;
      expect(Date.now() - answeredAt).toBeLessThan(limits.lingerMs + 1_000);
      // What the server took in: the lingerBytes it threw away, plus what the streams between buffer.
      expect(serverSockets[0]!.bytesRead).toBeLessThan(limits.lingerBytes + 2 * 1024 * KiB);
    });
  }

  it('lets a client that reads only after sending its whole body find the answer: no reset while it sends', async () => {
    // A body the server may read while it lingers: a longer one it stops reading, and that client waits for nothing.
    const { port } = await refusingServer({ ...limits, lingerBytes: 8 * 1024 * KiB });
    for (let i = 0; i < 20; i++) {
      const { socket, state, answers } = client(port);
      socket.pause(); // as Python's http.client does: the whole body first, then the answer
      socket.write(head(4 * 1024 * KiB, '/json', 'application/json'));
      socket.write(Buffer.alloc(4 * 1024 * KiB, ' '), () => socket.resume());
      await until(() => state.closedAt > 0);
      expect(state.error).toBe('');
      expect(answers()[0]).toMatch(/^413 /);
    }
  });
});
