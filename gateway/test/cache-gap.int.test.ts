import { createLogger, createNatsBus, type EventBus } from '@local-seo/service-kit';
import { deleteStreams, isolatedStream, natsUrl, startTcpProxy, type TcpProxy, useStaffDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';
import { useCities } from './support/cities.js';
import { startRelay, type Relay } from './support/relay.js';

// The gateway hears about changes through NATS; while NATS is away it hears nothing,
// so after a reconnect it must not trust what it cached before.
const logger = createLogger('silent');
const stream = isolatedStream();
let relay: Relay;
let proxy: TcpProxy;
let gatewayBus: EventBus;
let gateway: Gateway;

const staffDb = useStaffDatabase();
const cities = useCities('gateway_gap');

beforeAll(async () => {
  relay = await startRelay(cities.url);
  const server = new URL(natsUrl());
  proxy = await startTcpProxy(server.hostname, Number(server.port || 4222));
  gatewayBus = await createNatsBus({ servers: proxy.url('nats'), ...stream, reconnectTimeWaitMs: 100, connection: { ignoreClusterUpdates: true } });
  gateway = await createGateway({
    logger,
    bus: gatewayBus,
    config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, CITIES_URL: relay.url, ADMIN_PASSWORD: 'a long test password' }),
  });
});

afterAll(async () => {
  await gateway?.close();
  await gatewayBus?.close();
  await proxy?.close();
  await deleteStreams(natsUrl(), stream.streamName);
  await relay?.close();
});

describe('page-data caches after a NATS outage', () => {
  it('serves the city list from its cache until NATS reconnects, then asks the cities service again', async () => {
    expect((await gateway.app.inject('/api/cities')).statusCode).toBe(200);
    expect((await gateway.app.inject('/api/cities')).statusCode).toBe(200);
    expect(relay.count('/api/cities')).toBe(1);

    await proxy.pause();
    await proxy.resume();
    await vi.waitFor(async () => expect(await gatewayBus.isReady()).toBe(true), { timeout: 15_000, interval: 100 });

    await vi.waitFor(async () => {
      expect((await gateway.app.inject('/api/cities')).statusCode).toBe(200);
      expect(relay.count('/api/cities')).toBe(2);
    }, { timeout: 5_000, interval: 100 });
  });
});
