import {
  cityCreated,
  cityUpdated,
  contractorDirectoryChanged,
  contractorPopulationFailed,
  keywordsChanged,
  productsChanged,
  staffAccountChanged,
  type Actor,
  type AuditPage,
  type EventEnvelope,
} from '@local-seo/contracts';
import { createInProcessBus, createLogger, createNatsBus, type EventBus } from '@local-seo/service-kit';
import { deleteStreams, freshDatabase, isolatedStream, natsUrl, type TestDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditService } from '../src/index.js';

/**
 * The audit service against real PostgreSQL and NATS JetStream: the services' events in,
 * the audit entries out (who, when, what, how, which request), filtered by person, entity
 * and time, a page at a time; a redelivered event is recorded once.
 */
const logger = createLogger('silent');
const waitLong = { timeout: 15_000, interval: 50 };
const editor: Actor = { id: 11, email: 'Editor@Example.com', name: 'Ed Itor' };
const viewer: Actor = { id: 12, email: 'other@example.com', name: 'Other' };

const facts = (id: number, cityName: string) => ({
  id,
  citySlug: cityName.toLowerCase(),
  cityName,
  province: 'Ontario',
  latitude: 44,
  longitude: -79,
  population: null,
  pageActive: false,
  template: 'standard',
});

/** An event as a service's request would emit it: its actor and request id in the envelope. */
function byActor<T>(event: EventEnvelope<T>, actor: Actor | undefined, requestId: string, occurredAt: string): EventEnvelope<T> {
  return { ...event, occurredAt, requestId, ...(actor ? { actor } : {}) };
}

const buses: Record<string, () => Promise<{ bus: EventBus; close(): Promise<void> }>> = {
  nats: async () => {
    const stream = isolatedStream();
    const bus = await createNatsBus({ servers: natsUrl(), ...stream });
    return { bus, close: async () => (await bus.close(), await deleteStreams(natsUrl(), stream.streamName)) };
  },
  // No duplicate window: a re-published event reaches the consumer again, as a redelivery does.
  'in-process': async () => {
    const bus = createInProcessBus({ logger, duplicateWindowMs: 0 });
    return { bus, close: () => bus.close() };
  },
};

