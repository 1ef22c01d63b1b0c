import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, waitLong, type Stack } from './helpers.js';

let stack: Stack;
let cityId: number;
beforeAll(async () => {
  stack = await startStack('lock_order');
  cityId = await stack.city('orillia', 44.6082, -79.4197);
});
afterAll(async () => stack?.close());

/** A product in every city's list, and so in the city's top products once its list is built. */
async function listedProduct(name: string, category: string): Promise<number> {
  const response = await stack.api('POST', '/api/products', { product_name: name, category, unit_type: 'Bag', show_on_all_cities: true, ranking: 50 });
  expect(response.statusCode).toBe(201);
  const id = (response.json() as { id: number }).id;
  const { db } = stack.catalog.context;
  await expect.poll(async () => (await db.cityTopProduct.findMany({ where: { cityId, productId: id } })).length, waitLong).toBe(1);
  return id;
}

/** Whether a statement of another connection of the catalog's database waits for a lock. */
async function someoneWaitsForALock(): Promise<boolean> {
  const [row] = await stack.catalog.context.db.$queryRawUnsafe<{ waiting: number }[]>(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
  );
  return (row?.waiting ?? 0) > 0;
}

/**
 * Runs `change` while a rebuild of the city's list is under way (its list row locked,
 * as buildCityListing holds it), then lets the rebuild replace the city's top products.
 * Both must succeed: a change that locked the products before the list would deadlock.
 */
async function duringARebuild(change: () => Promise<{ statusCode: number; body: string }>) {
  let rebuilding!: () => void;
  const started = new Promise<void>((resolve) => (rebuilding = resolve));
  let proceed!: () => void;
  const changeWaits = new Promise<void>((resolve) => (proceed = resolve));
  const rebuild = stack.catalog.context.db.$transaction(
    async (tx) => {
      await tx.$queryRawUnsafe(`SELECT 1 FROM city_listings WHERE city_id = $1 FOR UPDATE`, cityId);
      rebuilding();
      await changeWaits;
      await tx.$executeRawUnsafe(`DELETE FROM city_top_products_cache WHERE city_id = $1`, cityId);
    },
    { timeout: 20_000 },
  );
  await started;
  const answer = change();
  await expect.poll(someoneWaitsForALock, waitLong).toBe(true);
  proceed();
  await expect(rebuild).resolves.toBeUndefined();
  return answer;
}

describe('a change to products while a city list is rebuilt', () => {
  it('deletes a product shown in the list, after the rebuild, without a deadlock', async () => {
    const id = await listedProduct('Lock Order Sand', 'Sand');
    const deleted = await duringARebuild(() => stack.api('DELETE', `/api/products/${id}`));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await stack.catalog.context.db.product.findUnique({ where: { id } })).toBeNull();
  });

  it('merges twins shown in the list, after the rebuild, without a deadlock', async () => {
    await listedProduct('Lock Order Mulch', 'Mulch');
    const twin = await listedProduct('Lock Order Mulch Too', 'Mulch');
    // The same name but for case and spaces: a twin only consolidation merges (the API refuses to make one).
    await stack.catalog.context.db.product.update({ where: { id: twin }, data: { productName: 'lock order  mulch', nameKey: 'lock order mulch' } });
    const merged = await duringARebuild(() => stack.api('POST', '/api/admin/consolidate-products'));
    expect(merged.statusCode, merged.body).toBe(200);
    expect(JSON.parse(merged.body)).toMatchObject({ groupsMerged: 1, productsRemoved: 1 });
    expect(await stack.catalog.context.db.product.findUnique({ where: { id: twin } })).toBeNull();
  });
});
