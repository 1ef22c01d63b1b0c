import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cityCreated, consumerSubjects, durableConsumers, type CityFacts, type DurableConsumer, type EventEnvelope } from '@local-seo/contracts';
import { createLogger, createNatsBus, defaultAckWaitMs, ensureDurableConsumer, natsLayout, type EventBus } from '@local-seo/service-kit';
import { deleteStreams, isolatedStream, natsUrl, startTcpProxy } from '@local-seo/testing';
import { AckPolicy, DeliverPolicy, jetstreamManager, type ConsumerInfo, type JetStreamManager } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpNats, type NatsSetupOptions } from '../src/setup.js';

const logger = createLogger('silent');
const consumers = Object.values(durableConsumers);
const durables = consumers.map((consumer) => consumer.durable);
const filterOf = (info: ConsumerInfo) => info.config.filter_subjects ?? info.config.filter_subject;

describe('nats-setup against a real NATS', () => {
  let isolated: { streamName: string; subjectPrefix: string };
  let options: NatsSetupOptions;
  let admin: NatsConnection;
  let jsm: JetStreamManager;

  beforeEach(async () => {
    isolated = isolatedStream();
    options = { servers: [natsUrl()], replicas: 1, connectTimeoutMs: 5000, logger, ...isolated };
    admin = await connect({ servers: natsUrl() });
    jsm = await jetstreamManager(admin);
  });

  /** What a service's start would do to the durable (its reconcile path): nothing, when set up right. */
  const serviceEnsure = (consumer: DurableConsumer) =>
    ensureDurableConsumer(
      { jsm, logger, layout: natsLayout(isolated.streamName, isolated.subjectPrefix), ackWaitMs: defaultAckWaitMs, serverVersion: admin.info?.version },
      consumer.durable,
      consumerSubjects(consumer),
      true,
    );

  afterEach(async () => {
    await deleteStreams(natsUrl(), isolated.streamName);
    await admin.close();
  });

  it('creates both streams and every durable of the catalogue as the services would', async () => {
    const report = await setUpNats(options);

    const deadLetterStream = `${isolated.streamName}_DEADLETTER`;
    expect(report.streams).toEqual({ [isolated.streamName]: 'created', [deadLetterStream]: 'created' });
    expect(report.consumers).toEqual(Object.fromEntries(durables.map((durable) => [durable, 'created'])));
    expect((await jsm.streams.info(isolated.streamName)).config.subjects).toContain(`${isolated.subjectPrefix}cities.>`);
    expect((await jsm.streams.info(deadLetterStream)).config.subjects).toEqual([`${isolated.subjectPrefix}deadletter.>`]);
    for (const consumer of consumers) {
      const info = await jsm.consumers.info(isolated.streamName, consumer.durable);
      expect(info.config).toMatchObject({ ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.New, ack_wait: nanos(30_000), max_deliver: -1 });
      expect(await serviceEnsure(consumer)).toBe('unchanged');
      expect((await jsm.consumers.info(isolated.streamName, consumer.durable)).created).toBe(info.created);
    }
  });

  it('changes nothing when run again', async () => {
    await setUpNats(options);
    const before = await Promise.all(durables.map((durable) => jsm.consumers.info(isolated.streamName, durable)));
    const streamBefore = await jsm.streams.info(isolated.streamName);

    const again = await setUpNats(options);

    expect(Object.values(again.streams)).toEqual(['unchanged', 'unchanged']);
    expect(Object.values(again.consumers)).toEqual(durables.map(() => 'unchanged'));
    const after = await Promise.all(durables.map((durable) => jsm.consumers.info(isolated.streamName, durable)));
    expect(after.map((info) => [info.created, info.config])).toEqual(before.map((info) => [info.created, info.config]));
    expect((await jsm.streams.info(isolated.streamName)).config).toEqual(streamBefore.config);
  });

  it('brings a durable whose filter is out of date back to the catalogue', async () => {
    const stale = durableConsumers.weatherCities;
    await setUpNats(options);
    const outdated = `${isolated.subjectPrefix}${cityCreated.type}`;
    await jsm.consumers.delete(isolated.streamName, stale.durable);
    await jsm.consumers.add(isolated.streamName, { durable_name: stale.durable, ack_policy: AckPolicy.Explicit, filter_subject: outdated });

    const report = await setUpNats(options);

    // Updated in place from nats-server 2.10; re-created from its ack floor before that.
    expect(['updated', 'recreated']).toContain(report.consumers[stale.durable]);
    expect(filterOf(await jsm.consumers.info(isolated.streamName, stale.durable))).not.toEqual(outdated);
    expect(await serviceEnsure(stale)).toBe('unchanged');
  });

  describe('a service starting afterwards', () => {
    let bus: EventBus;
    afterEach(() => bus.close());

    it('binds to the durable as it is and gets the events published before it started', async () => {
      await setUpNats(options);
      const durable = durableConsumers.contractorsCityCreated;
      const created = (await jsm.consumers.info(isolated.streamName, durable.durable)).created;
      bus = await createNatsBus({ servers: natsUrl(), ...isolated });
      const early = cityCreated.create({ city: facts(7) }, 'cities');
      await bus.publish(early); // before any service consumes: the durable keeps it

      const seen: EventEnvelope[] = [];
      await bus.consume({ durable: durable.durable, subjects: consumerSubjects(durable), handler: async ({ event }) => void seen.push(event) });

      await vi.waitFor(() => expect(seen.map((event) => event.id)).toEqual([early.id]), { timeout: 10_000, interval: 50 });
      const info = await jsm.consumers.info(isolated.streamName, durable.durable);
      expect(info.created).toBe(created);
      expect((await jsm.consumers.list(isolated.streamName).next()).map((c) => c.name).toSorted()).toEqual(durables.toSorted());
    });
  });

  it('waits for a NATS that is still starting', async () => {
    const url = new URL(natsUrl());
    const proxy = await startTcpProxy(url.hostname, Number(url.port));
    await proxy.pause();
    try {
      const run = setUpNats({ ...options, servers: [proxy.url('nats')], connectTimeoutMs: 15_000 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await proxy.resume();
      expect(Object.values((await run).consumers)).toEqual(durables.map(() => 'created'));
    } finally {
      await proxy.close();
    }
  });

  it('gives up with the reason once its time is out', async () => {
    const url = new URL(natsUrl());
    const proxy = await startTcpProxy(url.hostname, Number(url.port));
    await proxy.pause();
    try {
      await expect(setUpNats({ ...options, servers: [proxy.url('nats')], connectTimeoutMs: 1500 })).rejects.toThrow(
        `NATS with JetStream did not answer at ${proxy.url('nats')} within 1500 ms`,
      );
    } finally {
      await proxy.close();
    }
  });
});

describe('nats-setup as a process', () => {
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', main], {
        env: { ...process.env, NATS_URL: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => resolve({ code, output }));
    });

  it('exits 1 naming NATS_URL when it is not set', async () => {
    const { code, output } = await run({});
    expect(code).toBe(1);
    expect(output).toContain('NATS_URL: is required but not set');
  });

  it('exits 1 with the reason when NATS never answers', async () => {
    const proxy = await startTcpProxy('127.0.0.1', 1);
    await proxy.pause();
    try {
      const { code, output } = await run({ NATS_URL: proxy.url('nats'), NATS_CONNECT_TIMEOUT_MS: '1500' });
      expect(code).toBe(1);
      expect(output).toContain(`NATS set-up failed: NATS with JetStream did not answer at ${proxy.url('nats')}`);
    } finally {
      await proxy.close();
    }
  });
});

function facts(id: number): CityFacts {
  return { id, citySlug: `c-${id}`, cityName: `C ${id}`, province: 'ON', latitude: 1, longitude: 1, population: null, pageActive: true, template: 't' };
}