describe.each(Object.keys(buses))('the audit trail on the %s bus', (busName) => {
  let database: TestDatabase;
  let setup: { bus: EventBus; close(): Promise<void> };
  let service: Awaited<ReturnType<typeof auditService.create>>;

  const list = async (query = '') => {
    const answer = await service.app.inject({ url: `/api/admin/audit${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as AuditPage;
  };

  const created = byActor(cityCreated.create({ city: facts(1, 'Barrie'), summary: { name: 'Barrie', after: { city_name: 'Barrie' } } }, 'cities'), editor, 'req-1', '2026-11-20T10:00:00.000Z');
  const updated = byActor(
    cityUpdated.create(
      { city: facts(1, 'Barrie'), changed: ['population'], activation: null, previousSlug: null, summary: { name: 'Barrie', before: { population: null }, after: { population: 150000 } } },
      'cities',
    ),
    editor,
    'req-2',
    '2026-11-21T10:00:00.000Z',
  );
  const product = byActor(
    productsChanged.create({ productIds: [7], reason: 'updated', summary: { name: 'Mulch', before: { price: '40.00' }, after: { price: '45.00' } } }, 'catalog'),
    viewer,
    'req-3',
    '2026-11-22T10:00:00.000Z',
  );
  const nobodys = byActor(productsChanged.create({ productIds: [8, 9], reason: 'cleaned' }, 'catalog'), undefined, 'req-4', '2026-11-22T11:00:00.000Z');
  const notAudited = byActor(
    contractorPopulationFailed.create({ jobId: 1, cityId: 1, citySlug: 'barrie', industry: 'landscaping', error: 'quota' }, 'contractors'),
    editor,
    'req-5',
    '2026-11-22T12:00:00.000Z',
  );

  beforeAll(async () => {
    database = await freshDatabase(`audit_${busName.replace('-', '_')}`);
    setup = await buses[busName]!();
    service = await auditService.create({ databaseUrl: database.url, bus: setup.bus, logger }, {});
    await service.listen({ port: 0, host: '127.0.0.1' });
    for (const event of [created, updated, product, nobodys, notAudited]) await setup.bus.publish(event);
    await vi.waitFor(async () => expect((await list()).items).toHaveLength(3), waitLong);
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await setup?.close();
    await database?.drop();
  });

  it('records who changed what, when and how, with the request id, newest first', async () => {
    const { items, nextCursor } = await list();
    expect(nextCursor).toBeNull();
    expect(items.map((entry) => entry.requestId)).toEqual(['req-3', 'req-2', 'req-1']);
    expect(items[1]).toMatchObject({
      at: '2026-11-21T10:00:00.000Z',
      actor: { id: 11, email: 'Editor@Example.com' },
      action: 'updated',
      entity: 'city',
      entityId: '1',
      summary: { name: 'Barrie', before: { population: null }, after: { population: 150000 } },
    });
    expect(items[0]).toMatchObject({ entity: 'product', entityId: '7', action: 'updated', summary: { before: { price: '40.00' }, after: { price: '45.00' } } });
  });

  it('filters by person (e-mail in any case, or id), entity and time', async () => {
    expect((await list('?actor=editor@example.com')).items.map((e) => e.requestId)).toEqual(['req-2', 'req-1']);
    expect((await list('?actor=12')).items.map((e) => e.requestId)).toEqual(['req-3']);
    expect((await list('?entity=product')).items.map((e) => e.requestId)).toEqual(['req-3']);
    expect((await list('?from=2026-11-21&to=2026-11-21')).items.map((e) => e.requestId)).toEqual(['req-2']);
    expect((await list('?from=2026-11-21T10:00:01Z')).items.map((e) => e.requestId)).toEqual(['req-3']);
    expect((await list('?actor=nobody@example.com')).items).toEqual([]);
  });

  it('pages by cursor, each entry once', async () => {
    const first = await list('?limit=2');
    expect(first.items.map((e) => e.requestId)).toEqual(['req-3', 'req-2']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((e) => e.requestId)).toEqual(['req-1']);
    expect(second.nextCursor).toBeNull();
    const filtered = await list('?actor=editor@example.com&limit=1');
    expect((await list(`?actor=editor@example.com&limit=1&cursor=${filtered.nextCursor}`)).items.map((e) => e.requestId)).toEqual(['req-1']);
  });

  it('refuses a bad query with a 400 that names the field', async () => {
    const cases: [string, string, string][] = [
      ['?entity=planet', 'entity', 'entity must be one of city, product, location, taxonomy, weather-suggestion, schema-settings, contractors, keyword, staff'],
      ['?from=yesterday', 'from', 'from must be a date (YYYY-MM-DD) or a date and time (ISO 8601)'],
      ['?from=2026-11-22&to=2026-11-21', 'from', 'from must not be after to'],
      ['?limit=500', 'limit', 'limit must be between 1 and 100'],
      ['?cursor=bm90IGEgY3Vyc29y', 'cursor', 'cursor must be the nextCursor of a previous page'],
    ];
    for (const [query, field, message] of cases) {
      const answer = await service.app.inject({ url: `/api/admin/audit${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json(), query).toMatchObject({ message, details: [{ field, message }] });
    }
  });

  it.runIf(busName === 'in-process')('records a redelivered event once', async () => {
    await setup.bus.publish(updated);
    await setup.bus.publish(product);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await list()).items).toHaveLength(3);
  });

  it("records the gateway's change of a staff account: what it did, the account, its fields before and after", async () => {
    const staffEvent = byActor(
      staffAccountChanged.create(
        { staffId: 31, changes: ['role changed'], summary: { name: 'ed@example.com', before: { role: 'editor' }, after: { role: 'owner' } } },
        'gateway',
      ),
      viewer,
      'req-staff',
      '2026-11-23T09:00:00.000Z',
    );
    await setup.bus.publish(staffEvent);
    await vi.waitFor(async () => expect((await list('?entity=staff')).items).toHaveLength(1), waitLong);
    expect((await list('?entity=staff')).items[0]).toMatchObject({
      at: '2026-11-23T09:00:00.000Z',
      actor: { id: 12, email: 'other@example.com' },
      action: 'role changed',
      entity: 'staff',
      entityId: '31',
      summary: { name: 'ed@example.com', before: { role: 'editor' }, after: { role: 'owner' } },
      requestId: 'req-staff',
    });
  });

  it('records a move to the Trash and back with the name of the record', async () => {
    const at = (minute: number) => `2026-11-24T09:0${minute}:00.000Z`;
    const events = [
      byActor(keywordsChanged.create({ keywordIds: [41], reason: 'trashed', summary: { name: 'mulch barrie (/barrie)' } }, 'seo'), editor, 'req-trash-1', at(1)),
      byActor(keywordsChanged.create({ keywordIds: [41], reason: 'restored', summary: { name: 'mulch barrie (/barrie)' } }, 'seo'), editor, 'req-trash-2', at(2)),
      byActor(contractorDirectoryChanged.create({ cityIds: [1], reason: 'trashed', contractorIds: [52], summary: { name: 'Green Co' } }, 'contractors'), viewer, 'req-trash-3', at(3)),
    ];
    for (const event of events) await setup.bus.publish(event);
    await vi.waitFor(async () => expect((await list('?entity=keyword')).items).toHaveLength(2), waitLong);
    expect((await list('?entity=keyword')).items.map(({ action, entityId, summary }) => ({ action, entityId, summary }))).toEqual([
      { action: 'restored', entityId: '41', summary: { name: 'mulch barrie (/barrie)' } },
      { action: 'trashed', entityId: '41', summary: { name: 'mulch barrie (/barrie)' } },
    ]);
    await vi.waitFor(async () => expect((await list('?entity=contractors')).items).toHaveLength(1), waitLong);
    expect((await list('?entity=contractors')).items[0]).toMatchObject({ action: 'trashed', entityId: '52', summary: { name: 'Green Co' }, actor: { id: 12 } });
  });
});
