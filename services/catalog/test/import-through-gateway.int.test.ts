import { describe, expect, it } from 'vitest';
import { csvForm, csvOf, productHeader, useGatewayInFront } from './helpers.js';

const password = 'catalog gateway test password';
/** The gateway's usual wait for a service, made short so a test can outlast it. */
const upstreamTimeoutMs = 300;
const running = useGatewayInFront('import_gateway', password, { UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs) });

/**
 * Runs `request` while another transaction holds the products table, and lets go of it
 * a second after the gateway's usual timeout: the request's writes wait that long.
 */
async function whileProductsAreLocked<T>(request: () => Promise<T>): Promise<T> {
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = running.stack.catalog.context.db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe('LOCK TABLE products IN EXCLUSIVE MODE');
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    },
    { timeout: 15_000 },
  );
  await isLocked;
  const timer = setTimeout(() => release(), upstreamTimeoutMs + 1000);
  try {
    return await request();
  } finally {
    clearTimeout(timer);
    release();
    await holder;
  }
}

describe('long catalog actions through the gateway', () => {
  it("waits for an import's answer past the usual upstream timeout, where a product write answers 503", async () => {
    const write = await whileProductsAreLocked(() =>
      running.gateway.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: running.admin,
        payload: { product_name: 'Waiting Stone', category: 'Aggregates', unit_type: 'Each' },
      }),
    );
    expect(write.statusCode).toBe(503);

    const form = await csvForm(csvOf([productHeader, ['Slow Import Stone', '', 'Aggregates', '', 'Each', '12', '', '', '', '']]), 'slow.csv');
    const imported = await whileProductsAreLocked(() =>
      running.gateway.app.inject({ method: 'POST', url: '/api/import/products', headers: { ...running.admin, ...form.headers }, payload: form.payload }),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ created: 1, message: 'Products imported from slow.csv: 1 created, 0 updated, 0 unchanged' });
  });
});
