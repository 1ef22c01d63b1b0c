import { expect, it } from 'vitest';
import { createHttpApp } from '../src/http/app.js';
import { answerUnreadBodiesInOrder } from '../src/http/refusals.js';
import { createLogger } from '../src/logger.js';

it('leaves injected requests alone (no connection to drain or close): nothing throws after the drain time', async () => {
  const app = createHttpApp({ logger: createLogger('silent'), readiness: {} });
  answerUnreadBodiesInOrder(app, { drainBytes: 1024, drainMs: 20, lingerBytes: 1024, lingerMs: 20 });
  // The JSON parser has read the whole body, but an injected request never says it is complete.
  app.post('/refuse', async (_request, reply) => reply.status(415).send({ refused: true }));
  const errors: unknown[] = [];
  const record = (err: unknown) => errors.push(err);
  process.on('uncaughtException', record);
  try {
    const response = await app.inject({ method: 'POST', url: '/refuse', payload: { read: 'by the parser' } });
    expect(response.statusCode).toBe(415);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors).toEqual([]);
  } finally {
    process.off('uncaughtException', record);
    await app.close();
  }
});
