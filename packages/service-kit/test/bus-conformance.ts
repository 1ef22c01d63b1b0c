import { randomBytes, randomUUID } from 'node:crypto';
import { cityCreated, cityUpdated, productsChanged, type CityFacts, type EventEnvelope } from '@local-seo/contracts';
import { createPgDb, freshDatabase, type PgDb, type TestDatabase } from '@local-seo/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOutboxRelay,
  type Watch,
  enqueueEvents,
  ensureEventTables,
  subscribeToEvents,
  type Consumer,
  type Delivery,
  type EventBus,
  type OutboxRelay,
} from '../src/events/index.js';

/** One bus under test, made fresh for each test. */
interface BusUnderTest {
  bus: EventBus;
  /** NATS: close the bus and open a new one on the same streams; in-process: the same bus (the durables live in it). */
  reopen(): Promise<EventBus>;
  /** Another instance on the same broker (NATS: its own connection, as another replica); in-process: the same bus. */
  another(): Promise<EventBus>;
  /** Makes the broker unreachable and back (NATS: through a TCP proxy). Absent for the in-process bus. */
  outage?: { pause(): Promise<void>; resume(): Promise<void> };
  cleanup(): Promise<void>;
}

interface BusFactory {
  make(): Promise<BusUnderTest>;
  /** True when make() provides an outage switch: then the "broker down at write time" test runs. */
  canGoDown: boolean;
}

const fast = { retryDelayMs: 60 };
const waitLong = { timeout: 15_000, interval: 20 };
const uid = () => randomBytes(4).toString('hex');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function aCity(id = 1): EventEnvelope {
  return cityCreated.create(
    {
      city: {
        id,
        citySlug: `city-${id}`,
        cityName: `City ${id}`,
        province: 'ON',
        latitude: 43.65,
        longitude: -79.38,
        population: 1000,
        pageActive: true,
        template: 'default',
      },
    },
    'cities',
  );
}

/** Records every delivery; `fail` decides per delivery whether the handler throws. */
function recorder(fail: (d: Delivery) => Error | undefined = () => undefined) {
  const deliveries: Delivery[] = [];
  return {
    deliveries,
    ids: () => deliveries.map((d) => d.event.id),
    handler: async (d: Delivery) => {
      deliveries.push(d);
      const err = fail(d);
      if (err) throw err;
    },
  };
}

/**
 * The contract both buses keep: at-least-once delivery, durable consumers, the outbox
 * relay, inbox de-duplication and dead-lettering.
 */
