import type { SupplierLocationView } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { useGatewayInFront } from './helpers.js';

/**
 * Edits that cannot overwrite each other (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other),
 * for supplier locations, through the gateway as the back office reaches them: the version
 * as ETag, If-Match, 412 with the current location, who made the change, the last writer
 * wins without If-Match, and an import's change refuses a form loaded before it.
 */

const password = 'location versions test password';
const running = useGatewayInFront('location_versions', password);

let names = 0;
async function newLocation(): Promise<SupplierLocationView> {
  const created = await running.stack.api('POST', '/api/supplier-locations', { location_name: `Versioned Yard ${++names}`, delivery_radius: '40' });
  expect(created.statusCode).toBe(201);
  return created.json();
}

const read = (id: number) => running.gateway.app.inject({ method: 'GET', url: `/api/supplier-locations/${id}`, headers: running.admin });
const patch = (id: number, payload: object, headers: Record<string, string> = {}) =>
  running.gateway.app.inject({ method: 'PATCH', url: `/api/supplier-locations/${id}`, headers: { ...running.admin, ...headers }, payload });

describe('a supplier location version', () => {
  it('is the ETag of a read, raised by a change that names who made it; a change based on an older one is refused with 412', async () => {
    const location = await newLocation();
    expect(location).toMatchObject({ version: 1, updated_by: null });
    expect((await read(location.id)).headers.etag).toBe('"1"');

    const saved = await patch(location.id, { notes: 'gate code 1234' }, { 'if-match': '"1"' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json()).toMatchObject({ notes: 'gate code 1234', version: 2, updated_by: { email: 'admin@localhost' } });

    const stale = await patch(location.id, { notes: 'mine' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    expect(stale.json()).toMatchObject({ statusCode: 412, current: { id: location.id, notes: 'gate code 1234', version: 2 } });
    expect((await read(location.id)).json()).toMatchObject({ notes: 'gate code 1234', version: 2 });
  });

  it('applies a change without If-Match (the last writer wins), and lets one of several concurrent changes on one version through', async () => {
    const location = await newLocation();
    expect((await patch(location.id, { notes: 'a' })).json()).toMatchObject({ notes: 'a', version: 2 });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => patch(location.id, { notes: `n${i}` }, { 'if-match': '"2"' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412, 412, 412, 412, 412]);
    expect((await read(location.id)).json()).toMatchObject({ version: 3 });
  });

  it('is raised by any other writer too (an import), which names no one, so a form loaded before it is refused', async () => {
    const location = await newLocation();
    await patch(location.id, { notes: 'staff' }, { 'if-match': '"1"' });
    await running.stack.catalog.context.db.$executeRawUnsafe(`UPDATE supplier_locations SET notes = 'from an import' WHERE id = $1`, location.id);
    expect((await read(location.id)).json()).toMatchObject({ notes: 'from an import', version: 3, updated_by: null });
    expect((await patch(location.id, { notes: 'late' }, { 'if-match': '"2"' })).statusCode).toBe(412);
  });
});
