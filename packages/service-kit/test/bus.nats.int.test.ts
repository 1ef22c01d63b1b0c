import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsUrl, startTcpProxy } from '@local-seo/testing';
import { createNatsBus, type EventBus, type NatsBusOptions } from '../src/events/index.js';
import { describeBusConformance } from './bus-conformance.js';

/** Deletes a test's streams (and with them its consumers) on the shared server. */
async function deleteStreams(...names: string[]) {
  const nc = await connect({ servers: natsUrl() });
  try {
    const jsm = await jetstreamManager(nc);
    for (const name of names) await jsm.streams.delete(name).catch(() => false);
  } finally {
    await nc.close();
  }
}

describeBusConformance('nats', {
  canGoDown: true,
  async make() {
    const id = randomBytes(4).toString('hex');
    const server = new URL(natsUrl());
    // Through a proxy of its own, so "the broker is down" touches no other test.
    const proxy = await startTcpProxy(server.hostname, Number(server.port || 4222));
    const options: NatsBusOptions = {
      servers: proxy.url('nats'),
      streamName: `T${id.toUpperCase()}_EVENTS`,
      subjectPrefix: `t${id}.`,
      publishTimeoutMs: 1000,
      reconnectTimeWaitMs: 100,
      connection: { ignoreClusterUpdates: true },
    };
    let bus: EventBus = await createNatsBus(options);
    return {
      get bus() {
        return bus;
      },
      async reopen() {
        await bus.close();
        bus = await createNatsBus(options);
        return bus;
      },
      outage: { pause: () => proxy.pause(), resume: () => proxy.resume() },
      async cleanup() {
        await bus.close();
        await proxy.close();
        await deleteStreams(options.streamName!, `${options.streamName}_DEADLETTER`);
      },
    };
  },
});
