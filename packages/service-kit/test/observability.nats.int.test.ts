import { cityCreated, type EventEnvelope } from '@local-seo/contracts';
import { context, trace } from '@opentelemetry/api';
import { createPgDb, deleteStreams, freshDatabase, isolatedStream, natsUrl, startOtlpStandIn, type OtlpStandIn, type PgDb, type TestDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNatsBus, createOutboxRelay, enqueueEvents, ensureEventTables, PermanentEventError, subscribeToEvents, type EventBus } from '../src/events/index.js';
import { metricsText, startTracing, traceparentOf, type Tracing } from '../src/observability/index.js';

// Over NATS, between two buses (as two processes would be): the envelope carries the trace,
// and the bus's backlog and dead letters are sampled when metrics are read.

let otlp: OtlpStandIn;
let tracing: Tracing;
let database: TestDatabase;
let db: PgDb;
let publisher: EventBus;
let consumerBus: EventBus;
const stream = isolatedStream();

beforeAll(async () => {
  otlp = await startOtlpStandIn();
  tracing = startTracing({ serviceName: 'nats-test', env: { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url } })!;
  database = await freshDatabase('observability_nats');
  db = createPgDb(database.url);
  await ensureEventTables(db);
  publisher = await createNatsBus({ servers: natsUrl(), ...stream });
  consumerBus = await createNatsBus({ servers: natsUrl(), ...stream });
});

afterAll(async () => {
  await publisher?.close();
  await consumerBus?.close();
  await deleteStreams(natsUrl(), stream.streamName);
  await db?.$disconnect();
  await database?.drop();
  await tracing?.shutdown();
  await otlp?.close();
});

const city = (id: number) =>
  cityCreated.create(
    { city: { id, citySlug: `c-${id}`, cityName: `C ${id}`, province: 'ON', latitude: 1, longitude: 1, population: null, pageActive: true, template: 't' } },
    'cities',
  );

describe('an event over NATS', () => {
  it('carries the trace of the change that emitted it to its consumer, through the outbox relay', async () => {
    const handled: { event: EventEnvelope; traceparent: string | undefined }[] = [];
    const consumer = await subscribeToEvents(consumerBus, db, {
      durable: `traced-${stream.streamName}`,
      events: [cityCreated],
      handle: async (event) => {
        handled.push({ event, traceparent: traceparentOf() });
      },
    });
    const relay = createOutboxRelay({ service: 'cities', db, bus: publisher });
    try {
      const root = trace.getTracer('test').startSpan('a request');
      const event = city(1);
      await context.with(trace.setSpan(context.active(), root), () => db.$transaction((tx) => enqueueEvents(tx, [event])));
      root.end();
      const [row] = await db.$queryRawUnsafe<{ payload: EventEnvelope }[]>('SELECT payload FROM service_kit.outbox');
      expect(row!.payload.traceparent).toBe(`00-${root.spanContext().traceId}-${root.spanContext().spanId}-01`);

      expect(await relay.flush()).toBe(1);
      await vi.waitFor(() => expect(handled).toHaveLength(1), { timeout: 10_000 });
      // The consumer ran with its own span of the same trace active.
      expect(handled[0]!.traceparent).toMatch(new RegExp(`^00-${root.spanContext().traceId}-[0-9a-f]{16}-01$`));

      await otlp.waitFor((spans) => spans.some((s) => s.name === `traced-${stream.streamName} process cities.city.created`));
      const spans = otlp.trace(root.spanContext().traceId);
      const publish = spans.find((s) => s.name === 'publish cities.city.created')!;
      expect(publish.parentSpanId).toBe(root.spanContext().spanId);
      const handling = spans.find((s) => s.name === `traced-${stream.streamName} process cities.city.created`)!;
      expect(handling.parentSpanId).toBe(publish.spanId);
      expect(handled[0]!.traceparent).toContain(handling.spanId);
    } finally {
      await consumer.stop();
      await relay.stop();
    }
  });

  it('counts what each consumer handled and dead-lettered, and the dead letters kept, when metrics are read', async () => {
    const durable = `failing-${stream.streamName}`;
    const consumer = await subscribeToEvents(consumerBus, db, {
      durable,
      events: [cityCreated],
      handle: async () => {
        throw new PermanentEventError('never handled');
      },
    });
    try {
      await publisher.publish(city(2));
      await publisher.publish(city(3));
      await vi.waitFor(async () => expect(await consumerBus.deadLetters(durable)).toHaveLength(2), { timeout: 10_000 });
      const text = await metricsText();
      expect(text).toContain(`events_handled_total{consumer="${durable}",outcome="dead_lettered"} 2`);
      expect(text).toContain(`event_dead_letters{consumer="${durable}"} 2`);
      expect(text).toContain(`event_consumer_pending{consumer="${durable}"} 0`);
      expect(text).toMatch(new RegExp(`^event_lag_seconds_count\\{consumer="${durable}"\\} 2$`, 'm'));
    } finally {
      await consumer.stop();
    }
    // A durable no consumer of this process runs any more is not reported.
    expect(await metricsText()).not.toContain(`event_dead_letters{consumer="${durable}"}`);
  });

  it('samples the outbox backlog: unsent rows and the age of the oldest', async () => {
    const relay = createOutboxRelay({ service: 'backlog', db, bus: publisher });
    relay.start();
    await relay.stop(); // sampling stops with the relay
    expect(await metricsText()).not.toContain('outbox_unsent_events{service="backlog"}');
    const quiet = createOutboxRelay({ service: 'backlog', db, bus: publisher, pollIntervalMs: 60_000 });
    await db.$executeRawUnsafe(`DELETE FROM service_kit.outbox`);
    await db.$transaction((tx) => enqueueEvents(tx, [city(4), city(5)]));
    await db.$executeRawUnsafe(`UPDATE service_kit.outbox SET created_at = now() - interval '90 seconds', next_attempt_at = now() + interval '1 hour'`);
    quiet.start();
    try {
      const text = await metricsText();
      expect(text).toContain('outbox_unsent_events{service="backlog"} 2');
      const age = Number(text.match(/^outbox_oldest_unsent_age_seconds\{service="backlog"\} ([\d.]+)$/m)?.[1]);
      expect(age).toBeGreaterThanOrEqual(90);
      expect(age).toBeLessThan(120);
    } finally {
      await quiet.stop();
    }
  });
});
