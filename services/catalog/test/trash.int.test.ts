import { actorHeaderName, actorHeaderValue, locationsChanged, productsChanged, trashListSchema, type TrashItem } from '@local-seo/contracts';
import { purgeTrash } from '@local-seo/service-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { csvOf, eventsOf, startStack, waitLong, type Stack } from './helpers.js';

// The Trash of products and supplier locations (docs/decisions.md, decision 11), on a real PostgreSQL.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('trash');
});
afterAll(async () => stack?.close());

const owner = { id: 7, email: 'owner@example.com', name: 'Olive Owner' };
const asOwner = { [actorHeaderName]: actorHeaderValue(owner) };
const remove = (path: string) => stack.catalog.app.inject({ method: 'DELETE', url: path, headers: asOwner });
const restore = (segment: string, id: number) => stack.api('POST', `/api/admin/trash/${segment}/${id}/restore`);
const trashOf = async (segment: string): Promise<TrashItem[]> => {
  const response = await stack.api('GET', `/api/admin/trash/${segment}`);
  expect(response.statusCode).toBe(200);
  return trashListSchema.parse(response.json()).items;
};
const createProduct = async (payload: object) => {
  const response = await stack.api('POST', '/api/products', { category: 'Aggregates', unit_type: 'Cubic Yard', ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; product_name: string } & Record<string, unknown>;
};
const productNames = async () => ((await stack.api('GET', '/api/products')).json() as { product_name: string }[]).map((p) => p.product_name);
const exported = async (list: string) => (await stack.api('GET', `/api/export/${list}.csv`)).body;
const day = 86_400_000;

describe('a product in the Trash', () => {
  let product: Record<string, unknown> & { id: number };
  let locationId: number;

  it('is gone from the reads and the export, and listed in the Trash with who deleted it', async () => {
    product = await createProduct({ product_name: 'River Rock', ranking: 12, description: 'Rounded stone' });
    locationId = (await stack.api('POST', '/api/supplier-locations', { location_name: 'Rock Yard' })).json().id;
    expect((await stack.api('PUT', `/api/supplier-locations/${locationId}/products`, { product_ids: [product.id] })).statusCode).toBe(200);
    product = (await stack.api('GET', `/api/products/${product.id}`)).json(); // as it is, with its location
    expect(product).toMatchObject({ location_count: 1 });

    expect((await remove(`/api/products/${product.id}`)).statusCode).toBe(204);
    expect((await stack.api('GET', `/api/products/${product.id}`)).statusCode).toBe(404);
    expect(await productNames()).not.toContain('River Rock');
    expect(await exported('products')).not.toContain('River Rock');
    expect((await stack.api('GET', `/api/supplier-locations/${locationId}`)).json().products).toEqual([]);

    const [item] = await trashOf('products');
    expect(item).toMatchObject({ entity: 'product', id: String(product.id), name: 'River Rock', detail: 'Aggregates', deletedBy: owner });
    expect(Date.parse(item!.purgeAt) - Date.parse(item!.deletedAt)).toBe(30 * day);
    await vi.waitFor(
      () => expect(eventsOf<{ productIds: number[]; reason: string; summary?: object }>(stack, productsChanged.type).map((e) => e.data)).toContainEqual({
        productIds: [product.id],
        reason: 'trashed',
        summary: { name: 'River Rock' },
      }),
      waitLong,
    );
  });

  it('frees its name: a new product of that name can be created; restoring the old one then answers 409', async () => {
    const twin = await createProduct({ product_name: 'river  rock' });
    const refused = await restore('products', product.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`A product named "River Rock" exists in category "Aggregates" (id ${twin.id}); rename it before restoring this one`);
    expect((await trashOf('products')).map((i) => i.id)).toContain(String(product.id)); // still there
    expect((await remove(`/api/products/${twin.id}`)).statusCode).toBe(204);
  });

  it('comes back with the same id, fields and location links', async () => {
    const restored = await restore('products', product.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ entity: 'product', id: String(product.id), name: 'River Rock', deletedBy: owner });
    expect((await stack.api('GET', `/api/products/${product.id}`)).json()).toEqual(product);
    expect((await stack.api('GET', `/api/supplier-locations/${locationId}`)).json().products).toEqual([{ id: product.id, product_name: 'River Rock' }]);
    expect((await trashOf('products')).map((i) => i.id)).not.toContain(String(product.id));
    await vi.waitFor(
      () => expect(eventsOf<{ productIds: number[]; reason: string }>(stack, productsChanged.type).map((e) => e.data)).toContainEqual(
        expect.objectContaining({ productIds: [product.id], reason: 'restored' }),
      ),
      waitLong,
    );
  });

  it('answers 404 when it is not in the Trash', async () => {
    const missing = await restore('products', product.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`Product ${product.id} is not in the Trash`);
    expect((await restore('products', 999_999)).statusCode).toBe(404);
  });
});

