import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeConnectionsAsResponsesFinish } from './closing-connections.js';

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
