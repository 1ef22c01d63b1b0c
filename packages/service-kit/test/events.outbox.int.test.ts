import { cityCreated, type EventEnvelope } from '@local-seo/contracts';
import { createPgDb, freshDatabase, type PgDb, type TestDatabase } from '@local-seo/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutboxRelay, enqueueEvents, ensureEventTables, type EventBus } from '../src/events/index.js';

// The relay's own rules, whatever the bus: claims shared by several relays, order, retries.
describe('outbox relay', () => {
  let database: TestDatabase;
  let db: PgDb;

  beforeEach(async () => {
    database = await freshDatabase('outbox');
    db = createPgDb(database.url);
    await ensureEventTables(db);
  });

  afterEach(async () => {
    await db.$disconnect();
    await database.drop();
  });

  const city = (id: number) =>
    cityCreated.create(
      {
        city: { id, citySlug: `c-${id}`, cityName: `C ${id}`, province: 'ON', latitude: 1, longitude: 1, population: null, pageActive: true, template: 't' },
      },
      'cities',
    );

  /** A bus that records what it is given and fails the first `failures` publishes. */
  function fakeBus(failures = 0): EventBus & { sent: EventEnvelope[] } {
    const sent: EventEnvelope[] = [];
    let left = failures;
    return {
      kind: 'in-process',
      sent,
      async publish(event) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (left-- > 0) throw new Error('broker away');
        sent.push(event);
      },
      consume: () => Promise.reject(new Error('unused')),
      watch: () => Promise.reject(new Error('unused')),
      deadLetters: async () => [],
      isReady: async () => true,
      close: async () => undefined,
    };
  }

  it('lets a replica start while another one is writing events (no wait on its transaction)', async () => {
    const writer = createPgDb(database.url);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = writer.$transaction(async (tx) => {
      await enqueueEvents(tx, [city(1)]);
      await held;
    }, { timeout: 30_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const starting = createPgDb(database.url, { max: 1 });
      try {
        // Any lock the start needs on the outbox would wait for the writer: give up on it after 2 s.
        await starting.$executeRawUnsafe(`SET lock_timeout = '2s'`);
        await expect(ensureEventTables(starting)).resolves.toBeUndefined();
      } finally {
        await starting.$disconnect();
      }
    } finally {
      release();
      await writing;
      await writer.$disconnect();
    }
  });

  it('rejects an event that breaks its schema in the writing transaction', async () => {
    const bad = { ...city(1), data: { city: { id: 'x' } } };
    await expect(db.$transaction((tx) => enqueueEvents(tx, [bad]))).rejects.toThrow();
    expect(await db.$queryRawUnsafe('SELECT id FROM service_kit.outbox')).toEqual([]);
  });

  it('publishes in created_at order and each event once, with several relays at the same time', async () => {
    const events = Array.from({ length: 60 }, (_, i) => city(i + 1));
    await db.$transaction((tx) => enqueueEvents(tx, events.slice(0, 30)));
    await db.$transaction((tx) => enqueueEvents(tx, events.slice(30)));
    const bus = fakeBus();
    const relays = [1, 2, 3].map(() => createOutboxRelay({ db, bus, batchSize: 7 }));
    const counts = await Promise.all(relays.map((r) => r.flush()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
    expect(new Set(bus.sent.map((e) => e.id)).size).toBe(60);
    expect(bus.sent).toHaveLength(60);
    expect(await createOutboxRelay({ db, bus: fakeBus() }).flush()).toBe(0);

    // One relay alone sends one transaction's events in the order they were written.
    const ordered = Array.from({ length: 5 }, (_, i) => city(100 + i));
    await db.$transaction((tx) => enqueueEvents(tx, ordered));
    const alone = fakeBus();
    await createOutboxRelay({ db, bus: alone }).flush();
    expect(alone.sent.map((e) => e.id)).toEqual(ordered.map((e) => e.id));
  });

  it('retries a failed publish with backoff and records the error', async () => {
    const event = city(1);
    await db.$transaction((tx) => enqueueEvents(tx, [event]));
    const bus = fakeBus(2);
    const relay = createOutboxRelay({ db, bus, pollIntervalMs: 20, retryBaseMs: 30, retryMaxMs: 60 });
    expect(await relay.flush()).toBe(0);
    const [failed] = await db.$queryRawUnsafe<{ attempts: number; last_error: string; published_at: Date | null }[]>(
      'SELECT attempts, last_error, published_at FROM service_kit.outbox',
    );
    expect(failed).toEqual({ attempts: 1, last_error: 'broker away', published_at: null });
    relay.start();
    try {
      await vi.waitFor(() => expect(bus.sent.map((e) => e.id)).toEqual([event.id]), { timeout: 5000, interval: 20 });
      await vi.waitFor(async () => {
        const [row] = await db.$queryRawUnsafe<{ attempts: number; last_error: string | null; published_at: Date | null }[]>(
          'SELECT attempts, last_error, published_at FROM service_kit.outbox',
        );
        expect(row).toMatchObject({ attempts: 3, last_error: null });
        expect(row?.published_at).toBeInstanceOf(Date);
      });
    } finally {
      await relay.stop();
    }
  });
});
