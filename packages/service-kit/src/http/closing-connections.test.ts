import http from 'node:http';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDraining, startDraining } from '../lifecycle.js';
import { drainMsFromEnv } from '../shutdown.js';
import { callerIdleConnectionMs, closeConnectionsAsResponsesFinish } from './closing-connections.js';

describe('closing the server while a response is still streaming', () => {
  it('closes that connection when the response finishes instead of keeping it alive', async () => {
    const keepAliveMs = 10_000;
    const app = Fastify({ keepAliveTimeout: keepAliveMs });
    closeConnectionsAsResponsesFinish(app);
    // All its bytes go out at once; the stream itself ends 300 ms later, as a file's end is read.
    app.get('/file', (_request, reply) => {
      let pushed = false;
      const body = new Readable({
        read() {
          if (pushed) return;
          pushed = true;
          this.push('<urlset/>');
          setTimeout(() => this.push(null), 300);
        },
      });
      return reply.header('content-length', 9).send(body);
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });

    expect(await (await fetch(`${url}/file`)).text()).toBe('<urlset/>');
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(keepAliveMs / 2);
  });
});

describe('answering while the process drains before it stops', () => {
  afterEach(() => resetDraining());

  it('leaves its callers no idle connection by the end of the drain: each answer closes its own, and they drop the idle ones', async () => {
    const app = Fastify({ keepAliveTimeout: 72_000 });
    closeConnectionsAsResponsesFinish(app);
    app.patch('/city', async () => ({ saved: true }));
    const url = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    // A caller as the gateway is one (upstream-retry.ts).
    const agent = new http.Agent({ keepAlive: true, timeout: callerIdleConnectionMs });
    const pool = () => agent.freeSockets[`${url.hostname}:${url.port}:`] ?? [];
    const write = () =>
      new Promise<string | undefined>((resolve, reject) => {
        const request = http.request({ host: url.hostname, port: url.port, path: '/city', method: 'PATCH', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers.connection));
        });
        request.on('error', reject).end();
      });
    try {
      // Two connections kept idle before the signal: one used again during the drain, one not.
      expect(await Promise.all([write(), write()])).toEqual(['keep-alive', 'keep-alive']);
      expect(pool()).toHaveLength(2);

      startDraining();
      expect(await write()).toBe('close');
      await new Promise((resolve) => setTimeout(resolve, callerIdleConnectionMs + 500));
      expect(pool()).toHaveLength(0);
      expect(callerIdleConnectionMs).toBeLessThan(drainMsFromEnv(5000, {}));
    } finally {
      agent.destroy();
      await app.close();
    }
  });
});
