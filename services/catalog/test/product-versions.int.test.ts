import { actorHeaderName, actorHeaderValue, type AdminProduct } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { useGatewayInFront } from './helpers.js';

/**
 * Edits that cannot overwrite each other (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other),
 * for products, through the gateway as the back office reaches them: the version as
 * ETag, If-Match, 412 with the current product, who made the change, and the last
 * writer wins without If-Match.
 */

const password = 'product versions test password';
const running = useGatewayInFront('product_versions', password);

let names = 0;
async function newProduct(): Promise<AdminProduct> {
  const created = await running.stack.api('POST', '/api/products', { product_name: `Versioned ${++names}`, category: 'Mulch', unit_type: 'Bag' });
  expect(created.statusCode).toBe(201);
  return created.json();
}

const read = (id: number) => running.gateway.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: running.admin });
const patch = (id: number, payload: object, headers: Record<string, string> = {}) =>
  running.gateway.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: { ...running.admin, ...headers }, payload });

const firstOwner = { email: 'admin@localhost' };

describe('a product version', () => {
  it('starts at 1, is the ETag of a read, and is raised by a change, which names who made it', async () => {
    const product = await newProduct();
    expect(product).toMatchObject({ version: 1, updated_by: null });
    const loaded = await read(product.id);
    expect(loaded.headers.etag).toBe('"1"');

    const saved = await patch(product.id, { ranking: 5 }, { 'if-match': '"1"' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json()).toMatchObject({ ranking: 5, version: 2, updated_by: firstOwner });
    expect((await read(product.id)).headers.etag).toBe('"2"');
  });

  it('refuses a change based on an older version with 412, the current product and its ETag, and changes nothing', async () => {
    const product = await newProduct();
    expect((await patch(product.id, { ranking: 7 }, { 'if-match': '"1"' })).statusCode).toBe(200);

    const stale = await patch(product.id, { ranking: 9, description: 'mine' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    const body = stale.json();
    expect(body).toMatchObject({ statusCode: 412, error: 'Precondition Failed', current: { id: product.id, ranking: 7, description: null, version: 2, updated_by: firstOwner } });
    expect(body.message).toMatch(/changed since you loaded it/);
    expect((await read(product.id)).json()).toMatchObject({ ranking: 7, description: null, version: 2 });

    // Applying the change on top: the same change with the version the 412 gave.
    const onTop = await patch(product.id, { ranking: 9, description: 'mine' }, { 'if-match': stale.headers.etag as string });
    expect(onTop.statusCode).toBe(200);
    expect(onTop.json()).toMatchObject({ ranking: 9, description: 'mine', version: 3 });
  });

  it('applies a change without If-Match (a script: the last writer wins), still raising the version', async () => {
    const product = await newProduct();
    expect((await patch(product.id, { ranking: 1 })).json()).toMatchObject({ ranking: 1, version: 2 });
    expect((await patch(product.id, { ranking: 2 })).json()).toMatchObject({ ranking: 2, version: 3 });
    // Straight to the service, without the gateway: no one is named.
    const direct = await running.stack.api('PATCH', `/api/products/${product.id}`, { ranking: 3 });
    expect(direct.json()).toMatchObject({ ranking: 3, version: 4, updated_by: null });
  });

  it('lets exactly one of several concurrent changes based on the same version through', async () => {
    const product = await newProduct();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => patch(product.id, { ranking: 10 + i }, { 'if-match': '"1"' })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 412, 412, 412, 412, 412, 412, 412]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as AdminProduct;
    expect((await read(product.id)).json()).toMatchObject({ ranking: winner.ranking, version: 2 });
  });

  it('names the member of staff the gateway signed in, never an actor header the client sent', async () => {
    const product = await newProduct();
    const forged = actorHeaderValue({ id: 4242, email: 'forged@example.com', name: 'Forger' });
    const saved = await patch(product.id, { ranking: 3 }, { [actorHeaderName]: forged });
    expect(saved.json().updated_by).toMatchObject(firstOwner);
  });

  it('refuses an If-Match that names no version with 400', async () => {
    const product = await newProduct();
    const answer = await patch(product.id, { ranking: 3 }, { 'if-match': '"v1"' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('If-Match must be the ETag of the record you loaded, such as "3"');
  });

  it('is raised by any other writer too (an import, a clean-up), which names no one, so a form loaded before it is refused', async () => {
    const product = await newProduct();
    await patch(product.id, { ranking: 3 }, { 'if-match': '"1"' });
    await running.stack.catalog.context.db.$executeRawUnsafe(`UPDATE products SET description = 'from an import' WHERE id = $1`, product.id);
    expect((await read(product.id)).json()).toMatchObject({ description: 'from an import', version: 3, updated_by: null });
    expect((await patch(product.id, { ranking: 4 }, { 'if-match': '"2"' })).statusCode).toBe(412);
  });
});