describe('a supplier location in the Trash', () => {
  it('is gone from the list and the export, shows its supplier, and comes back with its products', async () => {
    const supplier = await stack.catalog.context.db.supplier.create({ data: { supplierName: 'Stone Co', nameKey: 'stone co' } });
    const stocked = await createProduct({ product_name: 'Pea Gravel' });
    const created = await stack.api('POST', '/api/supplier-locations', { location_name: 'Stone Co North', supplier_id: supplier.id, notes: 'Gate 3' });
    const location = created.json() as { id: number } & Record<string, unknown>;
    await stack.api('PUT', `/api/supplier-locations/${location.id}/products`, { product_ids: [stocked.id] });
    const before = (await stack.api('GET', `/api/supplier-locations/${location.id}`)).json();

    expect((await remove(`/api/supplier-locations/${location.id}`)).statusCode).toBe(204);
    const names = ((await stack.api('GET', '/api/supplier-locations')).json() as { location_name: string }[]).map((l) => l.location_name);
    expect(names).not.toContain('Stone Co North');
    expect(await exported('supplier-locations')).not.toContain('Stone Co North');
    expect((await trashOf('supplier-locations'))[0]).toMatchObject({ entity: 'location', id: String(location.id), name: 'Stone Co North', detail: 'Stone Co', deletedBy: owner });

    // Another of that name at that supplier since: 409, as imports would not know which is which.
    const twin = (await stack.api('POST', '/api/supplier-locations', { location_name: 'Stone Co North', supplier_id: supplier.id })).json();
    const refused = await restore('supplier-locations', location.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`A supplier location named "Stone Co North" exists at Stone Co (id ${twin.id}); rename it before restoring this one`);
    expect((await remove(`/api/supplier-locations/${twin.id}`)).statusCode).toBe(204);

    expect((await restore('supplier-locations', location.id)).statusCode).toBe(200);
    expect((await stack.api('GET', `/api/supplier-locations/${location.id}`)).json()).toEqual(before);
    await vi.waitFor(
      () => expect(eventsOf<{ locationIds: number[]; reason: string }>(stack, locationsChanged.type).map((e) => e.data)).toContainEqual({
        locationIds: [location.id],
        reason: 'restored',
        summary: { name: 'Stone Co North' },
      }),
      waitLong,
    );
  });
});

describe('an import by name', () => {
  it('does not find a trashed product: it creates a new one, and the trashed one cannot come back over it', async () => {
    const trashed = await createProduct({ product_name: 'Limestone Screenings' });
    expect((await remove(`/api/products/${trashed.id}`)).statusCode).toBe(204);
    const imported = await stack.upload('products', csvOf([['Product', 'Category', 'Unit Type'], ['Limestone Screenings', 'Aggregates', 'Cubic Yard']]));
    expect(imported.statusCode, imported.body).toBe(200);
    const live = ((await stack.api('GET', '/api/products')).json() as { id: number; product_name: string }[]).filter((p) => p.product_name === 'Limestone Screenings');
    expect(live).toHaveLength(1);
    expect(live[0]!.id).not.toBe(trashed.id);
    expect((await restore('products', trashed.id)).statusCode).toBe(409);
  });
});

describe('the purge', () => {
  it('forgets what was trashed over 30 days ago, and keeps what was trashed 29 days ago', async () => {
    const old = await createProduct({ product_name: 'Old Flagstone' });
    const recent = await createProduct({ product_name: 'Recent Flagstone' });
    await remove(`/api/products/${old.id}`);
    await remove(`/api/products/${recent.id}`);
    const db = stack.catalog.context.db;
    await db.$executeRawUnsafe(`UPDATE trash SET deleted_at = now() - interval '31 days' WHERE entity = 'product' AND record_id = $1`, old.id);
    await db.$executeRawUnsafe(`UPDATE trash SET deleted_at = now() - interval '29 days' WHERE entity = 'product' AND record_id = $1`, recent.id);

    const purged = await purgeTrash(db, ['product', 'location']);
    expect(purged).toEqual([{ entity: 'product', id: old.id, name: 'Old Flagstone' }]);
    const left = (await trashOf('products')).map((i) => i.name);
    expect(left).toContain('Recent Flagstone');
    expect(left).not.toContain('Old Flagstone');
    expect((await restore('products', old.id)).statusCode).toBe(404);
  });
});
