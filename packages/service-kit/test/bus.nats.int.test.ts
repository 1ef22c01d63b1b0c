import { deleteStreams, isolatedStream, natsUrl, startTcpProxy } from '@local-seo/testing';
import { createNatsBus, type EventBus, type NatsBusOptions } from '../src/events/index.js';
import { describeBusConformance } from './bus-conformance.js';

describeBusConformance('nats', {
  canGoDown: true,
  async make() {
    const server = new URL(natsUrl());
    // Through a proxy of its own, so "the broker is down" touches no other test.
    const proxy = await startTcpProxy(server.hostname, Number(server.port || 4222));
    const options: NatsBusOptions = {
      servers: proxy.url('nats'),
      ...isolatedStream(),
      publishTimeoutMs: 1000,
      reconnectTimeWaitMs: 100,
      connection: { ignoreClusterUpdates: true },
    };
    let bus: EventBus = await createNatsBus(options);
    const others: EventBus[] = [];
    return {
      get bus() {
        return bus;
      },
      async reopen() {
        await bus.close();
        bus = await createNatsBus(options);
        return bus;
      },
      async another() {
        const other = await createNatsBus({ ...options, servers: natsUrl() });
        others.push(other);
        return other;
      },
      outage: { pause: () => proxy.pause(), resume: () => proxy.resume() },
      async cleanup() {
        await Promise.all(others.map((other) => other.close()));
        await bus.close();
        await proxy.close();
        await deleteStreams(natsUrl(), options.streamName!);
      },
    };
  },
});
