import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createHttpApp } from './app.js';

describe('the shared HTTP app', () => {
  it('gives a whole request 30 s, or longer where CSV files are uploaded', async () => {
    const logger = createLogger('silent');
    const plain = createHttpApp({ logger, readiness: {} });
    const uploads = createHttpApp({ logger, readiness: {}, requestTimeoutMs: 15 * 60_000 });
    expect(plain.server.requestTimeout).toBe(30_000);
    expect(uploads.server.requestTimeout).toBe(15 * 60_000);
    await Promise.all([plain.close(), uploads.close()]);
  });
});
