import { cityCreated, cityUpdated, type CityFacts, type EventEnvelope } from '@local-seo/contracts';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { deleteStreams, isolatedStream, natsUrl } from '@local-seo/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNatsBus, type Delivery, type EventBus, type NatsBusOptions } from '../src/events/index.js';

// What only the JetStream bus has to cope with: raw messages, a broker that lost its
// streams and consumers, and one-filter consumers on servers before 2.10.
describe('nats bus against the broker', () => {
  const waitLong = { timeout: 15_000, interval: 20 };
  let options: NatsBusOptions;
  let bus: EventBus;
  let admin: NatsConnection;
  let jsm: JetStreamManager;

  beforeEach(async () => {
    options = { servers: natsUrl(), ...isolatedStream(), publishTimeoutMs: 1000 };
    bus = await createNatsBus(options);
    admin = await connect({ servers: natsUrl() });
    jsm = await jetstreamManager(admin);
  });

  afterEach(async () => {
    await bus.close();
    await deleteStreams(natsUrl(), options.streamName!);
    await admin.close();
  });

  const facts = (id: number): CityFacts => ({
    id,
    citySlug: `c-${id}`,
    cityName: `C ${id}`,
    province: 'ON',
    latitude: 1,
    longitude: 1,
    population: null,
    pageActive: true,
    template: 't',
  });
  const city = (id: number): EventEnvelope => cityCreated.create({ city: facts(id) }, 'cities');
  const cityChange = (id: number) =>
    cityUpdated.create({ city: facts(id), changed: ['city_name'], activation: null, previousSlug: null }, 'cities');

  function recorder() {
    const seen: Delivery[] = [];
    return { seen, ids: () => seen.map((d) => d.event.id), handler: async (d: Delivery) => void seen.push(d) };
  }

  it('creates both streams idempotently from the catalogue sources', async () => {
    await createNatsBus(options).then((again) => again.close());
    const events = await jsm.streams.info(options.streamName!);
    expect(events.config.subjects).toContain(`${options.subjectPrefix}cities.>`);
    expect(events.config.subjects).toHaveLength(8);
    const dead = await jsm.streams.info(`${options.streamName}_DEADLETTER`);
    expect(dead.config.subjects).toEqual([`${options.subjectPrefix}deadletter.>`]);
  });

  it('de-duplicates a re-sent event by its id (msgID)', async () => {
    const rec = recorder();
    await bus.consume({ durable: 'dedup', subjects: [cityCreated.type], handler: rec.handler });
    const event = city(1);
    await bus.publish(event);
    await bus.publish(event);
    await vi.waitFor(() => expect(rec.ids()).toEqual([event.id]), waitLong);
    const info = await jsm.streams.info(options.streamName!);
    expect(info.state.messages).toBe(1);
  });

  it('dead-letters a message that is not JSON, with its raw text', async () => {
    await bus.consume({ durable: 'raw', subjects: [cityCreated.type], handler: async () => undefined });
    await jetstream(admin).publish(`${options.subjectPrefix}${cityCreated.type}`, 'not json');
    await vi.waitFor(async () => expect(await bus.deadLetters('raw')).toHaveLength(1), waitLong);
    const [letter] = await bus.deadLetters('raw');
    expect(letter).toMatchObject({ durable: 'raw', event: 'not json', deliveryCount: 1 });
    expect(letter?.error).toMatch(/^Invalid event envelope/);
  });

  it('delivers only the subjects a consumer asked for, also through a wildcard filter', async () => {
    const both = recorder();
    const updatedOnly = recorder();
    await bus.consume({ durable: 'both', subjects: [cityCreated.type, cityUpdated.type], handler: both.handler });
    await bus.consume({ durable: 'updated', subjects: [cityUpdated.type], handler: updatedOnly.handler });
    const created = city(1);
    const other = { ...city(2), type: 'cities.city.archived' }; // same wildcard, not asked for
    const updated = cityChange(3);
    for (const e of [created, other, updated]) await bus.publish(e);
    await vi.waitFor(() => expect(both.ids()).toEqual([created.id, updated.id]), waitLong);
    await vi.waitFor(() => expect(updatedOnly.ids()).toEqual([updated.id]), waitLong);
  });

  it('changes the subjects of an existing durable', async () => {
    const first = await bus.consume({ durable: 'grows', subjects: [cityCreated.type], handler: async () => undefined });
    await first.stop();
    const rec = recorder();
    await bus.consume({ durable: 'grows', subjects: [cityCreated.type, cityUpdated.type], handler: rec.handler });
    const updated = cityChange(4);
    await bus.publish(updated);
    await vi.waitFor(() => expect(rec.ids()).toEqual([updated.id]), waitLong);
  });

  it('gives a consumer stopped and started again on the same connection new events at once', async () => {
    const first = await bus.consume({ durable: 'again', subjects: [cityCreated.type], handler: async () => undefined });
    await first.stop();
    const rec = recorder();
    await bus.consume({ durable: 'again', subjects: [cityCreated.type], handler: rec.handler });
    const event = city(5);
    await bus.publish(event);
    await vi.waitFor(() => expect(rec.ids()).toEqual([event.id]), { timeout: 3000, interval: 20 });
  });

  it('recovers when the broker lost its consumer and streams (restart without data)', async () => {
    const rec = recorder();
    await bus.consume({ durable: 'survivor', subjects: [cityCreated.type], handler: rec.handler });
    const before = city(1);
    await bus.publish(before);
    await vi.waitFor(() => expect(rec.ids()).toEqual([before.id]), waitLong);

    await jsm.streams.delete(options.streamName!);
    await jsm.streams.delete(`${options.streamName}_DEADLETTER`);
    const after = city(2);
    // The publisher makes the streams again; the supervised loop re-creates its consumer.
    await vi.waitFor(async () => {
      await jsm.consumers.info(options.streamName!, 'survivor');
    }, waitLong);
    await bus.publish(after);
    await vi.waitFor(() => expect(rec.ids()).toEqual([before.id, after.id]), waitLong);
  });

  it('is not ready once closed', async () => {
    expect(await bus.isReady()).toBe(true);
    const other = await createNatsBus(options);
    await other.close();
    expect(await other.isReady()).toBe(false);
  });
});
