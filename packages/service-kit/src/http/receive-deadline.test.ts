import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createHttpApp } from './app.js';
import { uploadRouteConfig } from './receive-deadline.js';

const app = createHttpApp({ logger: createLogger('silent'), readiness: {}, receiveDeadlineMs: 400, requestTimeoutMs: 60_000 });
app.post('/api/admin/login', async () => ({ ok: true }));
app.post('/api/import/things', { config: uploadRouteConfig }, async () => ({ imported: true }));
let port: number;

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Sends the headers and the body's first byte, then one more byte every 100 ms until the server answers or closes. */
function trickle(path: string): Promise<{ answer: string; closed: boolean; afterMs: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.write(`POST ${path} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{`);
    const drip = setInterval(() => socket.write(' '), 100);
    const done = (closed: boolean) => {
      clearInterval(drip);
      socket.destroy();
      resolve({ answer, closed, afterMs: performance.now() - started });
    };
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => done(true));
    socket.on('error', () => undefined);
    setTimeout(() => done(false), 1500);
  });
}

describe('the receive deadline of requests that upload nothing', () => {
  it('answers 408 in the error shape and closes the connection of a body sent a byte at a time', async () => {
    const { answer, closed, afterMs } = await trickle('/api/admin/login');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"message":"The request took longer than 0.4 s to arrive"');
    expect(closed).toBe(true);
    expect(afterMs).toBeLessThan(1000);
  });

  it('leaves an upload route to the long request timeout', async () => {
    const { answer, closed } = await trickle('/api/import/things');
    expect(answer).toBe('');
    expect(closed).toBe(false);
  });
});