export function describeBusConformance(name: string, factory: BusFactory) {
  describe(`${name} bus conformance`, () => {
    let harness: BusUnderTest;
    let bus: EventBus;
    let database: TestDatabase | undefined;
    let db: PgDb | undefined;
    let relay: OutboxRelay | undefined;
    const consumers: Consumer[] = [];
    const watches: Watch[] = [];

    beforeEach(async () => {
      harness = await factory.make();
      bus = harness.bus;
    });

    afterEach(async () => {
      await relay?.stop();
      relay = undefined;
      await Promise.all([...consumers.splice(0), ...watches.splice(0)].map((c) => c.stop()));
      await harness.cleanup();
      await db?.$disconnect();
      await database?.drop();
      db = undefined;
      database = undefined;
    });

    async function consume(target: EventBus, options: Parameters<EventBus['consume']>[0]) {
      const consumer = await target.consume(options);
      consumers.push(consumer);
      return consumer;
    }

    /** A fresh database with the event tables and a `widgets` table to change alongside events. */
    async function openDb(): Promise<PgDb> {
      database = await freshDatabase('bus');
      db = createPgDb(database.url);
      await ensureEventTables(db);
      await ensureEventTables(db); // idempotent
      await db.$executeRawUnsafe('CREATE TABLE widgets (id serial PRIMARY KEY, name text NOT NULL)');
      return db;
    }

    /** The change and its event in one transaction, as services write them. */
    async function writeWidgetWithEvent(target: PgDb, event: EventEnvelope, fail = false) {
      await target.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('INSERT INTO widgets (name) VALUES ($1)', event.id);
        await enqueueEvents(tx, [event]);
        if (fail) throw new Error('rolled back on purpose');
      });
    }

    async function outboxRow(target: PgDb, id: string) {
      const rows = await target.$queryRawUnsafe<{ published_at: Date | null; attempts: number; last_error: string | null }[]>(
        'SELECT published_at, attempts, last_error FROM service_kit.outbox WHERE id = $1::uuid',
        id,
      );
      return rows[0];
    }

    const makeRelay = (target: PgDb, on: EventBus) =>
      (relay = createOutboxRelay({ db: target, bus: on, pollIntervalMs: 100, retryBaseMs: 50, retryMaxMs: 200 }));

    it('delivers again an event whose handler failed (at-least-once)', async () => {
      const durable = `once-${uid()}`;
      const rec = recorder((d) => (d.deliveryCount === 1 ? new Error('first try fails') : undefined));
      await consume(bus, { durable, subjects: [cityCreated.type], handler: rec.handler, ...fast });
      const event = aCity();
      const published = bus.publish(event);
      await vi.waitFor(() => expect(rec.deliveries.map((d) => d.deliveryCount)).toEqual([1, 2]), waitLong);
      await published;
      expect(rec.ids()).toEqual([event.id, event.id]);
      expect(await bus.deadLetters(durable)).toEqual([]);
    });

    it('delivers to one consumer the events of several services, and none it did not ask for', async () => {
      const durable = `mixed-${uid()}`;
      const rec = recorder();
      await consume(bus, { durable, subjects: [cityCreated.type, productsChanged.type], handler: rec.handler, ...fast });
      const city = aCity();
      const products = productsChanged.create({ productIds: [1, 2], reason: 'updated' }, 'catalog');
      const unrelated = cityUpdated.create({ ...(city.data as { city: CityFacts }), changed: ['population'], activation: null, previousSlug: null }, 'cities');
      await bus.publish(city);
      await bus.publish(unrelated);
      await bus.publish(products);
      await vi.waitFor(() => expect(rec.ids().sort()).toEqual([city.id, products.id].sort()), waitLong);
      await pause(200);
      expect(rec.ids()).not.toContain(unrelated.id);
    });

    /** Watches `subjects` on `target` and records the ids of what it is given. */
    async function watchIds(target: EventBus, subjects: readonly string[]) {
      const ids: string[] = [];
      const watch = await target.watch(subjects, (event) => void ids.push(event.id));
      watches.push(watch);
      return { ids, watch };
    }

    it('broadcasts each matching event to every watcher on every instance, with NATS wildcards, beside the consumers', async () => {
      const other = await harness.another();
      const everyCity = await watchIds(bus, ['cities.>']);
      const createdOnly = await watchIds(other, [cityCreated.type, 'seo.*.updated']);
      const rec = recorder();
      await consume(bus, { durable: `beside-${uid()}`, subjects: [cityCreated.type], handler: rec.handler, ...fast });
      const created = aCity(3);
      const updated = cityUpdated.create({ ...(created.data as { city: CityFacts }), changed: ['population'], activation: null, previousSlug: null }, 'cities');
      const products = productsChanged.create({ productIds: [1], reason: 'updated' }, 'catalog');
      await bus.publish(created);
      await other.publish(updated);
      await bus.publish(products);
      await vi.waitFor(() => expect(everyCity.ids).toEqual([created.id, updated.id]), waitLong);
      await vi.waitFor(() => expect(createdOnly.ids).toEqual([created.id]), waitLong);
      await vi.waitFor(() => expect(rec.ids()).toEqual([created.id]), waitLong); // the durable consumer still gets its copy

      await everyCity.watch.stop();
      const later = aCity(4);
      await bus.publish(later);
      await vi.waitFor(() => expect(createdOnly.ids).toEqual([created.id, later.id]), waitLong);
      await pause(200);
      expect(everyCity.ids).toEqual([created.id, updated.id]);
    });

    it('keeps nothing for a watcher: it gets only what is published once watch() resolved', async () => {
      const before = aCity(5);
      await bus.publish(before);
      const watcher = await watchIds(bus, ['cities.>']);
      const after = aCity(6);
      await bus.publish(after);
      await vi.waitFor(() => expect(watcher.ids).toEqual([after.id]), waitLong);
      await pause(200);
      expect(watcher.ids).toEqual([after.id]);
    });

    it('resumes a durable consumer with what was published while it was stopped', async () => {
      const durable = `resume-${uid()}`;
      const first = recorder();
      const before = aCity(1);
      const c1 = await consume(bus, { durable, subjects: [cityCreated.type], handler: first.handler, ...fast });
      await bus.publish(before);
      await vi.waitFor(() => expect(first.ids()).toEqual([before.id]), waitLong);
      await c1.stop();

      const reopened = await harness.reopen();
      const during = aCity(2);
      const published = reopened.publish(during); // in-process: settles only once the durable is back
      await pause(100);
      const second = recorder();
      await consume(reopened, { durable, subjects: [cityCreated.type], handler: second.handler, ...fast });
      await vi.waitFor(() => expect(second.ids()).toEqual([during.id]), waitLong);
      await published;
      expect(first.ids()).toEqual([before.id]);
    });

    it('relays an event written while the relay was stopped, once it starts', async () => {
      const target = await openDb();
      const applied = recorder();
      await subscribeToEvents(bus, target, {
        durable: `outbox-${uid()}`,
        events: [cityCreated],
        handle: async (event) => void applied.deliveries.push({ event, deliveryCount: 0 }),
        ...fast,
      }).then((c) => consumers.push(c));
      const event = aCity();
      await writeWidgetWithEvent(target, event);
      expect(await outboxRow(target, event.id)).toMatchObject({ published_at: null, attempts: 0 });
      await pause(100);
      expect(applied.ids()).toEqual([]);

      makeRelay(target, bus).start();
      await vi.waitFor(() => expect(applied.ids()).toEqual([event.id]), waitLong);
      await vi.waitFor(async () => expect((await outboxRow(target, event.id))?.published_at).toBeInstanceOf(Date), waitLong);
      expect(await relay!.flush()).toBe(0);
    });

    if (factory.canGoDown) {
      it('tells a watcher when it may have missed events: after the broker came back, not before', async () => {
        const other = await harness.another();
        let gaps = 0;
        const ids: string[] = [];
        watches.push(await bus.watch(['cities.>'], (event) => void ids.push(event.id), { onGap: () => void gaps++ }));
        await harness.outage!.pause();
        await vi.waitFor(async () => expect(await bus.isReady()).toBe(false), waitLong);
        const missed = aCity(7);
        await other.publish(missed);
        expect(gaps).toBe(0);

        await harness.outage!.resume();
        await vi.waitFor(() => expect(gaps).toBe(1), waitLong);
        const after = aCity(8);
        await other.publish(after);
        await vi.waitFor(() => expect(ids).toEqual([after.id]), waitLong); // the missed one never comes: hence the gap
      });

      it('relays an event written while the broker was down, exactly once', async () => {
        const target = await openDb();
        const raw = recorder();
        await consume(bus, { durable: `raw-${uid()}`, subjects: [cityCreated.type], handler: raw.handler, ...fast });
        const r = makeRelay(target, bus);
        r.start();
        expect(await bus.isReady()).toBe(true);

        await harness.outage!.pause();
        await vi.waitFor(async () => expect(await bus.isReady()).toBe(false), waitLong);
        const event = aCity();
        await writeWidgetWithEvent(target, event);
        r.notify();
        await vi.waitFor(async () => {
          const row = await outboxRow(target, event.id);
          expect(row?.published_at).toBeNull();
          expect(row?.attempts).toBeGreaterThanOrEqual(1);
          expect(row?.last_error).toBeTruthy();
        }, waitLong);

        await harness.outage!.resume();
        await vi.waitFor(async () => expect((await outboxRow(target, event.id))?.published_at).toBeInstanceOf(Date), waitLong);
        await vi.waitFor(() => expect(raw.ids()).toEqual([event.id]), waitLong);
        expect(await bus.isReady()).toBe(true);
        await pause(300);
        expect(raw.ids()).toEqual([event.id]);
      });
    }

    it('publishes nothing from a rolled-back transaction', async () => {
      const target = await openDb();
      const raw = recorder();
      await consume(bus, { durable: `rollback-${uid()}`, subjects: [cityCreated.type], handler: raw.handler, ...fast });
      const event = aCity();
      await expect(writeWidgetWithEvent(target, event, true)).rejects.toThrow('rolled back on purpose');
      expect(await outboxRow(target, event.id)).toBeUndefined();
      expect(await makeRelay(target, bus).flush()).toBe(0);
      await pause(200);
      expect(raw.deliveries).toEqual([]);
    });

    it('applies an event delivered twice only once (inbox)', async () => {
      const target = await openDb();
      const durable = `inbox-${uid()}`;
      const seen: number[] = [];
      // The first acknowledgement is "lost" after the handler committed, so the bus delivers again.
      const lossy: EventBus = {
        ...bus,
        consume: (options) =>
          bus.consume({
            ...options,
            handler: async (d) => {
              seen.push(d.deliveryCount);
              await options.handler(d);
              if (d.deliveryCount === 1) throw new Error('ack lost');
            },
          }),
      };
      const consumer = await subscribeToEvents(lossy, target, {
        durable,
        events: [cityCreated],
        handle: async (event, tx) => {
          await tx.$executeRawUnsafe('INSERT INTO widgets (name) VALUES ($1)', `applied ${event.data.city.citySlug}`);
        },
        ...fast,
      });
      consumers.push(consumer);
      const event = aCity(7);
      const published = bus.publish(event);
      await vi.waitFor(() => expect(seen).toEqual([1, 2]), waitLong);
      await published;
      const applied = await target.$queryRawUnsafe<{ name: string }[]>('SELECT name FROM widgets');
      expect(applied).toEqual([{ name: 'applied city-7' }]);
      const inbox = await target.$queryRawUnsafe<{ consumer: string; event_id: string }[]>(
        'SELECT consumer, event_id::text AS event_id FROM service_kit.inbox',
      );
      expect(inbox).toEqual([{ consumer: durable, event_id: event.id }]);
    });

    it('dead-letters an event whose handler keeps failing, after maxDeliver', async () => {
      const durable = `dead-${uid()}`;
      const rec = recorder(() => new Error('always broken'));
      await consume(bus, { durable, subjects: [cityCreated.type], handler: rec.handler, maxDeliver: 3, ...fast });
      const event = aCity();
      const published = bus.publish(event);
      await vi.waitFor(async () => expect(await bus.deadLetters(durable)).toHaveLength(1), waitLong);
      await published;
      const [letter] = await bus.deadLetters(durable);
      expect(letter).toMatchObject({ durable, subject: cityCreated.type, error: 'always broken', deliveryCount: 3, event });
      expect(rec.deliveries.map((d) => d.deliveryCount)).toEqual([1, 2, 3]);
      await pause(200);
      expect(rec.deliveries).toHaveLength(3);
    });

    it('dead-letters an invalid event at once', async () => {
      const target = await openDb();
      const durable = `invalid-${uid()}`;
      const handled: string[] = [];
      const consumer = await subscribeToEvents(bus, target, {
        durable,
        events: [cityCreated],
        handle: async (event) => void handled.push(event.id),
        maxDeliver: 5,
        ...fast,
      });
      consumers.push(consumer);
      // A well-formed envelope whose data breaks the event's schema.
      const invalid: EventEnvelope = {
        id: randomUUID(),
        type: cityCreated.type,
        version: 1,
        occurredAt: new Date().toISOString(),
        source: 'cities',
        data: { city: { id: -1 } },
      };
      const valid = aCity(2);
      const published = Promise.all([bus.publish(invalid), bus.publish(valid)]);
      await vi.waitFor(() => expect(handled).toEqual([valid.id]), waitLong);
      await vi.waitFor(async () => expect(await bus.deadLetters(durable)).toHaveLength(1), waitLong);
      await published;
      const [letter] = await bus.deadLetters(durable);
      expect(letter).toMatchObject({ durable, subject: cityCreated.type, deliveryCount: 1, event: invalid });
      expect(letter?.error).toMatch(/^Invalid cities\.city\.created v1/);
    });
  });
}
