import { cityCreated, cityUpdated, type EventEnvelope } from '@local-seo/contracts';
import { createInProcessBus, createLogger, createNatsBus, type EventBus } from '@local-seo/service-kit';
import { deleteStreams, freshDatabase, isolatedStream, natsUrl, startTcpProxy, type TcpProxy, type TestDatabase } from '@local-seo/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { citiesService } from '../src/index.js';

const logger = createLogger('silent');
const waitLong = { timeout: 15_000, interval: 50 };

interface BusSetup {
  /** The bus the cities service publishes on (through a proxy for NATS, so it can be cut). */
  publisher: EventBus;
  /** The bus a test consumer listens on (straight to the broker). */
  consumer: EventBus;
  outage?: TcpProxy;
  close(): Promise<void>;
}

const buses: Record<string, () => Promise<BusSetup>> = {
  'in-process': async () => {
    const bus = createInProcessBus({ logger });
    return { publisher: bus, consumer: bus, close: () => bus.close() };
  },
  nats: async () => {
    const server = new URL(natsUrl());
    const proxy = await startTcpProxy(server.hostname, Number(server.port || 4222));
    const stream = isolatedStream();
    const consumer = await createNatsBus({ servers: natsUrl(), ...stream });
    const publisher = await createNatsBus({ servers: proxy.url('nats'), ...stream, publishTimeoutMs: 500, reconnectTimeWaitMs: 100 });
    return {
      publisher,
      consumer,
      outage: proxy,
      async close() {
        await publisher.close();
        await consumer.close();
        await proxy.close();
        await deleteStreams(natsUrl(), stream.streamName);
      },
    };
  },
};

describe.each(Object.keys(buses))('cities events on the %s bus', (busName) => {
  let database: TestDatabase;
  let setup: BusSetup;
  let service: Awaited<ReturnType<typeof citiesService.create>>;

  /** Starts the service; with `relay: false` its outbox relay waits, as after a crash before publishing. */
  async function start({ relay = true } = {}) {
    database = await freshDatabase(`city_events_${busName.replace('-', '_')}`);
    setup = await buses[busName]!();
    service = await citiesService.create({ databaseUrl: database.url, bus: setup.publisher, logger }, { brandName: 'Test Supply' });
    if (relay) await listen();
  }
  const listen = () => service.listen({ port: 0, host: '127.0.0.1' });

  /** Every delivery a test consumer receives, duplicates included. */
  async function record(types: string[]) {
    const received: EventEnvelope[] = [];
    const consumer = await setup.consumer.consume({
      durable: `test-${types.join('-').replace(/\./g, '_')}`,
      subjects: types,
      handler: async ({ event }) => void received.push(event),
    });
    return { received, stop: () => consumer.stop() };
  }

  const createCity = (slug: string) =>
    service.app.inject({
      method: 'POST',
      url: '/api/cities',
      payload: { city_name: slug, province: 'Ontario', latitude: 44.3, longitude: -79.6, url_slug: slug },
    });

  afterEach(async () => {
    await service?.close();
    await setup?.close();
    await database?.drop();
  });

  it('delivers cities.city.created once, with the facts of the new city', async () => {
    await start();
    const consumer = await record([cityCreated.type]);
    expect((await createCity('collingwood')).statusCode).toBe(201);

    await vi.waitFor(() => expect(consumer.received).toHaveLength(1), waitLong);
    const event = cityCreated.parse(consumer.received[0]);
    expect(event.source).toBe('cities');
    expect(event.data.city).toMatchObject({ citySlug: 'collingwood', cityName: 'collingwood', pageActive: false, latitude: 44.3 });
    expect(event.data.summary).toMatchObject({ name: 'collingwood', after: { url_slug: 'collingwood', page_active: false } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(consumer.received).toHaveLength(1);
    await consumer.stop();
  });

  it('publishes cities.city.updated with what changed, including activation', async () => {
    await start();
    const consumer = await record([cityUpdated.type]);
    const { id } = (await createCity('wasaga-beach')).json() as { id: number };
    const response = await service.app.inject({ method: 'PATCH', url: `/api/cities/${id}`, payload: { page_active: true, population: 24862 } });
    expect(response.statusCode).toBe(200);

    await vi.waitFor(() => expect(consumer.received).toHaveLength(1), waitLong);
    const event = cityUpdated.parse(consumer.received[0]);
    expect(event.data.changed.sort()).toEqual(['page_active', 'population']);
    expect(event.data.activation).toBe('activated');
    expect(event.data.previousSlug).toBeNull();
    // The audit trail's summary: the changed fields before and after, as staff see them.
    expect(event.data.summary).toEqual({ name: 'wasaga-beach', before: { page_active: false, population: null }, after: { page_active: true, population: 24862 } });

    // A change that changes nothing publishes nothing.
    await service.app.inject({ method: 'PATCH', url: `/api/cities/${id}`, payload: { population: 24862 } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(consumer.received).toHaveLength(1);
    await consumer.stop();
  });

  it('delivers the event once when it could not be published at the time of the write', async () => {
    // NATS: the broker is unreachable. In-process: the relay is not running yet, as
    // after a crash between the commit and the publish.
    const brokerDown = busName === 'nats';
    await start({ relay: brokerDown });
    const consumer = await record([cityCreated.type]);
    if (brokerDown) await setup.outage!.pause();

    // The write succeeds all the same: the event waits in the outbox.
    expect((await createCity('midland')).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(consumer.received).toHaveLength(0);
    const pending = await service.context.db.$queryRawUnsafe<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM service_kit.outbox WHERE published_at IS NULL',
    );
    expect(pending[0]?.count).toBe(1);

    if (brokerDown) await setup.outage!.resume();
    else await listen();
    await vi.waitFor(() => expect(consumer.received).toHaveLength(1), waitLong);
    expect(cityCreated.parse(consumer.received[0]).data.city.citySlug).toBe('midland');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(consumer.received).toHaveLength(1);
    await consumer.stop();
  });
});
